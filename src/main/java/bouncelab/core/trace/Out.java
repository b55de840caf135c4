package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;

/** The ball's centre crossed an open side of the court: a point in Pong, a lost ball in Breakout. It stops here. */
public record Out(Side side, Vec2 at, double toi) implements TraceEvent {
    @Override
    public String type() {
        return "out";
    }

    @Override
    public String summary() {
        return "out through the " + side.label() + " side";
    }
}
