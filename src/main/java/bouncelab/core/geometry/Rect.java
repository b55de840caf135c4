package bouncelab.core.geometry;

import java.util.Optional;

/** An axis-aligned rectangle given, as in all five articles, by its top-left corner and its size. */
public record Rect(double x, double y, double width, double height) {

    public static Rect fromEdges(double left, double top, double right, double bottom) {
        return new Rect(left, top, right - left, bottom - top);
    }

    /** The box around a ball: centre and radius to top-left and size. */
    public static Rect aroundCircle(Vec2 centre, double radius) {
        return new Rect(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius);
    }

    public double left() {
        return x;
    }

    public double top() {
        return y;
    }

    public double right() {
        return x + width;
    }

    public double bottom() {
        return y + height;
    }

    public Vec2 centre() {
        return new Vec2(x + width / 2, y + height / 2);
    }

    /** Grown by {@code d} on every side: the rectangle the ball's centre may not enter (square corners). */
    public Rect expandedBy(double d) {
        return new Rect(x - d, y - d, width + 2 * d, height + 2 * d);
    }

    public Rect translated(double dx, double dy) {
        return new Rect(x + dx, y + dy, width, height);
    }

    /** True when the two rectangles share area or touch (closed test, like the slides' 'simple' gap test). */
    public boolean touches(Rect o) {
        return o.x <= right() && x <= o.right() && o.y <= bottom() && y <= o.bottom();
    }

    /** True when the two rectangles share area (open test, like java.awt.Rectangle.intersects). */
    public boolean overlaps(Rect o) {
        return o.x < right() && x < o.right() && o.y < bottom() && y < o.bottom();
    }

    /** The shared area of two rectangles (Graybill's intersection rectangle), empty when they only touch. */
    public Optional<Rect> intersection(Rect o) {
        double l = Math.max(x, o.x);
        double t = Math.max(y, o.y);
        double r = Math.min(right(), o.right());
        double b = Math.min(bottom(), o.bottom());
        return (r > l && b > t) ? Optional.of(fromEdges(l, t, r, b)) : Optional.empty();
    }

    public boolean containsPoint(Vec2 p) {
        return p.x() >= x && p.x() <= right() && p.y() >= y && p.y() <= bottom();
    }

    /** Strictly inside, not on the border. */
    public boolean containsPointStrictly(Vec2 p) {
        return p.x() > x && p.x() < right() && p.y() > y && p.y() < bottom();
    }

    /** The point of this rectangle nearest to {@code p} (p itself when inside). */
    public Vec2 closestPoint(Vec2 p) {
        return new Vec2(Math.max(x, Math.min(p.x(), right())), Math.max(y, Math.min(p.y(), bottom())));
    }

    /** Does a circle overlap this rectangle (touching counts)? */
    public boolean touchesCircle(Vec2 centre, double radius) {
        return closestPoint(centre).distanceTo(centre) <= radius;
    }

    /** Does a circle share area with this rectangle (touching does not count)? */
    public boolean overlapsCircle(Vec2 centre, double radius) {
        return closestPoint(centre).distanceTo(centre) < radius;
    }

    /** This rectangle's edge on {@code side}, as a segment. */
    public Segment edge(Side side) {
        return switch (side) {
            case LEFT -> new Segment(new Vec2(left(), top()), new Vec2(left(), bottom()));
            case RIGHT -> new Segment(new Vec2(right(), top()), new Vec2(right(), bottom()));
            case TOP -> new Segment(new Vec2(left(), top()), new Vec2(right(), top()));
            case BOTTOM -> new Segment(new Vec2(left(), bottom()), new Vec2(right(), bottom()));
        };
    }

    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y) && Double.isFinite(width) && Double.isFinite(height);
    }
}
