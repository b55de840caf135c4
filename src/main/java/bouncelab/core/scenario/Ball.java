package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;

/**
 * The ball: centre (x, y) and radius in px, velocity (vx, vy) in px/s, and {@code accel} in px/s², the Pong
 * article's accelerate(): each axis speeds up by accel in the direction it is already moving.
 */
public record Ball(double x, double y, double radius, double vx, double vy, double accel) {

    public Ball(double x, double y, double radius, double vx, double vy) {
        this(x, y, radius, vx, vy, 0);
    }

    public Vec2 centre() {
        return new Vec2(x, y);
    }

    public Vec2 velocity() {
        return new Vec2(vx, vy);
    }

    public double speed() {
        return Math.hypot(vx, vy);
    }

    public double diameter() {
        return 2 * radius;
    }

    /** The ball's bounding box, which the 'simple' and intersection-centre tests use. */
    public Rect box() {
        return Rect.aroundCircle(centre(), radius);
    }

    public Ball at(Vec2 p) {
        return new Ball(p.x(), p.y(), radius, vx, vy, accel);
    }

    public Ball withVelocity(Vec2 v) {
        return new Ball(x, y, radius, v.x(), v.y(), accel);
    }

    public Ball withRadius(double r) {
        return new Ball(x, y, r, vx, vy, accel);
    }
}
