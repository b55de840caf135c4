package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;

import java.util.List;

/**
 * The ball's response to one object: which object and face, where, the velocity before and after, and the rule
 * that was applied, in words ({@code rule}) and as the article's formula ({@code formula}).
 */
public record Bounce(String objectId, Side side, Vec2 at, Vec2 velocityBefore, Vec2 velocityAfter, String rule,
                     double toi, int pass) implements TraceEvent {

    @Override
    public String type() {
        return "bounce";
    }

    @Override
    public String summary() {
        return "bounce off " + objectId + " (" + side.label() + " face): " + rule;
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                Quantity.value("vx before", velocityBefore.x()), Quantity.value("vy before", velocityBefore.y()),
                Quantity.value("vx after", velocityAfter.x()), Quantity.value("vy after", velocityAfter.y()));
    }
}
