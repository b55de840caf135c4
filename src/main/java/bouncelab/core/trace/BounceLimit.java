package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import org.jspecify.annotations.Nullable;

/**
 * A swept frame reached its limit of bounces; the ball stops for the rest of the frame where the last bounce left
 * it, inside the court, rather than loop for ever.
 */
public record BounceLimit(int bounces, Vec2 at, double toi, double timeLeft) implements TraceEvent {
    /**
     * More bounces than this in one frame and a recursive loop stops: Bounce Lab's swept frame and the articles'
     * recursion alike (which has no end of its own; a ball wedged in a gap would loop for ever).
     */
    public static final int MAX_BOUNCES = 32;

    public static final TraceKind<BounceLimit> KIND = TraceKind.of("limit", BounceLimit.class)
            .number("bounces", BounceLimit::bounces)
            .number("timeLeft", BounceLimit::timeLeft)
            .number("toi", BounceLimit::toi)
            .drawnAlways()
            .build();

    @Override
    public TraceKind<BounceLimit> traceKind() {
        return KIND;
    }

    @Override
    public String type() {
        return "bounce-limit";
    }

    @Override
    public @Nullable Side side() {
        return null;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("limit", "bounces", bounces, "time", Phrase.written(Num.seconds(timeLeft)));
    }
}
