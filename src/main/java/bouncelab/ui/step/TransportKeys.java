package bouncelab.ui.step;

import javafx.scene.input.KeyCode;

/**
 * The transport's bare keys, the same in every view: → and ← step a frame (with Shift, jump to the next or
 * previous event), Space plays and pauses, Home goes back to the start, ] and [ step inside a swept frame.
 */
public final class TransportKeys {
    private TransportKeys() {
    }

    /** Acts on the key if it is a transport key; false if it is not one. */
    public static boolean handle(KeyCode k, boolean shift, Transport t) {
        switch (k) {
            case SPACE -> t.togglePlaying();
            case RIGHT -> {
                if (shift) {
                    t.nextEvent();
                } else {
                    t.stepForward();
                }
            }
            case LEFT -> {
                if (shift) {
                    t.previousEvent();
                } else {
                    t.stepBack();
                }
            }
            case HOME -> t.toStart();
            case CLOSE_BRACKET -> t.passForward();
            case OPEN_BRACKET -> t.passBack();
            default -> {
                return false;
            }
        }
        return true;
    }
}
