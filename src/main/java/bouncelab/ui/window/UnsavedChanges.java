package bouncelab.ui.window;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

import java.util.function.Supplier;

/**
 * The question before the window closes with an edited shot not saved: save it, throw the edits away, or stay.
 * Without it a clean quit would lose the edits (the recovery copy is only kept against a crash).
 */
public final class UnsavedChanges {
    /** What the user chose. */
    public enum Answer { SAVE, DISCARD, CANCEL }

    private final ShotFiles files;
    private Supplier<Answer> ask;

    public UnsavedChanges(ShotFiles files, Window owner) {
        this.files = files;
        this.ask = () -> askInDialog(files, owner);
    }

    /** Replaces the dialog (tests answer without one). */
    public void setAsk(Supplier<Answer> ask) {
        this.ask = ask;
    }

    /** True if the window may close now: nothing unsaved, the shot saved, or its edits given up. */
    public boolean mayClose() {
        if (!files.unsaved()) {
            return true;
        }
        return switch (ask.get()) {
            case SAVE -> files.saveOrChoose(); // a cancelled or failed save keeps the window open
            case DISCARD -> true;
            case CANCEL -> false;
        };
    }

    private static Answer askInDialog(ShotFiles files, Window owner) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "", save, discard, ButtonType.CANCEL);
        if (owner != null) {
            alert.initOwner(owner);
        }
        alert.setTitle("Bounce Lab");
        String name = files.current() == null ? "The shot" : "The shot " + files.current().getFileName();
        alert.setHeaderText(name + " has edits that are not saved.");
        alert.setContentText("Save them before Bounce Lab closes?");
        ButtonType chosen = alert.showAndWait().orElse(ButtonType.CANCEL);
        return chosen == save ? Answer.SAVE : chosen == discard ? Answer.DISCARD : Answer.CANCEL;
    }
}
