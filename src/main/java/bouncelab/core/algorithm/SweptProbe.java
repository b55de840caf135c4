package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.EdgeTest;
import java.util.List;
import org.jspecify.annotations.Nullable;

/** The Pong article's ballIntercept() on its own, for the probe command, worksheets and tests. */
public final class SweptProbe {
    private SweptProbe() {}

    /** A hit: the side of the rectangle, where the ball's centre is then, and how far along the move. */
    public record Hit(Side side, Vec2 point, double ua, List<EdgeTest> tested) {}

    /**
     * The whole test, the edges' ends inclusive as in the article: the hit (null on a miss) and the edges it tried,
     * in order; a miss has working too.
     */
    public record Result(@Nullable Hit hit, List<EdgeTest> tested) {}

    /**
     * The ball (centre, radius) moving by (nx, ny) against the rectangle given by its edges, as the article
     * gives it; null when it does not hit.
     */
    public static @Nullable Hit ballIntercept(
            Vec2 ball, double radius, Vec2 move, double left, double top, double right, double bottom) {
        return test(ball, radius, move, left, top, right, bottom).hit();
    }

    /** As {@link #ballIntercept}, keeping the edges tested whether or not it hits. */
    public static Result test(
            Vec2 ball, double radius, Vec2 move, double left, double top, double right, double bottom) {
        TraceRecorder rec = new TraceRecorder();
        Segment path = new Segment(ball, ball.plus(move));
        // as the article has it: each pushed-out edge's ends count (Bounce Lab's own loop leaves out a path that only
        // grazes an end while moving away; the probes answer for the article's code)
        SweptHit hit = SweptAlgorithm.ballIntercept(
                null, "rect", Rect.fromEdges(left, top, right, bottom), path, radius, 1, rec, true);
        List<EdgeTest> tested = rec.items().stream().map(EdgeTest.class::cast).toList();
        return new Result(hit == null ? null : new Hit(hit.side(), hit.point(), hit.ua(), tested), tested);
    }
}
