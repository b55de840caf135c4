package bouncelab.ui.window;

import bouncelab.ui.common.DialogButtons;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * The question before the window closes, or the shot on screen is replaced (a lesson or a shot opened, a game
 * started, a lesson reloaded with a new shot), with edits not saved: save them, throw them away, or stay. Without it
 * the edits would be lost (the recovery copy is only kept against a crash).
 */
public final class UnsavedChanges {
    /** What the user chose. */
    public enum Answer {
        SAVE,
        DISCARD,
        CANCEL
    }

    private final ShotFiles files;
    private Function<String, Answer> ask;

    public UnsavedChanges(ShotFiles files, @Nullable Window owner) {
        this.files = files;
        this.ask = before -> askInDialog(files, owner, before);
    }

    /** Replaces the dialog (tests answer without one). */
    public void setAsk(Supplier<Answer> ask) {
        this.ask = before -> ask.get();
    }

    /** Replaces the dialog with one told what is about to happen ("before lesson 8 opens"). */
    public void setAsk(Function<String, Answer> ask) {
        this.ask = ask;
    }

    /** True if the window may close now: nothing unsaved, the shot saved, or its edits given up. */
    public boolean mayClose() {
        return mayGoOn(UiWords.messages("unsaved.closes"));
    }

    /**
     * True if the shot on screen may be replaced now ({@code before} says by what, e.g. "lesson 8 opens"): nothing
     * unsaved, the shot saved, or its edits given up. False: the user chose to stay, or the save was cancelled or
     * failed.
     */
    public boolean mayReplace(String before) {
        return mayGoOn(before);
    }

    private boolean mayGoOn(String before) {
        if (!files.unsaved()) {
            return true;
        }
        return switch (ask.apply(before)) {
            case SAVE -> files.saveOrChoose(); // a cancelled or failed save keeps the shot, and the window, as they are
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    private static Answer askInDialog(ShotFiles files, @Nullable Window owner, String before) {
        ButtonType save = new ButtonType(UiWords.messages("unsaved.save"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(UiWords.messages("unsaved.dontSave"), ButtonBar.ButtonData.NO);
        ButtonType cancel = DialogButtons.cancel();
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", save, discard, cancel);
        if (owner != null) {
            alert.initOwner(owner);
        }
        Styles.likeItsWindow(alert, owner);
        alert.setTitle(UiWords.window("app.title"));
        alert.setHeaderText(
                files.current() == null
                        ? UiWords.messages("unsaved.header")
                        : UiWords.messages(
                                "unsaved.header.named",
                                String.valueOf(files.current().getFileName())));
        alert.setContentText(UiWords.messages("unsaved.question", before));
        ButtonType chosen = alert.showAndWait().orElse(cancel);
        return chosen == save ? Answer.SAVE : chosen == discard ? Answer.DISCARD : Answer.CANCEL;
    }
}
