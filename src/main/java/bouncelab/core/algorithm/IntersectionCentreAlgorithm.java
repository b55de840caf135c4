package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code intersection-centre}: Graybill's bounce from the intersection rectangle.
 *
 * <p>Idea: when the ball's box overlaps an object, take the rectangle they share. Whichever side of the ball is
 * "pushed in" is where it was hit: if the intersection's centre lies right of the ball's centre the ball bounces
 * left, if left it bounces right, if below it bounces up, if above it bounces down. Each velocity is set to a sign,
 * not negated, so one overlap gives one of eight directions and the object's shape does not matter. From "More
 * Collision Detection: Bouncing the Right Way" (Mark Graybill, 2010).
 *
 * <p>Where it fails: it looks only at B, and it needs the ball to move no more than about a quarter of its width a
 * frame (the article's choice; half still works). Faster, and the ball sinks past the middle of a thin object: the
 * intersection's centre is then behind the ball's centre and the rule sends it onwards, pushed through; faster
 * still, it misses the object altogether.
 */
public final class IntersectionCentreAlgorithm extends DiscreteAlgorithm<OverlapTest> {

    @Override
    public AlgorithmId id() {
        return AlgorithmId.INTERSECTION_CENTRE;
    }

    /**
     * Graybill's rule for a ball's box and an object's rectangle, both given by top-left and size. The centres are
     * compared as sums of edges (2 × centre), taken before the overlap is made a rectangle: when the ball lies wholly
     * inside the object on an axis the overlap's edges are the ball's own, the sums are equal to the bit, and the
     * velocity is left unchanged as in the article's integer code. Comparing x + width/2 of the two rectangles would
     * let rounding pick a direction at random there.
     */
    public static OverlapTest bounceDirection(String id, Rect ballBox, Rect rect) {
        Rect overlap = ballBox.intersection(rect).orElse(null);
        if (overlap == null) {
            return new OverlapTest(id, ballBox, rect, null, 0, 0);
        }
        double ballX = ballBox.left() + ballBox.right();
        double overlapX = Math.max(ballBox.left(), rect.left()) + Math.min(ballBox.right(), rect.right());
        double ballY = ballBox.top() + ballBox.bottom();
        double overlapY = Math.max(ballBox.top(), rect.top()) + Math.min(ballBox.bottom(), rect.bottom());
        int xDir = ballX < overlapX ? -1 : ballX > overlapX ? 1 : 0;
        int yDir = ballY < overlapY ? -1 : ballY > overlapY ? 1 : 0;
        return new OverlapTest(id, ballBox, rect, overlap, xDir, yDir);
    }

    /**
     * Graybill's rule exactly as his Java works it: both rectangles in whole pixels (java.awt.Rectangle), the
     * intersection only when it has area (intersects() is strict), and each centre {@code x + width/2} in integer
     * division. A ball box 21 px wide has its centre at x + 10, not x + 10.5, so the centres can be level where the
     * exact halves are not, and the velocity on that axis is left as it was. Non-integer sizes or positions are
     * first cut to whole pixels, as an int field would hold them.
     */
    public static OverlapTest bounceDirectionWholePixels(String id, Rect ballBox, Rect rect) {
        long x = (long) ballBox.x(), y = (long) ballBox.y(), w = (long) ballBox.width(), h = (long) ballBox.height();
        long rx = (long) rect.x(), ry = (long) rect.y(), rw = (long) rect.width(), rh = (long) rect.height();
        Rect box = new Rect(x, y, w, h);
        Rect brick = new Rect(rx, ry, rw, rh);
        long ix = Math.max(x, rx), iy = Math.max(y, ry);
        long iw = Math.min(x + w, rx + rw) - ix, ih = Math.min(y + h, ry + rh) - iy;
        if (iw <= 0 || ih <= 0) {
            return new OverlapTest(id, box, brick, null, 0, 0, true);
        }
        long ballX = x + w / 2, overlapX = ix + iw / 2;
        long ballY = y + h / 2, overlapY = iy + ih / 2;
        int xDir = ballX < overlapX ? -1 : ballX > overlapX ? 1 : 0;
        int yDir = ballY < overlapY ? -1 : ballY > overlapY ? 1 : 0;
        return new OverlapTest(id, box, brick, new Rect(ix, iy, iw, ih), xDir, yDir, true);
    }

    /**
     * Graybill's test on the ball's box at B, in the loop's numbers (whole pixels and integer halves for his own
     * program); the faces are the directions it sets, none when the centres are level on both axes.
     */
    @Override
    public HitAnswer test(HitQuery q) {
        Obstacle o = q.object();
        OverlapTest t = q.arithmetic().wholeHalves()
                ? bounceDirectionWholePixels(o.id(), q.box(), o.rect())
                : bounceDirection(o.id(), q.box(), o.rect());
        if (!t.hit()) {
            return HitAnswer.miss(o.id(), List.of(t));
        }
        List<Side> faces = new ArrayList<>(2);
        if (t.xDirection() != 0) {
            faces.add(t.xDirection() < 0 ? Side.LEFT : Side.RIGHT);
        }
        if (t.yDirection() != 0) {
            faces.add(t.yDirection() < 0 ? Side.TOP : Side.BOTTOM);
        }
        return DiscreteAlgorithm.hitAt(o.id(), faces, faceOf(t), q, List.of(t));
    }

    @Override
    protected OverlapTest test(Obstacle o, Ball ball) {
        return bounceDirection(o.id(), ball.box(), o.rect());
    }

    @Override
    protected boolean isHit(OverlapTest test) {
        return test.hit();
    }

    @Override
    protected Response respond(FrameInput in, Obstacle o, Ball ball, OverlapTest test, TraceRecorder rec) {
        Vec2 before = ball.velocity();
        double vx = test.xDirection() == 0 ? before.x() : test.xDirection() * Math.abs(before.x());
        double vy = test.yDirection() == 0 ? before.y() : test.yDirection() * Math.abs(before.y());
        Vec2 after = new Vec2(vx, vy);
        // the centres level on both axes: nothing turns, and there is no face to name
        Side face = test.xDirection() == 0 && test.yDirection() == 0 ? null : faceOf(test);
        RuleText rule = RuleText.saidLater(() -> Phrase.of(
                "rule.centres",
                "x",
                setTo(test.xDirection(), before.x(), vx),
                "y",
                setTo(test.yDirection(), before.y(), vy)));
        rec.add(new Bounce(o.id(), face, ball.centre(), before, after, rule, in.dt(), 1));
        return new Response(ball.withVelocity(after), true);
    }

    private static Phrase setTo(int dir, double before, double after) {
        if (dir == 0) {
            return Phrase.of("rule.unchanged", "before", before);
        }
        return Phrase.of("rule.setTo", "sign", dir < 0 ? "= −|v|" : "= |v|", "before", before, "after", after);
    }

    /**
     * The face the ball was pushed back from. For a corner (both axes set) it is the one the overlap is thinner
     * across, the side the ball has gone in least.
     */
    private static Side faceOf(OverlapTest t) {
        Side xFace = t.xDirection() < 0 ? Side.LEFT : Side.RIGHT;
        Side yFace = t.yDirection() < 0 ? Side.TOP : Side.BOTTOM;
        if (t.xDirection() == 0 && t.yDirection() == 0) {
            return yFace;
        }
        if (t.xDirection() == 0) {
            return yFace;
        }
        if (t.yDirection() == 0) {
            return xFace;
        }
        Rect overlap = Objects.requireNonNull(t.overlap(), "both directions are set only where the boxes overlap");
        return overlap.width() <= overlap.height() ? xFace : yFace;
    }
}
