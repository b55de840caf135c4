package bouncelab.core.geometry;

/** An immutable 2D vector or point in screen coordinates: x to the right, y down, in pixels. */
public record Vec2(double x, double y) {
    public static final Vec2 ZERO = new Vec2(0, 0);

    public Vec2 plus(Vec2 o) {
        return new Vec2(x + o.x, y + o.y);
    }

    public Vec2 minus(Vec2 o) {
        return new Vec2(x - o.x, y - o.y);
    }

    public Vec2 times(double k) {
        return new Vec2(x * k, y * k);
    }

    public double dot(Vec2 o) {
        return x * o.x + y * o.y;
    }

    public double length() {
        return Math.hypot(x, y);
    }

    public double distanceTo(Vec2 o) {
        return Math.hypot(x - o.x, y - o.y);
    }

    /** This vector scaled to length 1; the zero vector stays zero. */
    public Vec2 normalised() {
        double len = length();
        return len == 0 ? ZERO : new Vec2(x / len, y / len);
    }

    /** The point a fraction {@code t} of the way from this point to {@code o}. */
    public Vec2 lerp(Vec2 o, double t) {
        return new Vec2(x + (o.x - x) * t, y + (o.y - y) * t);
    }

    public boolean isFinite() {
        return Double.isFinite(x) && Double.isFinite(y);
    }
}
