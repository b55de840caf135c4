package bouncelab.ui.session;

import javafx.scene.input.KeyCode;

import java.util.List;

/**
 * The transport's bare keys, the same in every view: → and ← step a frame (with Shift, jump to the next or
 * previous event), Space plays and pauses, Home goes back to the start, ] and [ step inside a swept frame.
 */
public final class TransportKeys {
    /** The keys, in the order the help lists them. */
    public static final List<Shortcut<Transport>> KEYS = List.of(
            Shortcut.of("→", "next frame", Transport::stepForward, KeyCode.RIGHT),
            Shortcut.of("←", "previous frame", Transport::stepBack, KeyCode.LEFT),
            Shortcut.shifted("Shift+→", "next event (a bounce, a tunnel, the ball out)", Transport::nextEvent,
                    KeyCode.RIGHT),
            Shortcut.shifted("Shift+←", "previous event", Transport::previousEvent, KeyCode.LEFT),
            Shortcut.anyShift("Space", "play / pause", Transport::togglePlaying, KeyCode.SPACE),
            Shortcut.anyShift("Home", "back to the start", Transport::toStart, KeyCode.HOME),
            Shortcut.anyShift("]", "next pass inside a swept frame", Transport::passForward, KeyCode.CLOSE_BRACKET),
            Shortcut.anyShift("[", "previous pass inside a swept frame", Transport::passBack, KeyCode.OPEN_BRACKET));

    private TransportKeys() {
    }

    /** Acts on the key if it is a transport key; false if it is not one. */
    public static boolean handle(KeyCode k, boolean shift, Transport t) {
        return Shortcut.dispatch(KEYS, k, shift, t);
    }
}
