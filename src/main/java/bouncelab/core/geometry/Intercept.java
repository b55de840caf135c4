package bouncelab.core.geometry;

import org.jspecify.annotations.Nullable;

/**
 * The Pong article's intercept(): where the path (x1,y1)→(x2,y2) crosses the edge (x3,y3)→(x4,y4).
 * {@code ua} is how far along the path the crossing is, {@code ub} how far along the edge; both must lie in
 * [0, 1] for the segments themselves (not just their lines) to cross. Parallel segments have denom = 0 and no
 * crossing; then ua and ub are NaN.
 */
public record Intercept(
        Segment path,
        Segment edge,
        double denom,
        double ua,
        double ub,
        boolean hit,
        @Nullable Vec2 point) {

    public static Intercept of(Segment path, Segment edge) {
        double x1 = path.a().x(),
                y1 = path.a().y(),
                x2 = path.b().x(),
                y2 = path.b().y();
        double x3 = edge.a().x(),
                y3 = edge.a().y(),
                x4 = edge.b().x(),
                y4 = edge.b().y();
        double denom = ((y4 - y3) * (x2 - x1)) - ((x4 - x3) * (y2 - y1));
        if (denom == 0) {
            return new Intercept(path, edge, 0, Double.NaN, Double.NaN, false, null);
        }
        double ua = (((x4 - x3) * (y1 - y3)) - ((y4 - y3) * (x1 - x3))) / denom;
        double ub = (((x2 - x1) * (y1 - y3)) - ((y2 - y1) * (x1 - x3))) / denom;
        boolean hit = ua >= 0 && ua <= 1 && ub >= 0 && ub <= 1;
        Vec2 p = hit ? new Vec2(x1 + ua * (x2 - x1), y1 + ua * (y2 - y1)) : null;
        return new Intercept(path, edge, denom, ua, ub, hit, p);
    }
}
