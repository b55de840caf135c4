package bouncelab.ui.window;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.tab.FieldKeys;
import java.util.ArrayList;
import java.util.List;
import javafx.event.EventTarget;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.Toggle;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's bare keys (Ctrl shortcuts are menu accelerators). F1 and F5 work everywhere, even in a text field;
 * any other key typed into a field (a text field, a spinner, the shot's numbers, the sweep's inputs) is text, never
 * a shortcut. Then a game being played takes its keys; Space on a focused button presses it; Esc leaves
 * presentation; then the tab that is showing, and the stepping view's keys when that is the one. The help (F1) is
 * written from these same lists.
 */
final class WindowKeys {
    /** Typed, the help opens too (it is Shift+/ or another key, by keyboard). */
    static final String HELP_CHARACTER = "?";

    /** Keys that work everywhere, even while typing: function keys are never text. */
    static final List<Shortcut<MainWindow>> ALWAYS = List.of(
            Shortcut.anyShift("F1 or ?", "help", MainWindow::showHelp, KeyCode.F1),
            Shortcut.anyShift("F5", "present", MainWindow::togglePresentation, KeyCode.F5));

    /** While presenting. */
    static final List<Shortcut<MainWindow>> PRESENTING = List.of(
            Shortcut.anyShift("Esc", "leavePresentation", w -> w.presentation().exit(), KeyCode.ESCAPE),
            Shortcut.anyShift("V", "classVote", MainWindow::openClassVote, KeyCode.V));

    /** The stepping view's own keys (the Step tab tries them before the transport's). */
    static final List<Shortcut<MainWindow>> STEPPING = stepping();

    private static List<Shortcut<MainWindow>> stepping() {
        List<Shortcut<MainWindow>> keys = new ArrayList<>();
        for (AlgorithmId id : AlgorithmId.all()) {
            keys.add(Shortcut.anyShift(
                    Integer.toString(id.key()),
                    "algorithm." + id.fileName(),
                    w -> w.model().setAlgorithm(id),
                    KeyCode.valueOf("DIGIT" + id.key()),
                    KeyCode.valueOf("NUMPAD" + id.key())));
        }
        // 6: the student's test, once it has compiled on the Your test tab
        AlgorithmId yours = AlgorithmId.YOURS;
        keys.add(Shortcut.anyShift(
                Integer.toString(yours.key()),
                "algorithm.yours",
                w -> {
                    if (w.model().algorithms().has(yours)) {
                        w.model().setAlgorithm(yours);
                    } else {
                        w.showStatus(UiWords.messages("status.yoursFirst"));
                    }
                },
                KeyCode.valueOf("DIGIT" + yours.key()),
                KeyCode.valueOf("NUMPAD" + yours.key())));
        keys.addAll(List.of(
                Shortcut.anyShift(
                        "+", "zoomIn", w -> w.court().zoomBy(1.25), KeyCode.PLUS, KeyCode.ADD, KeyCode.EQUALS),
                Shortcut.anyShift("−", "zoomOut", w -> w.court().zoomBy(0.8), KeyCode.MINUS, KeyCode.SUBTRACT),
                Shortcut.anyShift("0", "fit", w -> w.court().zoomToFit(), KeyCode.DIGIT0, KeyCode.NUMPAD0),
                Shortcut.anyShift("Z", "zoomWorking", w -> w.court().zoomToWorking(), KeyCode.Z),
                Shortcut.anyShift("L", "lessons", MainWindow::toggleLessons, KeyCode.L),
                Shortcut.anyShift("V", "classVote", MainWindow::openClassVote, KeyCode.V)));
        return List.copyOf(keys);
    }

    private final MainWindow w;
    private final MenuBar menuBar;

    WindowKeys(MainWindow w, MenuBar menuBar) {
        this.w = w;
        this.menuBar = menuBar;
    }

    void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isMetaDown() || e.isAltDown()) {
            return;
        }
        if (Shortcut.dispatch(ALWAYS, e.getCode(), e.isShiftDown(), w)) {
            e.consume();
            return;
        }
        if (FieldKeys.isTyping(e.getTarget())) {
            return; // typing a value: keys are text
        }
        if (menuInUse(e.getTarget())) {
            return; // the menus' keys: an arrow in an open menu had also stepped the court
        }
        if (w.games().onKey(e)) {
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.SPACE && pressable(e.getTarget())) {
            // Space presses the focused button or box, as JavaFX and a screen reader's user expect; a game being
            // played has kept it for its launch above
            return;
        }
        if (w.presentation().isOn() && Shortcut.dispatch(PRESENTING, e.getCode(), e.isShiftDown(), w)) {
            e.consume();
            return;
        }
        if (w.shownTab().handleKey(e)) {
            e.consume(); // a view's keys are only for the view showing (the Step tab's: STEPPING, then the transport's)
        }
    }

    /**
     * Whether a key is the menus': one of them is open, or F10 (or Alt) took the keyboard to the menu bar. Its
     * arrows then move through the menus and must not also step the court.
     */
    private boolean menuInUse(EventTarget target) {
        if (menuBar.getMenus().stream().anyMatch(Menu::isShowing)) {
            return true;
        }
        // F10 marks a menu as if the pointer were on it, with no menu open and the focus left where it was; the
        // pointer really on the bar marks the bar too
        if (!menuBar.isHover() && menuBar.lookupAll(".menu-button").stream().anyMatch(Node::isHover)) {
            return true;
        }
        for (Node n = target instanceof Node node ? node : null; n != null; n = n.getParent()) {
            if (n == menuBar) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether a key goes to a control Space presses: a button, check box, toggle button, radio button or link (not
     * a disabled one, nor the chosen one of a group, which a press would not change: the algorithm just clicked
     * keeps the focus, and Space then plays as it always has). With the focus anywhere else (the court, a list, a
     * tab) Space plays and pauses.
     */
    static boolean pressable(EventTarget target) {
        if (target instanceof Toggle t && t.isSelected() && t.getToggleGroup() != null) {
            return false;
        }
        return target instanceof ButtonBase b && !b.isDisabled();
    }

    /** A character typed: ? opens the help, unless it is being typed into a field. */
    void onTyped(KeyEvent e) {
        if (HELP_CHARACTER.equals(e.getCharacter())
                && !e.isControlDown()
                && !e.isMetaDown()
                && !e.isAltDown()
                && !FieldKeys.isTyping(e.getTarget())) {
            w.showHelp();
            e.consume();
        }
    }
}
