package bouncelab.ui.window;

import bouncelab.core.scenario.Scenario;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.jspecify.annotations.Nullable;

/**
 * The offer, at start, of the shot a crash left unsaved: Restore or Discard. A strip over the court, not a
 * dialog: the window works while it is there, and nothing waits for an answer.
 */
public final class RecoveryBanner extends HBox {
    private final Label message = new Label();
    private final Button restore = new Button(UiWords.window("banner.restore"));
    private final Button discard = new Button(UiWords.window("banner.discard"));

    public RecoveryBanner() {
        getStyleClass().addAll(Styles.PROBLEM_BANNER, Styles.RECOVERY_BANNER);
        setId("recovery-banner");
        message.getStyleClass().add(Styles.PROBLEM_TEXT);
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);
        restore.setId("recovery-restore");
        discard.setId("recovery-discard");
        restore.setFocusTraversable(false);
        discard.setFocusTraversable(false);
        // their words whole however long the message (it had cut the only button to "...")
        restore.setMinWidth(Region.USE_PREF_SIZE);
        discard.setMinWidth(Region.USE_PREF_SIZE);
        getChildren().addAll(message, restore, discard);
        hide();
    }

    /**
     * Offers {@code shot}; a button hides the strip, then does what it says. Without a shot (a copy that cannot be
     * read) the one button sets the copy aside, as it says, rather than discarding it.
     */
    public void offer(String text, @Nullable Scenario shot, Consumer<Scenario> onRestore, Runnable onDiscard) {
        message.setText(text);
        discard.setText(UiWords.window(shot == null ? "banner.setAside" : "banner.discard"));
        restore.setVisible(shot != null);
        restore.setManaged(shot != null);
        restore.setOnAction(e -> {
            hide();
            onRestore.accept(shot);
        });
        discard.setOnAction(e -> {
            hide();
            onDiscard.run();
        });
        setVisible(true);
        setManaged(true);
    }

    public void hide() {
        setVisible(false);
        setManaged(false);
    }

    public String text() {
        return isVisible() ? message.getText() : "";
    }
}
