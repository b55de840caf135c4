package bouncelab.ui.view;

import bouncelab.core.algorithm.AlgorithmNames;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/** The window's bare keys, for the stepper; a game being played takes its own keys first. */
final class WindowKeys {
    private final MainWindow w;

    WindowKeys(MainWindow w) {
        this.w = w;
    }

    /** Every action has a key. Ctrl shortcuts are menu accelerators; these are the bare keys. */
    void onKey(KeyEvent e) {
        if (e.isControlDown() || e.isMetaDown() || e.isAltDown()) {
            return;
        }
        if (e.getTarget() instanceof javafx.scene.control.TextInputControl input && input.isEditable()) {
            return; // typing a value: keys are text
        }
        if (w.games().onKey(e)) {
            e.consume();
            return;
        }
        boolean shift = e.isShiftDown();
        boolean handled = true;
        KeyCode k = e.getCode();
        switch (k) {
            case SPACE -> w.model().togglePlaying();
            case RIGHT -> {
                if (shift) {
                    w.model().nextEvent();
                } else {
                    w.model().stepForward();
                }
            }
            case LEFT -> {
                if (shift) {
                    w.model().previousEvent();
                } else {
                    w.model().stepBack();
                }
            }
            case HOME -> w.model().toStart();
            case CLOSE_BRACKET -> w.model().passForward();
            case OPEN_BRACKET -> w.model().passBack();
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
            case F5 -> w.togglePresentation();
            case ESCAPE -> {
                handled = w.presentation().isOn();
                w.presentation().exit();
            }
            default -> handled = false;
        }
        if (handled) {
            e.consume();
        }
    }

}
