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
import bouncelab.core.trace.Out;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.Phrase;
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

    /** Two numbers side by side, "12.5, 3" in English. */
    private static Phrase pair(Vec2 v) {
        return Phrase.of("pair", "a", v.x(), "b", v.y());
    }

    /** The swept tests against Gordon's Pong and Breakout. */
    static void gordon(FrameInput in, FrameResult result, List<TraceItem> notes) {
        boolean wall = false;
        for (TraceItem item : result.items()) {
            if (item instanceof Bounce b && Court.isWallId(b.objectId()) && !wall) {
                wall = true;
                notes.add(new Note(b.objectId(), Phrase.of("departure.pongWall")));
            } else if (item instanceof Bounce b && paddle(in, b.objectId()).isPresent()) {
                Obstacle p = paddle(in, b.objectId()).get();
                notes.add(new Note(b.objectId(), Phrase.of("departure.pongPaddle")));
                boolean onLeft = p.rect().centre().x() < in.court().width() / 2;
                double dx = b.velocityBefore().x();
                if (onLeft != dx < 0) {
                    notes.add(new Note(
                            b.objectId(), Phrase.of("departure.pongOnePaddle", "dx", dx, "object", b.objectId())));
                }
            } else if (item instanceof EdgeTest e
                    && !e.accepted()
                    && e.intercept().hit()
                    && e.side() != null) { // an algorithm's edges all have one
                notes.add(new Note(
                        e.objectId(),
                        Phrase.of("departure.pongGraze", "side", e.side().label())));
            }
        }
    }

    /** The 'simple' test against the XNA article (its paddle) and the slides. */
    static void xna(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof BoxTest t && t.hit() && touchingOnly(t)) {
                notes.add(new Note(t.objectId(), Phrase.of("departure.xnaTouch")));
            } else if (item instanceof Bounce b && paddle(in, b.objectId()).isPresent()) {
                Side side = b.side();
                if (side == null) {
                    continue; // no face, no angle from it (codeAngle says none too)
                }
                codeAngle(b)
                        .ifPresent(code -> notes.add(new Note(
                                b.objectId(),
                                Phrase.of(
                                        "departure.xnaAngle", "angle", angle(b.velocityAfter(), side), "code", code))));
            } else if (item instanceof Out o && o.side() == Side.BOTTOM) {
                notes.add(new Note(null, Phrase.of("departure.xnaOut")));
            }
        }
    }

    /** The 'pythagoras' test against the slides' ball.hit(). */
    static void slides(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof Bounce b && !Court.isWallId(b.objectId())) {
                notes.add(new Note(b.objectId(), Phrase.of("departure.slidesHit")));
            }
        }
    }

    /** Graybill's rule in exact halves against his Java's whole pixels and integer halves, and his walls. */
    static void graybill(FrameInput in, FrameResult result, List<TraceItem> notes) {
        for (TraceItem item : result.items()) {
            if (item instanceof OverlapTest t && t.hit() && whole(t.ballBox()) && whole(t.rect())) {
                OverlapTest ints =
                        IntersectionCentreAlgorithm.bounceDirectionWholePixels(t.objectId(), t.ballBox(), t.rect());
                // whole boxes sharing area share a whole pixel or more, so both have an overlap
                Vec2 overlap = t.overlapCentre(), overlapWhole = ints.overlapCentre();
                if (overlap != null
                        && overlapWhole != null
                        && (ints.xDirection() != t.xDirection() || ints.yDirection() != t.yDirection())) {
                    notes.add(new Note(
                            t.objectId(),
                            Phrase.of(
                                    "departure.graybillHalves",
                                    "ball",
                                    pair(t.ballCentre()),
                                    "overlap",
                                    pair(overlap),
                                    "ballWhole",
                                    pair(ints.ballCentre()),
                                    "overlapWhole",
                                    pair(overlapWhole),
                                    "xDirection",
                                    ints.xDirection(),
                                    "yDirection",
                                    ints.yDirection())));
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
                    Phrase.of("departure.graybillWall", "axis", leftTouch ? "x" : "y")));
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
