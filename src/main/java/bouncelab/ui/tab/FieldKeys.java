package bouncelab.ui.tab;

import java.util.List;
import java.util.function.Predicate;
import javafx.event.ActionEvent;
import javafx.event.EventTarget;
import javafx.scene.Node;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.fxmisc.richtext.GenericStyledArea;

/**
 * Typing into the window's fields: keys typed there are text, never shortcuts, and Return commits the value and
 * moves on to the next field.
 */
public final class FieldKeys {
    private FieldKeys() {}

    /**
     * Is a key aimed at {@code target} being typed into a field: a text field or area that can be edited, or an
     * editable spinner or combo box (whose own text field, or the control itself, has the keys), at any depth?
     */
    public static boolean isTyping(EventTarget target) {
        for (Node n = target instanceof Node node ? node : null; n != null; n = n.getParent()) {
            if (n instanceof TextInputControl t) {
                return t.isEditable() && !t.isDisabled();
            }
            if (n instanceof GenericStyledArea<?, ?, ?> code) { // the Your test editor
                return code.isEditable() && !code.isDisabled();
            }
            if (n instanceof Spinner<?> s && s.isEditable()) {
                return true;
            }
            if (n instanceof ComboBoxBase<?> c && c.isEditable()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Return in each field commits it (its own action runs too) and moves on to the field after it, if
     * {@code commit} accepts the value; in the last field Return goes on as usual (to a default button, say).
     *
     * @param commit checks a field's value on Return, showing what is wrong; false stays in the field
     */
    public static void returnMovesOn(List<TextField> fields, Predicate<TextField> commit) {
        install(fields, fields, commit);
    }

    /** The same for spinners: Return commits the typed value and moves on to the next spinner. */
    public static void returnMovesOnSpinners(List<? extends Spinner<?>> spinners) {
        install(spinners.stream().map(Spinner::getEditor).toList(), spinners, f -> true);
    }

    private static void install(List<TextField> editors, List<? extends Node> targets, Predicate<TextField> commit) {
        for (int i = 0; i < editors.size(); i++) {
            TextField f = editors.get(i);
            Node next = i + 1 < targets.size() ? targets.get(i + 1) : null;
            TextField nextEditor = i + 1 < editors.size() ? editors.get(i + 1) : null;
            // on the key, not the field's action: consuming an action does not keep Return from a default button
            f.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() != KeyCode.ENTER || e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
                    return;
                }
                if (!commit.test(f)) {
                    e.consume(); // stay, and do not run a default button on a bad value either
                    return;
                }
                if (next != null && nextEditor != null) { // found together
                    e.consume(); // on to the next field, not to the default button
                    f.commitValue();
                    if (f.getOnAction() != null) {
                        f.getOnAction().handle(new ActionEvent(f, f)); // the field's own action runs too
                    }
                    next.requestFocus();
                    nextEditor.selectAll();
                }
            });
        }
    }
}
