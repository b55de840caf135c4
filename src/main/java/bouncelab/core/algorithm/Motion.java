package bouncelab.core.algorithm;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.MoveStep;

/**
 * The Pong article's accelerate(). The article adds accel·dt²/2 to x and y whatever the direction of travel, so
 * a ball moving left or up is pushed the wrong way by the position term while its speed grows the right way.
 * Bounce Lab applies the position term in the direction of travel on each axis, like the speed term, and an
 * axis with no speed gets no acceleration (the article's (dx > 0 ? 1 : −1) would start it moving).
 */
public final class Motion {
    private Motion() {}

    public static MoveStep accelerate(Ball ball, double dt, int pass) {
        Ball moved = moved(ball, dt);
        return new MoveStep(pass, ball.centre(), moved.centre(), ball.velocity(), moved.velocity(), dt, ball.accel());
    }

    /**
     * The ball after {@code dt} of accelerate(): at B, with the speed it has there. The very numbers of {@link
     * #accelerate}, for a frame that keeps no working and so needs no {@link MoveStep}.
     */
    public static Ball moved(Ball ball, double dt) {
        double a = ball.accel();
        double x2 = ball.x() + dt * ball.vx() + Math.signum(ball.vx()) * a * dt * dt * 0.5;
        double y2 = ball.y() + dt * ball.vy() + Math.signum(ball.vy()) * a * dt * dt * 0.5;
        return new Ball(x2, y2, ball.radius(), speedAfter(ball.vx(), a, dt), speedAfter(ball.vy(), a, dt), a);
    }

    /** The ball's velocity after {@code dt} of accelerate(): {@link #moved}'s, without the ball around it. */
    public static Vec2 velocityAfter(Ball ball, double dt) {
        double a = ball.accel();
        return new Vec2(speedAfter(ball.vx(), a, dt), speedAfter(ball.vy(), a, dt));
    }

    /** One axis's speed after dt: it grows by accel·dt in the direction it already has; none stays none. */
    private static double speedAfter(double v, double accel, double dt) {
        return v + Math.signum(v) * accel * dt;
    }
}
