package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.RuleText;
import java.util.List;

/**
 * {@code pythagoras}: the circle-against-rectangle test of the slides' hitPaddle().
 *
 * <p>Idea: measure circleDistanceX and circleDistanceY, the gaps between the ball's centre and the rectangle's
 * centre. Two straight-on tests rule a hit out (too far on X or on Y), two rule it in (the centre is within the
 * rectangle's width or height, so the ball overlaps an edge head on). What is left is the corner: by Pythagoras,
 * the squared distance from the centre to the corner, cornerDistance, against the radius squared. From "Game of
 * Pong V9.0: Using Pythagoras Theorem for Collision Detection" (Drohan, Dunphy and O'Connor, WIT).
 *
 * <p>Response: reflect on the face the distances point to (top or bottom when test 3 decided, left or right when
 * test 4 did), on both axes for a corner.
 *
 * <p>Where it fails: it is exact for a circle, unlike the bounding box, but it still only looks at where the ball
 * is at B, so a ball that moves further than the object is thick in one frame tunnels through; and one that has
 * sunk past the middle of a thin object is sent out of the far side.
 */
public final class PythagorasAlgorithm extends DiscreteAlgorithm<PythagorasTest> {

    @Override
    public AlgorithmId id() {
        return AlgorithmId.PYTHAGORAS;
    }

    /** The slides' hitPaddle() for a ball (centre, diameter) and a paddle (top-left, size), with its working. */
    public static PythagorasTest hitPaddle(String id, Vec2 centre, double diameter, Rect paddle) {
        double hw = paddle.width() / 2, hh = paddle.height() / 2, hd = diameter / 2;
        double cdx = Math.abs(centre.x() - paddle.x() - hw);
        double cdy = Math.abs(centre.y() - paddle.y() - hh);
        if (cdx > hw + hd) {
            return new PythagorasTest(id, centre, diameter, paddle, cdx, cdy, 1, Double.NaN, false);
        }
        if (cdy > hh + hd) {
            return new PythagorasTest(id, centre, diameter, paddle, cdx, cdy, 2, Double.NaN, false);
        }
        if (cdx <= hw) {
            return new PythagorasTest(id, centre, diameter, paddle, cdx, cdy, 3, Double.NaN, true);
        }
        if (cdy <= hh) {
            return new PythagorasTest(id, centre, diameter, paddle, cdx, cdy, 4, Double.NaN, true);
        }
        double cornerDistance = Math.pow(cdx - hw, 2) + Math.pow(cdy - hh, 2);
        return new PythagorasTest(
                id,
                centre,
                diameter,
                paddle,
                cdx,
                cdy,
                PythagorasTest.CORNER_TEST,
                cornerDistance,
                cornerDistance <= hd * hd);
    }

    /**
     * hitPaddle() as the slides print it, on the ball at B, whatever the loop's numbers; the faces as this
     * algorithm's own frame answers them.
     */
    @Override
    public HitAnswer test(HitQuery q) {
        Obstacle o = q.object();
        Ball ball = q.b();
        PythagorasTest t = test(o, ball);
        if (!t.hit()) {
            return HitAnswer.miss(o.id(), List.of(t));
        }
        List<Side> faces = faces(o, ball, t);
        return DiscreteAlgorithm.hitAt(o.id(), faces, faces.get(0), q, List.of(t));
    }

    private static List<Side> faces(Obstacle o, Ball ball, PythagorasTest test) {
        Vec2 c = o.rect().centre();
        double dx = ball.x() - c.x();
        double dy = ball.y() - c.y();
        return switch (test.decidedBy()) {
            case 3 -> List.of(verticalFace(dy, ball.vy()));
            case 4 -> List.of(horizontalFace(dx, ball.vx()));
            default -> List.of(horizontalFace(dx, ball.vx()), verticalFace(dy, ball.vy()));
        };
    }

    @Override
    protected PythagorasTest test(Obstacle o, Ball ball) {
        return hitPaddle(o.id(), ball.centre(), ball.diameter(), o.rect());
    }

    @Override
    protected boolean isHit(PythagorasTest test) {
        return test.hit();
    }

    @Override
    protected Response respond(FrameInput in, Obstacle o, Ball ball, PythagorasTest test, TraceRecorder rec) {
        String why = switch (test.decidedBy()) {
            case 3 -> "width";
            case 4 -> "height";
            default -> "corner";
        };
        List<Side> faces = faces(o, ball, test);
        Vec2 before = ball.velocity();
        Vec2 after = FaceReflection.reflectOn(faces, before);
        rec.add(new Bounce(
                o.id(),
                faces.get(0),
                ball.centre(),
                before,
                after,
                RuleText.saidLater(() -> Phrase.of(
                        "rule.pythagoras", "faces", FaceReflection.reflectedFaces(faces, before), "why", why)),
                in.dt(),
                1));
        return new Response(ball.withVelocity(after), true);
    }

    /** Left of centre meets the left face; exactly on the centre line, the face the ball is moving into. */
    static Side horizontalFace(double dx, double vx) {
        if (dx != 0) {
            return dx < 0 ? Side.LEFT : Side.RIGHT;
        }
        return vx > 0 ? Side.LEFT : Side.RIGHT;
    }

    static Side verticalFace(double dy, double vy) {
        if (dy != 0) {
            return dy < 0 ? Side.TOP : Side.BOTTOM;
        }
        return vy > 0 ? Side.TOP : Side.BOTTOM;
    }
}
