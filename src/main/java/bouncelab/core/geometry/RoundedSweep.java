package bouncelab.core.geometry;

import java.util.Optional;

/**
 * The exact first contact of a circle of radius r moving along a path with a rectangle: the path of its centre
 * against the Minkowski sum of rectangle and circle, whose faces are the rectangle's edges pushed out by r and
 * whose corners are quarter circles of radius r. Used by {@code swept-exact} and by the tunnelling check.
 */
public final class RoundedSweep {
    /** Copied once: {@code values()} makes a new array on every call, and these loops run every frame. */
    private static final Side[] SIDES = Side.values();

    private static final Corner[] CORNERS = Corner.values();

    private RoundedSweep() {}

    /**
     * The first time the circle touches the rectangle while moving into it, or empty if it never does or if it
     * already overlaps it at the start (then it is leaving, or stuck, not arriving).
     */
    public static Optional<Contact> firstContact(Segment path, Rect rect, double r) {
        Vec2 a = path.a();
        if (rect.overlapsCircle(a, r)) {
            return Optional.empty();
        }
        Vec2 d = path.delta();
        Contact best = null;
        for (Side side : SIDES) {
            Vec2 n = side.outwardNormal();
            if (d.dot(n) >= 0) {
                continue; // moving along or away from this face
            }
            Segment face = pushedFace(rect, side, r);
            Intercept ix = Intercept.of(path, face);
            Vec2 p = ix.point(); // null only where the lines do not cross
            if (ix.hit() && p != null && (best == null || ix.ua() < best.t())) {
                best = new Contact(ix.ua(), p, n, side, null);
            }
        }
        if (r > 0) {
            for (Corner corner : CORNERS) {
                double t = circleEntry(a, d, corner.of(rect), r);
                if (Double.isNaN(t) || (best != null && t >= best.t())) {
                    continue;
                }
                Vec2 p = path.pointAt(t);
                Vec2 c = corner.of(rect);
                if (inCornerQuarter(corner, c, p)) {
                    Vec2 n = p.minus(c).normalised();
                    best = new Contact(t, p, n, dominantSide(n), corner);
                }
            }
        }
        return Optional.ofNullable(best);
    }

    /** The edge on {@code side} pushed out by r, as long as the rectangle's own edge (no corners). */
    public static Segment pushedFace(Rect rect, Side side, double r) {
        return switch (side) {
            case LEFT -> new Segment(new Vec2(rect.left() - r, rect.top()), new Vec2(rect.left() - r, rect.bottom()));
            case RIGHT ->
                new Segment(new Vec2(rect.right() + r, rect.top()), new Vec2(rect.right() + r, rect.bottom()));
            case TOP -> new Segment(new Vec2(rect.left(), rect.top() - r), new Vec2(rect.right(), rect.top() - r));
            case BOTTOM ->
                new Segment(new Vec2(rect.left(), rect.bottom() + r), new Vec2(rect.right(), rect.bottom() + r));
        };
    }

    /** The smallest t in [0, 1] where a + t·d enters the circle (c, r); NaN if it never does. */
    public static double circleEntry(Vec2 a, Vec2 d, Vec2 c, double r) {
        return CircleEntry.of(a, d, c, r).t();
    }

    /**
     * Whether {@code p} lies in the quarter of the plane beyond both of the corner's edges, where the rounded
     * corner, not a pushed-out face, is what the ball's centre meets.
     */
    public static boolean inCornerQuarter(Corner corner, Vec2 cornerPoint, Vec2 p) {
        boolean outsideX = corner.isLeft() ? p.x() <= cornerPoint.x() : p.x() >= cornerPoint.x();
        boolean outsideY = corner.isTop() ? p.y() <= cornerPoint.y() : p.y() >= cornerPoint.y();
        return outsideX && outsideY;
    }

    /** The side whose outward normal is closest to {@code n} (ties go to the horizontal axis). */
    public static Side dominantSide(Vec2 n) {
        if (Math.abs(n.x()) >= Math.abs(n.y())) {
            return n.x() < 0 ? Side.LEFT : Side.RIGHT;
        }
        return n.y() < 0 ? Side.TOP : Side.BOTTOM;
    }
}
