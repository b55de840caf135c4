package bouncelab.core.geometry;

/** A line segment from {@code a} to {@code b}: the ball's path A→B, or an edge. */
public record Segment(Vec2 a, Vec2 b) {
    public Vec2 delta() {
        return b.minus(a);
    }

    public double length() {
        return a.distanceTo(b);
    }

    public Vec2 pointAt(double t) {
        return a.lerp(b, t);
    }
}
