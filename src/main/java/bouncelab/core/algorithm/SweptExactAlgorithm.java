package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.RoundedSweep;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.CornerTest;
import org.jspecify.annotations.Nullable;

/**
 * {@code swept-exact}: the path A→B against the exact shape the ball's centre may not enter.
 *
 * <p>Idea: the same closest-hit recursion as {@code swept}, but against the true Minkowski sum of the rectangle and
 * the ball: the edges pushed out by the radius only as far as the object's own edges, and a quarter circle of the
 * ball's radius around each corner. A hit on a rounded corner reflects the ball about the corner's normal, so a
 * glancing corner hit sends it off at an angle. Written for Bounce Lab to show what "Pong - Collision Detection"
 * and "Collision Detection in Breakout" (Jake Gordon, 2011) approximate with square corners.
 *
 * <p>Where it fails: as {@code swept}, the path of an accelerating ball is taken as straight within a frame; and
 * no game in the articles plays this way, so it is the reference here, not a recipe.
 */
public final class SweptExactAlgorithm extends SweptRecursion {
    /** Copied once: {@code values()} makes a new array on every call, and these loops run every frame. */
    private static final Side[] SIDES = Side.values();

    private static final Corner[] CORNERS = Corner.values();

    @Override
    public AlgorithmId id() {
        return AlgorithmId.SWEPT_EXACT;
    }

    @Override
    protected @Nullable SweptHit intercept(Obstacle o, Segment path, double r, int pass, TraceRecorder rec) {
        SweptHit best = exactShape(o, path, r, pass, rec, false);
        return best != null ? best : ContactAtStart.rounded(o, path, r, pass, rec);
    }

    /**
     * The path A→B against the rounded shape, as an article's loop asks it: the faces' ends inclusive, and none
     * of Bounce Lab's own rules for a ball that starts touching.
     */
    @Override
    public HitAnswer test(HitQuery q) {
        TraceRecorder rec = new TraceRecorder();
        Obstacle o = q.object();
        Segment path = new Segment(q.a().centre(), q.b().centre());
        if (path.a().equals(path.b())) {
            return HitAnswer.miss(o.id(), rec.items());
        }
        return answer(o.id(), exactShape(o, path, q.a().radius(), q.pass(), rec, true), rec);
    }

    /** The earliest hit on a pushed-out face or a rounded corner, or null; {@code articleEnds} as in testEdge. */
    private static @Nullable SweptHit exactShape(
            Obstacle o, Segment path, double r, int pass, TraceRecorder rec, boolean articleEnds) {
        Vec2 d = path.delta();
        SweptHit best = null;
        for (Side side : SIDES) {
            if (!FaceReflection.movingInto(d, side)) {
                continue;
            }
            SweptHit h =
                    testEdge(o, o.id(), side, RoundedSweep.pushedFace(o.rect(), side, r), path, pass, rec, articleEnds);
            if (!articleEnds) {
                h = ContactAtStart.unlessFlat(h, o.rect(), r, path, rec);
            }
            if (h != null && (best == null || h.ua() < best.ua())) {
                best = h;
            }
        }
        if (r <= 0) {
            return best;
        }
        for (Corner corner : CORNERS) {
            boolean facing = (corner.isLeft() ? d.x() > 0 : d.x() < 0) || (corner.isTop() ? d.y() > 0 : d.y() < 0);
            if (!facing) {
                continue;
            }
            Vec2 c = corner.of(o.rect());
            double t = RoundedSweep.circleEntry(path.a(), d, c, r);
            boolean accepted = false;
            if (!Double.isNaN(t)) {
                Vec2 p = path.pointAt(t);
                Vec2 n = p.minus(c).normalised();
                // a path that only grazes the corner's circle (tangent there) does not enter it: no bounce
                accepted = RoundedSweep.inCornerQuarter(corner, c, p) && d.dot(n) < 0;
                if (accepted && (best == null || t < best.ua())) {
                    best = new SweptHit(o, o.id(), RoundedSweep.dominantSide(n), corner, p, t, n);
                }
            }
            if (rec.working()) {
                rec.add(new CornerTest(o.id(), corner, c, r, path, pass, t, accepted));
            }
        }
        return best;
    }
}
