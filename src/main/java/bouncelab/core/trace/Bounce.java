package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * The ball's response to one object: which object and face, where, the velocity before and after, and the rule
 * that was applied, in words ({@link #rule()}, made when first read: see {@link RuleText}).
 */
public record Bounce(
        String objectId,
        @Nullable Side side,
        Vec2 at,
        Vec2 velocityBefore,
        Vec2 velocityAfter,
        RuleText ruleText,
        double toi,
        int pass)
        implements TraceEvent {

    public Bounce {
        Objects.requireNonNull(ruleText, "rule");
    }

    /** A bounce whose rule is already in words. */
    public Bounce(
            String objectId,
            @Nullable Side side,
            Vec2 at,
            Vec2 velocityBefore,
            Vec2 velocityAfter,
            String rule,
            double toi,
            int pass) {
        this(objectId, side, at, velocityBefore, velocityAfter, RuleText.of(rule), toi, pass);
    }

    /** The rule that was applied, with its numbers, to be said in a language. */
    public Phrase rule() {
        return ruleText.phrase();
    }

    /** {@code {{bounce.vxAfter}}}; the path overlay draws the frame's path through every bounce, from the frame. */
    public static final TraceKind<Bounce> KIND = TraceKind.of("bounce", Bounce.class)
            .quantities("vx before", "vy before", "vx after", "vy after")
            .text("object", Bounce::objectId)
            .side(Bounce::side)
            .number("x", b -> b.at().x())
            .number("y", b -> b.at().y())
            .said("rule", Bounce::rule)
            .number("pass", Bounce::pass)
            .number("toi", Bounce::toi)
            .number("speedAfter", b -> b.velocityAfter().length())
            .numberIf("angle", b -> !Double.isNaN(b.angleToNormal()), Bounce::angleToNormal)
            .build();

    @Override
    public TraceKind<Bounce> traceKind() {
        return KIND;
    }

    @Override
    public String type() {
        return "bounce";
    }

    /**
     * Degrees between the velocity after the bounce and the face's outward normal: 0 is straight out. NaN when there
     * is no face or the ball stopped.
     */
    public double angleToNormal() {
        Vec2 v = velocityAfter;
        if (side == null || v.length() == 0) {
            return Double.NaN;
        }
        double cos = v.dot(side.outwardNormal()) / v.length();
        return Math.toDegrees(Math.acos(Math.max(-1, Math.min(1, cos))));
    }

    @Override
    public Phrase summary() {
        if (side == null) { // a hit that turned neither axis (Graybill's centres level): no face to name
            return Phrase.of("bounce.noFace", "object", objectId, "rule", rule());
        }
        return Phrase.of("bounce", "object", objectId, "side", side.label(), "rule", rule());
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                Quantity.value("vx before", velocityBefore.x()), Quantity.value("vy before", velocityBefore.y()),
                Quantity.value("vx after", velocityAfter.x()), Quantity.value("vy after", velocityAfter.y()));
    }
}
