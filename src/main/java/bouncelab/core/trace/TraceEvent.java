package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import org.jspecify.annotations.Nullable;

/** The items that are events a timeline marks: bounces, tunnelling, the ball going out, the bounce limit. */
public sealed interface TraceEvent extends TraceItem permits Bounce, Tunnelled, Out, BounceLimit {
    /** {@code bounce}, {@code tunnelled}, {@code out} or {@code bounce-limit}, as in the trace command's JSON. */
    String type();

    /** The side of the object (or court) the event happened on; may be null. */
    @Nullable
    Side side();

    /** Where the ball's centre was. */
    Vec2 at();

    /** Seconds into the frame. */
    double toi();

    @Override
    default boolean outcome() {
        return true;
    }
}
