package bouncelab.ui.window;

import bouncelab.ui.common.Styles;
import bouncelab.ui.common.Tips;
import bouncelab.ui.common.UiWords;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/**
 * A strip across the top of the window saying what went wrong, in words, until it is closed. Not a modal dialog:
 * the work on screen stays usable, and nothing waits for a click.
 */
public final class ProblemBanner extends HBox {
    private final Label message = new Label();

    public ProblemBanner() {
        getStyleClass().add(Styles.PROBLEM_BANNER);
        setId("problem-banner");
        message.getStyleClass().add(Styles.PROBLEM_TEXT);
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, Priority.ALWAYS);
        Button close = new Button("✕");
        close.setId("problem-close");
        Tips.text(close, UiWords.window("banner.close"));
        close.setOnAction(e -> hide());
        close.setFocusTraversable(false);
        getChildren().addAll(message, close);
        hide();
    }

    public void show(String text) {
        message.setText(text);
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
