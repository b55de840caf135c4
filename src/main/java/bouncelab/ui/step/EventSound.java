package bouncelab.ui.step;

import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.Tunnelled;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The sound a frame's events make, for a student who listens rather than looks: each event its own tone, so that a
 * bounce, a tunnel and the ball going out are told apart by ear. One sound a frame, the one that matters most: a
 * tunnel (the thing the course is about), then the ball out, then a bounce. Each constant carries its tone, as
 * notes of {@code (hertz, milliseconds)} played one after another.
 */
public enum EventSound {
    /** A short high blip. */
    BOUNCE(new double[][] {{880, 60}}),
    /** A falling slide, low at the end: something slipped through. */
    TUNNEL(new double[][] {{660, 50}, {440, 50}, {250, 90}}),
    /** Two low notes, down: the rally is over. */
    OUT(new double[][] {{330, 120}, {220, 200}});

    private final double[][] notes;

    EventSound(double[][] notes) {
        this.notes = notes;
    }

    /** The sound of a frame's events; empty for a frame where nothing happened (and for frame 0, no trace). */
    public static Optional<EventSound> of(@Nullable FrameTrace trace) {
        if (trace == null) {
            return Optional.empty();
        }
        if (trace.hasEvent(Tunnelled.class)) {
            return Optional.of(TUNNEL);
        }
        if (trace.hasEvent(Out.class)) {
            return Optional.of(OUT);
        }
        if (trace.hasEvent(Bounce.class)) {
            return Optional.of(BOUNCE);
        }
        return Optional.empty();
    }

    /** Its notes, each {@code {hertz, milliseconds}}. */
    double[][] notes() {
        return notes.clone();
    }
}
