package bouncelab.ui.session;

import bouncelab.ui.common.UiWords;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * One bare key of the window and what it does, acting on a {@code T} (a transport, the window, a game). The key
 * handlers dispatch through lists of these, and the help (F1) is written from the same lists, so what it says is
 * what the keys do.
 *
 * @param keys  the key as the help writes it, e.g. "Shift+→"
 * @param word  what it does, as the key of its words in Help.properties after "key." ({@link #does})
 * @param codes the key codes that press it (e.g. both the digit row's 1 and the keypad's)
 * @param shift whether Shift must be down ({@code YES}), must not be ({@code NO}), or either ({@code ANY})
 * @param action what it does, told which of its codes was pressed
 */
public record Shortcut<T>(String keys, String word, Set<KeyCode> codes, Shift shift, BiConsumer<T, KeyCode> action) {
    /** Shift with the key. */
    public enum Shift {
        NO,
        YES,
        ANY
    }

    public Shortcut {
        codes = Set.copyOf(codes);
    }

    /** A key pressed without Shift. */
    public static <T> Shortcut<T> of(String keys, String does, Consumer<T> action, KeyCode... codes) {
        return new Shortcut<>(keys, does, Set.of(codes), Shift.NO, (t, k) -> action.accept(t));
    }

    /** A key pressed with Shift. */
    public static <T> Shortcut<T> shifted(String keys, String does, Consumer<T> action, KeyCode... codes) {
        return new Shortcut<>(keys, does, Set.of(codes), Shift.YES, (t, k) -> action.accept(t));
    }

    /** A key pressed with Shift or without (+ is Shift+= on many keyboards). */
    public static <T> Shortcut<T> anyShift(String keys, String does, Consumer<T> action, KeyCode... codes) {
        return new Shortcut<>(keys, does, Set.of(codes), Shift.ANY, (t, k) -> action.accept(t));
    }

    /** A key pressed with Shift or without, whose action is told which of the codes it was (a key held in a game). */
    public static <T> Shortcut<T> eachKey(String keys, String does, BiConsumer<T, KeyCode> action, KeyCode... codes) {
        return new Shortcut<>(keys, does, Set.of(codes), Shift.ANY, action);
    }

    /** What it does, in the window's language, e.g. "next event: bounce, tunnel, out". */
    public String does() {
        return UiWords.help("key." + word);
    }

    /** Is this the key pressed (with no Ctrl, Alt or Meta)? */
    public boolean matches(KeyCode code, boolean shiftDown) {
        return codes.contains(code) && (shift == Shift.ANY || (shift == Shift.YES) == shiftDown);
    }

    public boolean matches(KeyEvent e) {
        return !e.isControlDown() && !e.isAltDown() && !e.isMetaDown() && matches(e.getCode(), e.isShiftDown());
    }

    /** Does what the first key of {@code keys} that matches says, to {@code target}; false if none matches. */
    public static <T> boolean dispatch(List<Shortcut<T>> keys, KeyCode code, boolean shiftDown, T target) {
        for (Shortcut<T> k : keys) {
            if (k.matches(code, shiftDown)) {
                k.action().accept(target, code);
                return true;
            }
        }
        return false;
    }
}
