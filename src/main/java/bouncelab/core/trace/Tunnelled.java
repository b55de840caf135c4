package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import org.jspecify.annotations.Nullable;

/**
 * The ball's circle touched this object during the frame, the algorithm did not respond, and at B the ball no
 * longer overlaps it: the ball went through. {@code firstTouch} and {@code lastTouch} are where its centre was
 * when it entered and left the object's exact (rounded) outline; {@code toi} is when it first touched.
 */
public record Tunnelled(String objectId, @Nullable Side side, Vec2 firstTouch, Vec2 lastTouch, double toi)
        implements TraceEvent {

    public static final TraceKind<Tunnelled> KIND = TraceKind.of("tunnel", Tunnelled.class)
            .text("object", Tunnelled::objectId)
            .side(Tunnelled::side)
            .number("x", t -> t.firstTouch().x())
            .number("y", t -> t.firstTouch().y())
            .number("exitX", t -> t.lastTouch().x())
            .number("exitY", t -> t.lastTouch().y())
            .number("toi", Tunnelled::toi)
            .drawnOn(Overlay.TUNNEL)
            .build();

    @Override
    public TraceKind<Tunnelled> traceKind() {
        return KIND;
    }

    @Override
    public String type() {
        return "tunnelled";
    }

    @Override
    public Vec2 at() {
        return firstTouch;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("tunnelled", "object", objectId, "time", Phrase.written(Num.seconds(toi)));
    }
}
