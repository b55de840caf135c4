package bouncelab.core.algorithm;

import bouncelab.core.broadphase.BroadPhase;
import bouncelab.core.broadphase.Candidates;
import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.broadphase.PathNearBox;
import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.CourtEdge;
import bouncelab.core.geometry.Intercept;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.RuleText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;
import org.jspecify.annotations.Nullable;

/**
 * The frame of a swept test, shared by {@code swept} and {@code swept-exact}: the Breakout article's update().
 * Find the closest hit on the path A→B among all objects and walls, move the ball there, flip it, and go again
 * with the time that is left, until a pass hits nothing. Subclasses say how the path is tested against one object.
 */
abstract class SweptRecursion implements CollisionAlgorithm {

    /** Tolerance for "at the very end of an edge". */
    private static final double END_EPS = 1e-9;

    /** The path of one pass against one object: the hit, or null. Records the edges it tests. */
    protected abstract @Nullable SweptHit intercept(Obstacle o, Segment path, double r, int pass, TraceRecorder rec);

    /**
     * Called once a hit has been chosen, before the ball moves there (swept marks its phantom corners); only when
     * the working is kept.
     */
    protected void chosen(SweptHit hit, double r, TraceRecorder rec) {}

    @Override
    public final FrameResult step(FrameInput in) {
        return step(in, new TraceRecorder());
    }

    /** The frame with nothing of the working built: only the outcomes are recorded. */
    @Override
    public final FrameResult stepOutcomes(FrameInput in) {
        return step(in, TraceRecorder.outcomesOnly());
    }

    private FrameResult step(FrameInput in, TraceRecorder rec) {
        Ball ball = in.ball();
        double r = ball.radius();
        LiveBricks bricks = in.bricks();
        BroadPhase broad = bricks.broadPhase(in.rules().broadPhase(), r);
        Candidates found = new Candidates();
        StandingNow standing = new StandingNow(bricks);
        Set<String> broken = Set.of(); // most frames break nothing: no set made for them
        Court court = in.court();
        List<Side> walls = court.wallsInOrder(); // a sweep's court has none
        List<Side> openSides = court.openSidesInOrder();
        Vec2 here = ball.centre(); // where the ball is: A, then each bounce's point
        Vec2 a = here;
        List<Vec2> bouncedAt = null; // the bounces' points, in order; most frames have none and make no list
        double left = in.dt();
        Vec2 b = null;
        Side outSide = null;
        int bounces = 0;
        int passes = 0;
        int bruteForce = 0;
        for (int pass = 1; ; pass++) {
            Ball moved = Motion.moved(ball, left); // unhindered: at this pass's B, with the speed it has there
            if (rec.working()) {
                rec.add(Motion.accelerate(ball, left, pass)); // the move written out: working, not an outcome
            }
            Vec2 to = moved.centre();
            if (b == null) {
                b = to;
            }
            Segment seg = new Segment(here, to);
            if (seg.a().x() == seg.b().x() && seg.a().y() == seg.b().y()) { // length 0, without a hypot
                ball = ball.withVelocity(moved.velocity());
                break;
            }
            double ax = seg.a().x(),
                    ay = seg.a().y(),
                    bx = seg.b().x(),
                    by = seg.b().y();
            SweptHit best = null;
            int bestBrick = -1;
            for (int k = 0; k < walls.size(); k++) {
                best = closer(best, wallIntercept(walls.get(k), court, seg, r, pass, rec));
            }
            for (int k = 0; k < in.paddles().size(); k++) {
                Obstacle o = in.paddles().get(k);
                // others cannot be reached: keep the trace short
                if (PathNearBox.mayTouch(o.rect(), r, ax, ay, bx, by)) {
                    best = closer(best, intercept(o, seg, r, pass, rec));
                }
            }
            found.nextPass();
            broad.query(ax, ay, bx, by, r, standing, found);
            passes++;
            bruteForce += bricks.size() - standing.brokenCount();
            for (int k = 0; k < found.size(); k++) {
                int index = found.get(k);
                SweptHit h = intercept(Obstacle.of(bricks.slot(index)), seg, r, pass, rec);
                if (closer(best, h) != best) {
                    best = h;
                    bestBrick = index;
                }
            }
            Side exit = null;
            double exitT = Double.POSITIVE_INFINITY;
            if (!court.holds(bx, by)) { // a path that ends in the court (most) leaves by no side
                for (int k = 0; k < openSides.size(); k++) {
                    Side open = openSides.get(k);
                    double t = CourtEdge.crossing(seg.a(), seg.b(), open, court.width(), court.height());
                    if (!Double.isNaN(t) && t < exitT) {
                        exitT = t;
                        exit = open;
                    }
                }
            }
            if (exit != null && (best == null || exitT < best.ua())) {
                Vec2 at = seg.pointAt(exitT);
                rec.add(new Out(exit, at, in.dt() - left + exitT * left));
                ball = ball.at(at).withVelocity(Motion.velocityAfter(ball, exitT * left));
                outSide = exit;
                break;
            }
            if (best == null) {
                ball = moved;
                break;
            }
            if (bounces == BounceLimit.MAX_BOUNCES) {
                rec.add(new BounceLimit(bounces, ball.centre(), in.dt() - left, left));
                break;
            }
            double used = best.ua() * left;
            double toi = in.dt() - left + used;
            if (rec.working()) {
                chosen(best, r, rec);
                rec.add(new ChosenHit(
                        best.objectId(),
                        best.side(),
                        best.corner(),
                        best.point(),
                        best.ua(),
                        left,
                        toi,
                        left - used,
                        pass));
            }
            Vec2 before = Motion.velocityAfter(ball, used);
            Vec2 after = reflect(before, best);
            RuleText rule;
            Obstacle struck = best.obstacle(); // null for a wall
            if (struck != null && struck.isPaddle() && struck.velocity().length() > 0) {
                Vec2 flipped = after;
                Vec2 paddleVelocity = struck.velocity();
                Vec2 spun = Spin.apply(flipped, paddleVelocity);
                SweptHit hit = best;
                rule = RuleText.later(
                        () -> ruleFor(hit, before, flipped) + "; " + Spin.describe(paddleVelocity, flipped, spun));
                after = spun;
            } else {
                SweptHit hit = best;
                Vec2 flipped = after;
                rule = RuleText.later(() -> ruleFor(hit, before, flipped));
            }
            rec.add(new Bounce(best.objectId(), best.side(), best.point(), before, after, rule, toi, pass));
            ball = ball.at(best.point()).withVelocity(after);
            here = best.point();
            if (bouncedAt == null) {
                bouncedAt = new ArrayList<>(2);
            }
            bouncedAt.add(here);
            left -= used;
            bounces++;
            if (bestBrick >= 0 && in.rules().breakBricks()) {
                standing.broke(bestBrick);
                broken = broken.isEmpty() ? new HashSet<>() : broken;
                broken.add(best.objectId());
                rec.add(new BrickBroken(best.objectId()));
            }
        }
        if (rec.working()) {
            rec.add(new BroadPhaseStats(
                    broad.name(),
                    bricks.size(),
                    passes,
                    found.cellsVisited(),
                    found.lookedAt(),
                    found.handedOver(),
                    bruteForce,
                    found.cellRects()));
        }
        return new FrameResult(ball, b, path(a, bouncedAt, ball.centre()), broken, outSide, rec.items());
    }

    /** A, each bounce's point, the end: as one list, made once. */
    private static List<Vec2> path(Vec2 a, @Nullable List<Vec2> bouncedAt, Vec2 end) {
        if (bouncedAt == null) {
            return List.of(a, end);
        }
        Vec2[] all = new Vec2[bouncedAt.size() + 2];
        all[0] = a;
        for (int k = 0; k < bouncedAt.size(); k++) {
            all[k + 1] = bouncedAt.get(k);
        }
        all[all.length - 1] = end;
        return List.of(all);
    }

    /** A hit found by an article loop's question, as the answer it gets. */
    static HitAnswer answer(String id, @Nullable SweptHit hit, TraceRecorder rec) {
        if (hit == null) {
            return HitAnswer.miss(id, rec.items());
        }
        return new HitAnswer(id, true, hit.side(), List.of(hit.side()), hit.point(), hit.ua(), rec.items());
    }

    /**
     * The bricks the broad phase may hand over this frame: those standing at its start and not broken by an earlier
     * pass. The list of broken ones is made on the first break, at most one a bounce.
     */
    private static final class StandingNow implements IntPredicate {
        private final LiveBricks bricks;
        private int[] broken = new int[0]; // made on the first break
        private int count;

        StandingNow(LiveBricks bricks) {
            this.bricks = bricks;
        }

        void broke(int index) {
            if (broken.length == 0) {
                broken = new int[BounceLimit.MAX_BOUNCES + 1];
            }
            broken[count++] = index;
        }

        int brokenCount() {
            return count;
        }

        @Override
        public boolean test(int index) {
            if (!bricks.isLive(index)) {
                return false;
            }
            for (int k = 0; k < count; k++) {
                if (broken[k] == index) {
                    return false;
                }
            }
            return true;
        }
    }

    /** The earlier of two hits; on a tie the one found first (walls, then paddles, then bricks, in order). */
    private static @Nullable SweptHit closer(@Nullable SweptHit best, @Nullable SweptHit c) {
        return c != null && (best == null || c.ua() < best.ua()) ? c : best;
    }

    /** A solid wall is a line pushed into the court by the radius; the ball meets it moving into the wall. */
    private static @Nullable SweptHit wallIntercept(
            Side wall, Court court, Segment seg, double r, int pass, TraceRecorder rec) {
        double w = court.width(), h = court.height();
        Segment line = switch (wall) {
            case LEFT -> new Segment(new Vec2(r, 0), new Vec2(r, h));
            case RIGHT -> new Segment(new Vec2(w - r, 0), new Vec2(w - r, h));
            case TOP -> new Segment(new Vec2(0, r), new Vec2(w, r));
            case BOTTOM -> new Segment(new Vec2(0, h - r), new Vec2(w, h - r));
        };
        Side face = wall.opposite();
        if (!FaceReflection.movingInto(seg.delta(), face)) {
            return null;
        }
        SweptHit hit = testEdge(null, Court.wallId(wall), face, line, seg, pass, rec);
        return hit != null ? hit : ContactAtStart.wall(wall, court, seg, r, pass, rec);
    }

    /**
     * The path against one expanded edge, recorded with its ua and ub. A crossing counts only if the path goes
     * into the face there; at the very end of an edge, a path running off along the corner only grazes it.
     */
    static @Nullable SweptHit testEdge(
            @Nullable Obstacle o, String id, Side face, Segment edge, Segment seg, int pass, TraceRecorder rec) {
        return testEdge(o, id, face, edge, seg, pass, rec, false);
    }

    /**
     * As {@link #testEdge(Obstacle, String, Side, Segment, Segment, int, TraceRecorder)}; with {@code articleEnds}
     * the edge's ends are the Pong article's, inclusive: a path through the very end of an edge is a hit, grazing
     * or not, as intercept() has it.
     */
    static @Nullable SweptHit testEdge(
            @Nullable Obstacle o,
            String id,
            Side face,
            Segment edge,
            Segment seg,
            int pass,
            TraceRecorder rec,
            boolean articleEnds) {
        Intercept ix = Intercept.of(seg, edge);
        String note = "";
        boolean accepted = ix.hit();
        if (accepted && !articleEnds) {
            double along = seg.delta().dot(edge.delta());
            if ((ix.ub() <= END_EPS && along < 0) || (ix.ub() >= 1 - END_EPS && along > 0)) {
                accepted = false;
                note = "the path only grazes the end of the edge, moving away";
            }
        }
        if (rec.working()) {
            rec.add(new EdgeTest(id, face, pass, ix, accepted, note));
        }
        Vec2 p = ix.point(); // null only where the lines do not cross
        if (!accepted || p == null) {
            return null;
        }
        Vec2 at = articleEnds ? p : onLine(p, edge); // the article's x1 + ua·(x2 − x1)
        return new SweptHit(o, id, face, null, at, ix.ua(), face.outwardNormal());
    }

    /**
     * The hit point put exactly on the (axis-aligned) edge's line. Worked out along the path it may land a rounding
     * error beyond it, inside the object; the next pass would then start inside and, thinking it was leaving, go
     * on through (the soak found a radius-0 ball passing a brick this way).
     */
    private static Vec2 onLine(Vec2 p, Segment edge) {
        if (edge.a().x() == edge.b().x()) {
            return new Vec2(edge.a().x(), p.y());
        }
        return edge.a().y() == edge.b().y() ? new Vec2(p.x(), edge.a().y()) : p;
    }

    /** Flip the speed on the axis of the side hit; at a rounded corner, reflect about the corner's normal. */
    private static Vec2 reflect(Vec2 v, SweptHit hit) {
        if (hit.corner() != null) {
            Vec2 n = hit.normal();
            double vn = v.dot(n);
            return vn < 0 ? v.minus(n.times(2 * vn)) : v;
        }
        return hit.side().horizontalAxis() ? new Vec2(-v.x(), v.y()) : new Vec2(v.x(), -v.y());
    }

    private static String ruleFor(SweptHit hit, Vec2 before, Vec2 after) {
        Corner corner = hit.corner();
        Obstacle struck = hit.obstacle();
        if (corner != null && struck != null) { // a rounded corner belongs to an object, never to a wall
            return cornerRule(hit, corner, corner.of(struck.rect()), before, after);
        }
        String axis = hit.side().horizontalAxis() ? "vx" : "vy";
        double b = hit.side().horizontalAxis() ? before.x() : before.y();
        double a = hit.side().horizontalAxis() ? after.x() : after.y();
        return "move to the hit point and flip " + axis + ": " + Num.fmt(b) + " → " + Num.fmt(a);
    }

    /**
     * The rounded corner's reflection v − 2(v·n)n written out one component at a time, each with its numbers, so
     * that it redoes by hand: the normal n from the hit point P and the corner C, then v·n, then vx and vy after.
     */
    private static String cornerRule(SweptHit hit, Corner corner, Vec2 c, Vec2 before, Vec2 after) {
        Vec2 p = hit.point();
        double len = p.minus(c).length();
        Vec2 n = hit.normal();
        double vn = before.dot(n);
        String s = "reflect v about the normal n of the rounded " + corner.label() + " corner, v − 2(v·n)n: "
                + "nx = (Px − Cx)/|P − C| = " + Filled.worked(n.x(), "({} − {})/{}", p.x(), c.x(), len)
                + "; ny = (Py − Cy)/|P − C| = " + Filled.worked(n.y(), "({} − {})/{}", p.y(), c.y(), len)
                + "; v·n = vx·nx + vy·ny = " + Filled.worked(vn, "{}·{} + {}·{}", before.x(), n.x(), before.y(), n.y());
        if (vn >= 0) {
            return s + " ≥ 0: moving away from the corner already, v stays as it is";
        }
        return s + "; vx after = vx − 2(v·n)·nx = " + Filled.worked(after.x(), "{} − 2·{}·{}", before.x(), vn, n.x())
                + "; vy after = vy − 2(v·n)·ny = " + Filled.worked(after.y(), "{} − 2·{}·{}", before.y(), vn, n.y());
    }
}
