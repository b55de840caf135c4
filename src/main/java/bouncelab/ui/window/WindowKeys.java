package bouncelab.ui.window;

import bouncelab.ui.step.TransportKeys;
import bouncelab.ui.tab.WindowTab;
import bouncelab.core.algorithm.AlgorithmId;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's bare keys (Ctrl shortcuts are menu accelerators). F5 and Esc work everywhere; a game being played
 * takes its keys next; then the tab that is showing, and the stepping view's keys when that is the one.
 */
final class WindowKeys {
    private final MainWindow w;

    WindowKeys(MainWindow w) {
        this.w = w;
    }

    void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isMetaDown() || e.isAltDown()) {
            return;
        }
        if (e.getTarget() instanceof javafx.scene.control.TextInputControl input && input.isEditable()) {
            return; // typing a value: keys are text
        }
        if (e.getCode() == KeyCode.F5) {
            w.togglePresentation();
            e.consume();
            return;
        }
        if (w.games().onKey(e)) {
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE && w.presentation().isOn()) {
            w.presentation().exit();
            e.consume();
            return;
        }
        WindowTab tab = w.shownTab();
        if (tab != null) {
            if (tab.handleKey(e)) {
                e.consume(); // the stepping view's keys are not for a tab that is not showing
            }
            return;
        }
        if (steppingKey(e.getCode(), e.isShiftDown())) {
            e.consume();
        }
    }

    private boolean steppingKey(KeyCode k, boolean shift) {
        var algorithm = AlgorithmId.byKey(digit(k));
        if (algorithm.isPresent()) {
            w.model().setAlgorithm(algorithm.get());
            return true;
        }
        switch (k) {
            case PLUS, ADD, EQUALS -> w.court().zoomBy(1.25);
            case MINUS, SUBTRACT -> w.court().zoomBy(0.8);
            case DIGIT0, NUMPAD0 -> w.court().zoomToFit();
            case Z -> w.court().zoomToWorking();
            case L -> w.toggleLessons();
            default -> {
                return TransportKeys.handle(k, shift, w.model().transport());
            }
        }
        return true;
    }

    /** 1 for the key 1 (above the letters or on the number pad), and so on; 0 for a key that is no digit 1–9. */
    private static int digit(KeyCode k) {
        return switch (k) {
            case DIGIT1, NUMPAD1 -> 1;
            case DIGIT2, NUMPAD2 -> 2;
            case DIGIT3, NUMPAD3 -> 3;
            case DIGIT4, NUMPAD4 -> 4;
            case DIGIT5, NUMPAD5 -> 5;
            case DIGIT6, NUMPAD6 -> 6;
            case DIGIT7, NUMPAD7 -> 7;
            case DIGIT8, NUMPAD8 -> 8;
            case DIGIT9, NUMPAD9 -> 9;
            default -> 0;
        };
    }
}
