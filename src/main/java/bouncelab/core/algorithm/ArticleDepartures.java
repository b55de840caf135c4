package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.EdgeTest;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.TraceItem;
import java.util.List;
import java.util.Optional;

/**
 * The {@link Departures} of the algorithms that credit an article, each algorithm's id naming its own: where Bounce
 * Lab's rules part from Gordon's Pong and Breakout (the swept tests), the XNA article ({@code simple}), the slides
 * ({@code pythagoras}) and Graybill ({@code intersection-centre}). The README's table of departures lists the same.
 */
final class ArticleDepartures {
    private ArticleDepartures() {}

    /** The swept tests against Gordon's Pong and Breakout. */
    static void gordon(FrameInput in, FrameResult result, List<TraceItem> notes) {
        boolean wall = false;
        for (TraceItem item : result.items()) {
            if (item instanceof Bounce b && Court.isWallId(b.objectId()) && !wall) {
                wall = true;
                notes.add(
                        new Note(
                                b.objectId(),
                                "Bounce Lab reflects off the wall and carries on with the time left;"
                                        + " the Pong article clamps to minY or maxY and drops the rest of the move (rules: pong)"));
            } else if (item instanceof Bounce b && paddle(in, b.objectId()).isPresent()) {
                Obstacle p = paddle(in, b.objectId()).get();
                notes.add(new Note(
                        b.objectId(),
                        "Bounce Lab goes on with the time left after the paddle, as the"
                                + " Breakout article does after a brick; the Pong article puts the ball at the hit on that axis"
                                + " (pos.x = pt.x) and drops the rest of the frame's travel (rules: pong)"));
                boolean onLeft = p.rect().centre().x() < in.court().width() / 2;
                double dx = b.velocityBefore().x();
                if (onLeft != dx < 0) {
                    notes.add(new Note(
                            b.objectId(),
                            "Bounce Lab tests every paddle; the Pong article tests only the"
                                    + " one the ball moves towards (dx = " + Num.fmt(dx) + "), so " + b.objectId()
                                    + " would not have turned it (rules: pong)"));
                }
            } else if (item instanceof EdgeTest e
                    && !e.accepted()
                    && e.intercept().hit()) {
                notes.add(new Note(
                        e.objectId(),
                        "Bounce Lab does not count a path that only grazes the end of the "
                                + e.side().label() + " edge while moving away; the Pong article's ballIntercept() has"
                                + " inclusive ends and counts it as a hit (rules: pong)"));
            }
        }
    }

    /** The 'simple' test against the XNA article (its paddle) and the slides. */
    static void xna(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof BoxTest t && t.hit() && touchingOnly(t)) {
                notes.add(new Note(
                        t.objectId(),
                        "Bounce Lab counts boxes that only touch as a hit, as the slides'"
                                + " tests do; XNA's Rectangle.Intersects is strict, so the article's ball bounces a frame later"
                                + " (rules: xna)"));
            } else if (item instanceof Bounce b && paddle(in, b.objectId()).isPresent()) {
                codeAngle(b)
                        .ifPresent(code -> notes.add(new Note(
                                b.objectId(),
                                "Bounce Lab follows the XNA article's"
                                        + " prose: ±1 across the paddle before normalising, so at most 45°; here "
                                        + Num.fmt(angle(b.velocityAfter(), b.side()))
                                        + "°. The article's code keeps −direction.Y"
                                        + " instead, which gives " + Num.fmt(code) + "° (rules: xna)")));
            } else if (item instanceof Out o && o.side() == Side.BOTTOM) {
                notes.add(
                        new Note(
                                null,
                                "Bounce Lab's ball is out when its centre crosses the bottom; the XNA"
                                        + " article's dies only when its top edge passes the bottom of the screen (rules: xna)"));
            }
        }
    }

    /** The 'pythagoras' test against the slides' ball.hit(). */
    static void slides(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof Bounce b && !Court.isWallId(b.objectId())) {
                notes.add(
                        new Note(
                                b.objectId(),
                                "Bounce Lab reflects on the face the distances point to; the slides"
                                        + " call ball.hit() without printing it (rules: slides shows Bounce Lab's reading of it)"));
            }
        }
    }

    /** Graybill's rule in exact halves against his Java's whole pixels and integer halves, and his walls. */
    static void graybill(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof OverlapTest t && t.hit() && whole(t.ballBox()) && whole(t.rect())) {
                OverlapTest ints =
                        IntersectionCentreAlgorithm.bounceDirectionWholePixels(t.objectId(), t.ballBox(), t.rect());
                if (ints.xDirection() != t.xDirection() || ints.yDirection() != t.yDirection()) {
                    notes.add(new Note(
                            t.objectId(),
                            "Bounce Lab halves exactly (ball centre "
                                    + Num.fmt(t.ballCentre().x()) + ", "
                                    + Num.fmt(t.ballCentre().y()) + "; overlap centre "
                                    + Num.fmt(t.overlapCentre().x()) + ", "
                                    + Num.fmt(t.overlapCentre().y()) + "); Graybill's"
                                    + " Java halves in integers ("
                                    + Num.fmt(ints.ballCentre().x()) + ", "
                                    + Num.fmt(ints.ballCentre().y()) + " against "
                                    + Num.fmt(ints.overlapCentre().x()) + ", "
                                    + Num.fmt(ints.overlapCentre().y()) + ") and would set xDirection "
                                    + ints.xDirection()
                                    + ", yDirection " + ints.yDirection() + " (rules: graybill)"));
                }
            }
        }
        Ball end = result.ball();
        Court court = in.court();
        double r = end.radius();
        boolean leftTouch = court.isWall(Side.LEFT) && end.x() == r && end.vx() < 0;
        boolean topTouch = court.isWall(Side.TOP) && end.y() == r && end.vy() < 0;
        if (leftTouch || topTouch) {
            notes.add(new Note(
                    Court.wallId(leftTouch ? Side.LEFT : Side.TOP),
                    "Bounce Lab turns the ball once it is"
                            + " past the wall; Graybill's program turns it as soon as it reaches it ("
                            + (leftTouch ? "x" : "y")
                            + " <= 0), so his would already be going the other way (rules: graybill)"));
        }
    }

    private static Optional<Obstacle> paddle(FrameInput in, String id) {
        return in.paddles().stream().filter(p -> p.id().equals(id)).findFirst();
    }

    /** The boxes share an edge or a corner but no area: the closed test's hit that a strict one refuses. */
    private static boolean touchingOnly(BoxTest t) {
        Rect box = Rect.aroundCircle(t.ballCentre(), t.diameter() / 2);
        return box.touches(t.rect()) && !box.overlaps(t.rect());
    }

    /**
     * The angle from straight out that the XNA code would give: the same (ballCentre − paddleCentre) / (size / 2)
     * along the face, but the direction across it kept as it came in (negated), not ±1, before normalising.
     */
    private static Optional<Double> codeAngle(Bounce b) {
        Vec2 before = b.velocityBefore(), after = b.velocityAfter();
        if (b.side() == null) {
            return Optional.empty();
        }
        boolean alongX = !b.side().horizontalAxis();
        double afterAcross = Math.abs(alongX ? after.y() : after.x());
        double afterAlong = alongX ? after.x() : after.y();
        double speedBefore = before.length();
        if (afterAcross == 0 || speedBefore == 0) {
            return Optional.empty();
        }
        double along = afterAlong / afterAcross; // the prose's normalise((along, ±1)) keeps this ratio
        double across = Math.abs(alongX ? before.y() : before.x()) / speedBefore; // |direction.Y| as it came in
        return Optional.of(Math.toDegrees(Math.atan2(Math.abs(along), across)));
    }

    private static double angle(Vec2 v, Side side) {
        double cos = v.dot(side.outwardNormal()) / v.length();
        return Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, cos))));
    }

    private static boolean whole(Rect r) {
        return r.x() == Math.rint(r.x())
                && r.y() == Math.rint(r.y())
                && r.width() == Math.rint(r.width())
                && r.height() == Math.rint(r.height());
    }
}
