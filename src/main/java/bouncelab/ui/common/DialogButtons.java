package bouncelab.ui.common;

import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;

/**
 * A dialog's OK and Cancel in the window's language. JavaFX's own {@code ButtonType.OK} and {@code CANCEL} take
 * their words from the machine's language, so a Spanish window on an English PC would say "Cancel". Each call makes
 * a new button: keep it to compare the answer with.
 */
public final class DialogButtons {
    private DialogButtons() {}

    /** Cancel: what Esc and the window's close box answer. */
    public static ButtonType cancel() {
        return new ButtonType(UiWords.messages("button.cancel"), ButtonBar.ButtonData.CANCEL_CLOSE);
    }

    public static ButtonType ok() {
        return new ButtonType(UiWords.messages("button.ok"), ButtonBar.ButtonData.OK_DONE);
    }
}
