package bouncelab.ui.session;

import java.util.List;
import javafx.scene.input.KeyCode;

/**
 * The transport's bare keys, the same in every view: → and ← step a frame (with Shift, jump to the next or
 * previous event), Space plays and pauses, Home goes back to the start, ] and [ step inside a swept frame.
 */
public final class TransportKeys {
    /** The keys, in the order the help lists them. */
    public static final List<Shortcut<Transport>> KEYS = List.of(
            Shortcut.of("→", "nextFrame", Transport::stepForward, KeyCode.RIGHT),
            Shortcut.of("←", "previousFrame", Transport::stepBack, KeyCode.LEFT),
            Shortcut.shifted("Shift+→", "nextEvent", Transport::nextEvent, KeyCode.RIGHT),
            Shortcut.shifted("Shift+←", "previousEvent", Transport::previousEvent, KeyCode.LEFT),
            Shortcut.anyShift("Space", "playPause", Transport::togglePlaying, KeyCode.SPACE),
            Shortcut.anyShift("Home", "toStart", Transport::toStart, KeyCode.HOME),
            Shortcut.anyShift("]", "nextPass", Transport::passForward, KeyCode.CLOSE_BRACKET),
            Shortcut.anyShift("[", "previousPass", Transport::passBack, KeyCode.OPEN_BRACKET));

    private TransportKeys() {}

    /** Acts on the key if it is a transport key; false if it is not one. */
    public static boolean handle(KeyCode k, boolean shift, Transport t) {
        return Shortcut.dispatch(KEYS, k, shift, t);
    }
}
