package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.PhantomCorner;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * {@code swept}: the path A→B against the object's edges pushed out by the ball's radius.
 *
 * <p>Idea: push each edge of the object out by the ball's radius and the ball becomes a point; the question
 * "does the ball hit the paddle this frame?" becomes "does the segment A→B cross one of those edges?", which the
 * segment intercept answers with ua (how far along the path) and ub (how far along the edge), both in [0, 1].
 * Test the obvious side first (the left edge for a ball moving right), then the top or bottom. With many objects,
 * take the closest hit, move there, flip, and go on with the time left (at most {@value
 * bouncelab.core.trace.BounceLimit#MAX_BOUNCES} times).
 * From "Pong - Collision Detection" (Jake Gordon, 2011; ballIntercept, intercept, spin) and "Collision Detection in
 * Breakout" (Jake Gordon, 2011; the closest-hit recursion).
 *
 * <p>Where it fails: pushing the edges out makes square corners, but the ball is round, so a path that crosses
 * the square corner's tip reports a hit the ball never makes: a phantom corner hit. The trace marks each one by
 * comparing with the exact rounded shape. The path is a straight line even when the ball accelerates.
 */
public final class SweptAlgorithm extends SweptRecursion {

    @Override
    public AlgorithmId id() {
        return AlgorithmId.SWEPT;
    }

    @Override
    protected @Nullable SweptHit intercept(Obstacle o, Segment path, double r, int pass, TraceRecorder rec) {
        SweptHit hit = ballIntercept(o, o.id(), o.rect(), path, r, pass, rec);
        hit = ContactAtStart.unlessFlat(hit, o.rect(), r, path, rec);
        return hit != null ? hit : ContactAtStart.square(o, path, r, pass, rec);
    }

    /** The Pong article's ballIntercept(): the obvious side first, then the top or bottom. */
    static @Nullable SweptHit ballIntercept(
            @Nullable Obstacle o, String id, Rect rect, Segment path, double r, int pass, TraceRecorder rec) {
        return ballIntercept(o, id, rect, path, r, pass, rec, false);
    }

    /**
     * As above; with {@code articleEnds} exactly as the article has it, the ends of each expanded edge inclusive
     * (Bounce Lab's own loop does not count a path that only grazes an end while moving away).
     */
    static @Nullable SweptHit ballIntercept(
            @Nullable Obstacle o,
            String id,
            Rect rect,
            Segment path,
            double r,
            int pass,
            TraceRecorder rec,
            boolean articleEnds) {
        Rect e = rect.expandedBy(r);
        Vec2 n = path.delta();
        SweptHit hit = null;
        if (n.x() < 0) {
            hit = testEdge(o, id, Side.RIGHT, edge(rect, e, Side.RIGHT, r, articleEnds), path, pass, rec, articleEnds);
        } else if (n.x() > 0) {
            hit = testEdge(o, id, Side.LEFT, edge(rect, e, Side.LEFT, r, articleEnds), path, pass, rec, articleEnds);
        }
        if (hit == null) {
            if (n.y() < 0) {
                hit = testEdge(
                        o, id, Side.BOTTOM, edge(rect, e, Side.BOTTOM, r, articleEnds), path, pass, rec, articleEnds);
            } else if (n.y() > 0) {
                hit = testEdge(o, id, Side.TOP, edge(rect, e, Side.TOP, r, articleEnds), path, pass, rec, articleEnds);
            }
        }
        return hit;
    }

    /**
     * An expanded edge: Bounce Lab's, from the expanded rectangle; or, for an article's loop, worked out as the
     * article writes it ({@code rect.right + ball.radius}, ...), which can differ in the last bit.
     */
    private static Segment edge(Rect rect, Rect expanded, Side side, double r, boolean articleEnds) {
        if (!articleEnds) {
            return expanded.edge(side);
        }
        double left = rect.left() - r, right = rect.right() + r, top = rect.top() - r, bottom = rect.bottom() + r;
        return switch (side) {
            case RIGHT -> new Segment(new Vec2(right, top), new Vec2(right, bottom));
            case LEFT -> new Segment(new Vec2(left, top), new Vec2(left, bottom));
            case BOTTOM -> new Segment(new Vec2(left, bottom), new Vec2(right, bottom));
            case TOP -> new Segment(new Vec2(left, top), new Vec2(right, top));
        };
    }

    /**
     * The article's ballIntercept() on the path A→B, as an article's loop asks it: the ends of the edges inclusive,
     * and none of Bounce Lab's own rules for a ball that starts touching.
     */
    @Override
    public HitAnswer test(HitQuery q) {
        TraceRecorder rec = new TraceRecorder();
        Obstacle o = q.object();
        Segment path = new Segment(q.a().centre(), q.b().centre());
        SweptHit hit = ballIntercept(o, o.id(), o.rect(), path, q.a().radius(), q.pass(), rec, true);
        return answer(o.id(), hit, rec);
    }

    @Override
    protected void chosen(SweptHit hit, double r, TraceRecorder rec) {
        if (hit.obstacle() == null) {
            return;
        }
        phantom(hit.objectId(), hit.obstacle().rect(), hit.side(), hit.point(), r)
                .ifPresent(rec::add);
    }

    /**
     * A hit on the square tip of an expanded edge, beyond the object's own edge, where the centre is further than
     * the radius from the corner: the circle is not touching the object there.
     */
    public static Optional<PhantomCorner> phantom(String id, Rect rect, Side side, Vec2 p, double r) {
        boolean beyond = side.horizontalAxis()
                ? (p.y() < rect.top() || p.y() > rect.bottom())
                : (p.x() < rect.left() || p.x() > rect.right());
        if (!beyond) {
            return Optional.empty();
        }
        Vec2 corner = Corner.nearest(rect, p).of(rect);
        double distance = p.distanceTo(corner);
        if (distance <= r * (1 + 1e-9)) {
            return Optional.empty();
        }
        return Optional.of(new PhantomCorner(id, side, p, corner, distance, r));
    }
}
