package bouncelab.ui.window;

import bouncelab.ui.step.TransportKeys;
import bouncelab.ui.tab.WindowTab;
import bouncelab.core.algorithm.AlgorithmNames;
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
        switch (k) {
            case DIGIT1, NUMPAD1 -> w.model().setAlgorithm(AlgorithmNames.ALL.get(0));
            case DIGIT2, NUMPAD2 -> w.model().setAlgorithm(AlgorithmNames.ALL.get(1));
            case DIGIT3, NUMPAD3 -> w.model().setAlgorithm(AlgorithmNames.ALL.get(2));
            case DIGIT4, NUMPAD4 -> w.model().setAlgorithm(AlgorithmNames.ALL.get(3));
            case DIGIT5, NUMPAD5 -> w.model().setAlgorithm(AlgorithmNames.ALL.get(4));
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
}
