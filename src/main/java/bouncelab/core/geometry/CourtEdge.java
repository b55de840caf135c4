package bouncelab.core.geometry;

/** Where a path leaves a court of a given size by one of its sides. */
public final class CourtEdge {
    private CourtEdge() {}

    /**
     * The fraction of a→b at which the centre crosses {@code side} of a court {@code width} × {@code height} with
     * its corner at the origin; NaN if b is not beyond that side, 0 if the path runs along it.
     */
    public static double crossing(Vec2 a, Vec2 b, Side side, double width, double height) {
        double edge = switch (side) {
            case LEFT, TOP -> 0;
            case RIGHT -> width;
            case BOTTOM -> height;
        };
        double pa = side.horizontalAxis() ? a.x() : a.y();
        double pb = side.horizontalAxis() ? b.x() : b.y();
        boolean beyond = switch (side) {
            case LEFT, TOP -> pb < edge;
            case RIGHT, BOTTOM -> pb > edge;
        };
        if (!beyond) {
            return Double.NaN;
        }
        if (pa == pb) {
            return 0;
        }
        return Math.max(0, Math.min(1, (edge - pa) / (pb - pa)));
    }
}
