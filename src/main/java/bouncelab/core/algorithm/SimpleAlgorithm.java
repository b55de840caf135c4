package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code simple}: a bounding-box test where the ball is at the end of the frame.
 *
 * <p>Idea: the ball is too far from an object when the gap between their centres on the X axis is more than half
 * the object's width plus half the ball's diameter, or likewise on Y; otherwise their boxes overlap and it is a hit.
 * From "Game of Pong V9.0: Using Pythagoras Theorem for Collision Detection" (WIT; the 'simple' algorithm it
 * starts from) and "Breakout Week 3: When Balls Collide" (XNA; Rectangle.Intersects).
 *
 * <p>Response, as in the XNA article: a paddle answers only a ball moving towards its playing face; the ball is put
 * back on that face, its direction along the face becomes (ballCentre − paddleCentre) / (faceLength / 2) with ±1
 * across it, normalised (so at most 45° from straight out), and its speed rises by the speed increment up to the
 * maximum. A brick or wall reflects the ball on the face its centre was outside of at A.
 *
 * <p>Where it fails: it only sees where the ball is at B, so a ball that moves further than the object is thick in
 * one frame passes through (tunnelling); it treats the round ball as a square, so it reports hits at a corner that
 * the ball misses by up to (√2 − 1)·r; and because the paddle always returns the ball from its playing face, a ball
 * that clips the paddle's end is lifted out of its top (the XNA article's side-hit bug).
 */
public final class SimpleAlgorithm extends DiscreteAlgorithm<BoxTest> {

    @Override
    public AlgorithmId id() {
        return AlgorithmId.SIMPLE;
    }

    /** The slides' gap test for a ball (centre, diameter) and a rectangle. */
    public static BoxTest boxTest(String id, Vec2 centre, double diameter, Rect rect) {
        double cdx = Math.abs(centre.x() - rect.x() - rect.width() / 2);
        double cdy = Math.abs(centre.y() - rect.y() - rect.height() / 2);
        boolean tooFarX = cdx > rect.width() / 2 + diameter / 2;
        boolean tooFarY = cdy > rect.height() / 2 + diameter / 2;
        return new BoxTest(id, centre, diameter, rect, cdx, cdy, !tooFarX && !tooFarY);
    }

    /**
     * The gap test on the box at B, as a loop's numbers have it: with whole pixels (XNA's and java.awt's
     * Intersects) boxes that only touch are no hit. A paddle sends the ball away from its playing face, a brick from
     * the faces its centre was outside of at A, as in this algorithm's own frame.
     */
    @Override
    public HitAnswer test(HitQuery q) {
        Obstacle o = q.object();
        Rect box = q.box();
        BoxTest closed = boxTest(o.id(), box.centre(), box.width(), o.rect());
        List<TraceItem> working = new ArrayList<>();
        boolean hit = closed.hit();
        if (hit && !q.arithmetic().touchingCounts() && !box.overlaps(o.rect())) {
            hit = false;
            working.add(new BoxTest(
                    o.id(),
                    closed.ballCentre(),
                    closed.diameter(),
                    closed.rect(),
                    closed.circleDistanceX(),
                    closed.circleDistanceY(),
                    false));
            working.add(new Note(o.id(), Phrase.of("note.onlyTouch")));
        } else {
            working.add(closed);
        }
        if (!hit) {
            return HitAnswer.miss(o.id(), working);
        }
        List<Side> faces = o.isPaddle() ? List.of(o.face()) : brickFaces(o.rect(), q);
        return hitAt(o.id(), faces, faces.get(0), q, working);
    }

    @Override
    protected BoxTest test(Obstacle o, Ball ball) {
        return boxTest(o.id(), ball.centre(), ball.diameter(), o.rect());
    }

    @Override
    protected boolean isHit(BoxTest test) {
        return test.hit();
    }

    @Override
    protected Response respond(FrameInput in, Obstacle o, Ball ball, BoxTest test, TraceRecorder rec) {
        return o.isPaddle() ? paddle(in, o, ball, rec) : brick(in, o, ball, rec);
    }

    private Response paddle(FrameInput in, Obstacle o, Ball ball, TraceRecorder rec) {
        Side face = o.paddleFace();
        Vec2 v = ball.velocity();
        if (!FaceReflection.movingInto(v, face)) {
            if (rec.working()) {
                rec.add(new Note(o.id(), Phrase.of("note.movingAway", "side", face.label())));
            }
            return new Response(ball, false);
        }
        Rect r = o.rect();
        double radius = ball.radius();
        Vec2 seat = switch (face) {
            case TOP -> new Vec2(ball.x(), r.top() - radius);
            case BOTTOM -> new Vec2(ball.x(), r.bottom() + radius);
            case LEFT -> new Vec2(r.left() - radius, ball.y());
            case RIGHT -> new Vec2(r.right() + radius, ball.y());
        };
        boolean alongX = !face.horizontalAxis();
        double offset =
                alongX ? ball.x() - r.centre().x() : ball.y() - r.centre().y();
        double half = (alongX ? r.width() : r.height()) / 2;
        double along = half == 0 ? 0 : offset / half;
        double across = (face == Side.TOP || face == Side.LEFT) ? -1 : 1;
        Vec2 dir = (alongX ? new Vec2(along, across) : new Vec2(across, along)).normalised();
        double speed = ball.speed();
        double newSpeed =
                Math.min(speed + in.rules().speedIncrement(), in.rules().maxSpeed());
        Vec2 after = dir.times(newSpeed);
        String centreAxis = alongX ? "x" : "y";
        String size = alongX ? "paddleWidth" : "paddleHeight";
        Phrase rule = Phrase.of(
                "rule.reseat",
                "side",
                face.label(),
                "axis",
                alongX ? "y" : "x",
                "at",
                alongX ? seat.y() : seat.x(),
                "centreAxis",
                centreAxis,
                "size",
                size,
                "direction",
                half == 0
                        ? Phrase.of("rule.noWidth")
                        : Check.sum(Filled.worked(
                                along,
                                "({} − {}) / {}",
                                alongX ? ball.x() : ball.y(),
                                alongX ? r.centre().x() : r.centre().y(),
                                half)),
                "speed",
                Phrase.written(Filled.worked(
                        newSpeed,
                        "min({} + {}, {})",
                        speed,
                        in.rules().speedIncrement(),
                        in.rules().maxSpeed())));
        rec.add(new Bounce(o.id(), face, seat, v, after, RuleText.said(rule), in.dt(), 1));
        return new Response(ball.at(seat).withVelocity(after), true);
    }

    private Response brick(FrameInput in, Obstacle o, Ball ball, TraceRecorder rec) {
        List<Side> faces = facesOutside(o.rect(), in.ball().centre());
        String why = "outside";
        if (faces.isEmpty()) {
            faces = List.of(shallowestFace(o.rect(), ball));
            why = "inside";
        }
        Vec2 before = ball.velocity();
        Vec2 after = FaceReflection.reflectOn(faces, before);
        List<Side> reflected = faces;
        String because = why;
        rec.add(new Bounce(
                o.id(),
                faces.get(0),
                ball.centre(),
                before,
                after,
                RuleText.saidLater(() -> Phrase.of(
                        "rule.brick", "faces", FaceReflection.reflectedFaces(reflected, before), "why", because)),
                in.dt(),
                1));
        return new Response(ball.withVelocity(after), true);
    }
}
