package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import java.util.List;
import java.util.Objects;

/**
 * A discrete test whose yes-or-no comes from outside the core: a student's own hitPaddle(), run by {@code
 * bouncelab.student}. The frame is the other discrete tests' (move the ball to B, ask about each paddle and brick
 * where the ball now is), so a student's test tunnels exactly where theirs would.
 *
 * <p>Response: the test only answers true or false, so the response is {@code pythagoras}'s, the one Bounce Lab
 * gives the slides' hitPaddle(): reflect on the face the distances point to, chosen from where the centre is (top or
 * bottom when it is within the width, left or right when within the height, both axes at a corner). The slides' own
 * code pasted in therefore plays as {@code pythagoras} does, and a difference on the court is the test's alone.
 */
public final class GivenTestAlgorithm extends DiscreteAlgorithm<HitPaddleCall> {

    /**
     * The test: does a ball with this centre and diameter touch the rectangle of object {@code objectId}? It may
     * throw (student code can fail); the exception leaves {@link #step} as it is.
     */
    @FunctionalInterface
    public interface HitTest {
        boolean hit(String objectId, Vec2 centre, double diameter, Rect rect);
    }

    private final HitTest test;

    public GivenTestAlgorithm(HitTest test) {
        this.test = Objects.requireNonNull(test);
    }

    /** Always {@link AlgorithmId#YOURS}: the one test that comes from outside the core. */
    @Override
    public AlgorithmId id() {
        return AlgorithmId.YOURS;
    }

    @Override
    protected HitPaddleCall test(Obstacle o, Ball ball) {
        boolean hit = test.hit(o.id(), ball.centre(), ball.diameter(), o.rect());
        return new HitPaddleCall(o.id(), ball.centre(), ball.diameter(), o.rect(), hit);
    }

    @Override
    protected boolean isHit(HitPaddleCall call) {
        return call.hit();
    }

    /** The student's test as an article's loop asks it: the call, then pythagoras's choice of faces on a hit. */
    @Override
    public HitAnswer test(HitQuery q) {
        Obstacle o = q.object();
        HitPaddleCall call = test(o, q.b());
        if (!call.hit()) {
            return HitAnswer.miss(o.id(), List.of(call));
        }
        List<Side> faces = faces(o, q.b()).faces();
        return DiscreteAlgorithm.hitAt(o.id(), faces, faces.get(0), q, List.of(call));
    }

    /**
     * The faces pythagoras's response reflects on, chosen from where the centre is, and why: within the width, within
     * the height, or off a corner.
     */
    private record Faces(List<Side> faces, String why) {}

    private static Faces faces(Obstacle o, Ball ball) {
        Rect r = o.rect();
        Vec2 c = r.centre();
        double dx = ball.x() - c.x();
        double dy = ball.y() - c.y();
        if (Math.abs(dx) <= r.width() / 2) {
            return new Faces(List.of(PythagorasAlgorithm.verticalFace(dy, ball.vy())), "width");
        }
        if (Math.abs(dy) <= r.height() / 2) {
            return new Faces(List.of(PythagorasAlgorithm.horizontalFace(dx, ball.vx())), "height");
        }
        return new Faces(
                List.of(
                        PythagorasAlgorithm.horizontalFace(dx, ball.vx()),
                        PythagorasAlgorithm.verticalFace(dy, ball.vy())),
                "corner");
    }

    @Override
    protected Response respond(FrameInput in, Obstacle o, Ball ball, HitPaddleCall call, TraceRecorder rec) {
        Faces f = faces(o, ball);
        Vec2 before = ball.velocity();
        Vec2 after = FaceReflection.reflectOn(f.faces(), before);
        rec.add(new Bounce(
                o.id(),
                f.faces().get(0),
                ball.centre(),
                before,
                after,
                RuleText.saidLater(() -> Phrase.of(
                        "rule.given", "faces", FaceReflection.reflectedFaces(f.faces(), before), "why", f.why())),
                in.dt(),
                1));
        return new Response(ball.withVelocity(after), true);
    }
}
