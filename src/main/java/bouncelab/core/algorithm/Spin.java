package bouncelab.core.algorithm;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.Phrase;

/**
 * The Pong article's spin from a moving paddle: with the paddle moving up, a ball going up leaves at half its
 * vertical speed and one going down at one and a half times it; moving down, the other way round. For a paddle that
 * moves sideways (Breakout) the same rule applies to the horizontal speed.
 */
final class Spin {
    /**
     * The fastest spin may make the ball, in px/s: the largest speed a scenario file may give. A ball trapped
     * between a moving paddle's end and a wall is sped up by half on every hit, dozens of times a frame; without a
     * ceiling its speed doubles past 1e20 within a minute and the hit points lose every digit of precision.
     */
    static final double MAX_SPEED = 1e9;

    private Spin() {}

    static Vec2 apply(Vec2 v, Vec2 paddleVelocity) {
        double vx = v.x(), vy = v.y();
        if (paddleVelocity.y() != 0) {
            vy = vy * (Math.signum(vy) == Math.signum(paddleVelocity.y()) ? 0.5 : 1.5);
        }
        if (paddleVelocity.x() != 0) {
            vx = vx * (Math.signum(vx) == Math.signum(paddleVelocity.x()) ? 0.5 : 1.5);
        }
        Vec2 spun = new Vec2(vx, vy);
        double speed = spun.length();
        return speed > MAX_SPEED && speed > v.length() ? spun.times(Math.max(MAX_SPEED, v.length()) / speed) : spun;
    }

    static Phrase describe(Vec2 paddleVelocity, Vec2 before, Vec2 after) {
        StringBuilder s = new StringBuilder(); // the products alone: " vy 300 × 1.5 = 450 vx …"
        if (paddleVelocity.y() != 0) {
            s.append(" vy ").append(Filled.worked(after.y(), "{} × {}", before.y(), after.y() / nz(before.y())));
        }
        if (paddleVelocity.x() != 0) {
            s.append(" vx ").append(Filled.worked(after.x(), "{} × {}", before.x(), after.x() / nz(before.x())));
        }
        return Phrase.of(
                "rule.spin",
                "products",
                Phrase.written(s.toString()),
                "ceiling",
                after.length() >= MAX_SPEED * (1 - 1e-12) && after.length() > before.length(),
                "max",
                MAX_SPEED);
    }

    private static double nz(double v) {
        return v == 0 ? 1 : v;
    }
}
