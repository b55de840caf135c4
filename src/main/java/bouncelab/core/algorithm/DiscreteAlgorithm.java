package bouncelab.core.algorithm;

import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.geometry.CourtEdge;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceItem;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The frame of a discrete test, shared by {@code simple}, {@code pythagoras} and {@code intersection-centre}:
 * move the ball to B as if nothing were there, clamp it to the walls, then test it against each object where it
 * now is and let the algorithm respond. Nothing between A and B is looked at, which is why these tests tunnel.
 *
 * @param <T> the kind of trace item the algorithm's test produces
 */
abstract class DiscreteAlgorithm<T extends TraceItem> implements CollisionAlgorithm {

    /** The algorithm's test of the ball, where it is now, against one object. */
    protected abstract T test(Obstacle o, Ball ball);

    protected abstract boolean isHit(T test);

    /** The response to a hit. Records its bounce (or why there is none) in {@code rec}. */
    protected abstract Response respond(FrameInput in, Obstacle o, Ball ball, T test, TraceRecorder rec);

    /** The ball after a response, and whether the ball bounced (a paddle may ignore a ball moving away). */
    protected record Response(Ball ball, boolean bounced) {}

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
        Ball start = in.ball();
        Ball ball = Motion.moved(start, in.dt());
        if (rec.working()) {
            rec.add(Motion.accelerate(start, in.dt(), 1)); // the move written out: working, not an outcome
        }
        Vec2 b = ball.centre();
        Ball atB = ball;
        ball = WallClamp.apply(ball, in.court(), in.dt(), rec);

        Set<String> broken = Set.of(); // most frames break nothing: no set made for them
        Vec2 a = start.centre();
        // how near an object must be for its test to be shown: only the working shows tests
        double reach = rec.working() ? 2 * start.radius() + a.distanceTo(b) : 0;
        // every object in order, paddles then bricks (as FrameInput.obstacles), without a list of them made
        List<Obstacle> paddles = in.paddles();
        for (int k = 0; k < paddles.size(); k++) {
            Meeting m = meet(in, paddles.get(k), ball, reach, broken, rec);
            ball = m.ball();
            broken = m.broken();
        }
        LiveBricks bricks = in.bricks();
        for (int i = 0; i < bricks.slots(); i++) {
            if (bricks.isLive(i)) {
                Meeting m = meet(in, Obstacle.of(bricks.slot(i)), ball, reach, broken, rec);
                ball = m.ball();
                broken = m.broken();
            }
        }
        // A paddle against a wall may re-seat the ball beyond it: the walls have the last word.
        ball = WallClamp.apply(ball, in.court(), in.dt(), rec);

        Side outSide = null;
        Vec2 end = ball == atB ? b : ball.centre(); // most frames nothing moved it from B
        // a ball that ends in the court has left by no side (most frames): only one outside is asked where
        List<Side> open =
                in.court().holds(end.x(), end.y()) ? List.of() : in.court().openSidesInOrder();
        for (int k = 0; k < open.size(); k++) {
            Side side = open.get(k);
            double crossing = CourtEdge.crossing(
                    a, end, side, in.court().width(), in.court().height());
            if (!Double.isNaN(crossing)) {
                Vec2 at = a.lerp(end, crossing);
                rec.add(new Out(side, at, crossing * in.dt()));
                ball = ball.at(at);
                end = at;
                outSide = side;
                break;
            }
        }
        return new FrameResult(ball, b, List.of(a, end), broken, outSide, rec.items());
    }

    /** The ball and the bricks broken so far after meeting one more object. */
    private record Meeting(Ball ball, Set<String> broken) {}

    /** The algorithm's test of one object where the ball is now, and its response to a hit. */
    private Meeting meet(FrameInput in, Obstacle o, Ball ball, double reach, Set<String> broken, TraceRecorder rec) {
        T test = test(o, ball);
        boolean hit = isHit(test);
        if (rec.working() && (hit || o.rect().expandedBy(reach).containsPoint(ball.centre()))) {
            rec.add(test); // only nearby objects: 750 'too far' lines would bury the working
        }
        if (!hit) {
            return new Meeting(ball, broken);
        }
        Response response = respond(in, o, ball, test, rec);
        Set<String> nowBroken = broken;
        if (response.bounced() && o.isBrick() && in.rules().breakBricks()) {
            nowBroken = broken.isEmpty() ? new LinkedHashSet<>() : broken;
            nowBroken.add(o.id());
            rec.add(new BrickBroken(o.id()));
        }
        return new Meeting(response.ball(), nowBroken);
    }

    /**
     * A hit of a discrete test, as a loop's question gets it: the ball where it was tested (B), all the way along
     * its move.
     */
    static HitAnswer hitAt(String id, List<Side> faces, Side side, HitQuery q, List<TraceItem> working) {
        return new HitAnswer(id, true, side, faces, q.b().centre(), 1, working);
    }

    /** The faces a brick (or a paddle with no playing face in question) sends the ball away from, as simple does. */
    static List<Side> brickFaces(Rect rect, HitQuery q) {
        List<Side> faces = facesOutside(rect, q.a().centre());
        return faces.isEmpty() ? List.of(shallowestFace(rect, q.box())) : faces;
    }

    /** The faces of {@code rect} that the point {@code a} lies outside of. */
    static List<Side> facesOutside(Rect rect, Vec2 a) {
        Side across = a.x() < rect.left() ? Side.LEFT : a.x() > rect.right() ? Side.RIGHT : null;
        Side upDown = a.y() < rect.top() ? Side.TOP : a.y() > rect.bottom() ? Side.BOTTOM : null;
        if (across == null) {
            return upDown == null ? List.of() : List.of(upDown);
        }
        return upDown == null ? List.of(across) : List.of(across, upDown);
    }

    /** The face through which the ball's box has gone in least: the way out nearest to hand. */
    static Side shallowestFace(Rect rect, Ball ball) {
        return shallowestFace(rect, ball.box());
    }

    /** As above, for a box as a loop's numbers have it. */
    static Side shallowestFace(Rect rect, Rect box) {
        double fromLeft = box.right() - rect.left();
        double fromRight = rect.right() - box.left();
        double fromTop = box.bottom() - rect.top();
        double fromBottom = rect.bottom() - box.top();
        double min = Math.min(Math.min(fromLeft, fromRight), Math.min(fromTop, fromBottom));
        if (min == fromLeft) {
            return Side.LEFT;
        }
        if (min == fromRight) {
            return Side.RIGHT;
        }
        return min == fromTop ? Side.TOP : Side.BOTTOM;
    }
}
