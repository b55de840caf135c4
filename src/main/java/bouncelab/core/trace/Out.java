package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;

/** The ball's centre crossed an open side of the court: a point in Pong, a lost ball in Breakout. It stops here. */
public record Out(Side side, Vec2 at, double toi) implements TraceEvent {
    public static final TraceKind<Out> KIND = TraceKind.of("out", Out.class)
            .side(Out::side)
            .number("x", o -> o.at().x())
            .number("y", o -> o.at().y())
            .number("toi", Out::toi)
            .drawnAlways()
            .build();

    @Override
    public TraceKind<Out> traceKind() {
        return KIND;
    }

    @Override
    public String type() {
        return "out";
    }

    @Override
    public Phrase summary() {
        return Phrase.of("out", "side", side.label());
    }
}
