package bouncelab.core.trace;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import java.util.List;

/**
 * A hit that {@code swept} reported on the square corner of an expanded rectangle where the ball, a circle,
 * never touches the object: at that point its centre is {@code distance} from the corner, more than its radius.
 * Found by comparing the hit with the exact rounded shape.
 */
public record PhantomCorner(String objectId, Side side, Vec2 point, Vec2 corner, double distance, double radius)
        implements TraceItem {

    public static final TraceKind<PhantomCorner> KIND = TraceKind.of("phantom", PhantomCorner.class)
            .quantities("distance to corner", "radius")
            .text("object", PhantomCorner::objectId)
            .side(PhantomCorner::side)
            .number("x", p -> p.point().x())
            .number("y", p -> p.point().y())
            .number("cornerX", p -> p.corner().x())
            .number("cornerY", p -> p.corner().y())
            .number("shortBy", p -> p.distance() - p.radius())
            .checks(1)
            .drawnOn(Overlay.PHANTOMS)
            .build();

    @Override
    public TraceKind<PhantomCorner> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return Phrase.of("phantom", "object", objectId, "side", side.label(), "short", distance - radius);
    }

    @Override
    public List<Quantity> quantities() {
        double dx = point.x() - corner.x(), dy = point.y() - corner.y();
        return List.of(
                new Quantity(
                        "distance to corner", distance, "√((x − cx)² + (y − cy)²)", Filled.of("√({}² + {}²)", dx, dy)),
                Quantity.value("radius", radius));
    }

    @Override
    public List<Check> checks() {
        return List.of(new Check(
                "",
                Phrase.of("check.toCorner"), // its quantity named in words, said in the language
                Check.sum(Num.compared(" <= ", distance, radius)),
                false));
    }
}
