package bouncelab.core.algorithm;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.TraceItem;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * An algorithm's answer to a {@link HitQuery}: whether the ball meets the object, on which face ({@code side},
 * the article's {@code pt.d}), the faces to leave it by ({@code faces}: one, or two at a corner; none when the
 * test hit but cannot say which way, as Graybill's rule with the centres level), where the ball's centre is then
 * ({@code point}: the intercept on the path for a swept test, B for a discrete one), how far along A→B that is
 * ({@code ua}, 1 for a discrete test), and the test's working.
 */
public record HitAnswer(
        String objectId,
        boolean hit,
        @Nullable Side side,
        List<Side> faces,
        @Nullable Vec2 point,
        double ua,
        List<TraceItem> working) {
    public HitAnswer {
        faces = List.copyOf(faces);
        working = List.copyOf(working);
    }

    /** The face a hit met; a miss has none, and asking a miss for it is a mistake in the caller. */
    public Side hitSide() {
        if (side == null) {
            throw new IllegalStateException(objectId + " was missed: no face was met");
        }
        return side;
    }

    /** Where the ball's centre is at a hit; a miss has no such point, and asking for it is a mistake in the caller. */
    public Vec2 hitPoint() {
        if (point == null) {
            throw new IllegalStateException(objectId + " was missed: no point was reached");
        }
        return point;
    }

    static HitAnswer miss(String objectId, List<TraceItem> working) {
        return new HitAnswer(objectId, false, null, List.of(), null, Double.NaN, working);
    }
}
