package bouncelab.core.scenario;

import java.util.Optional;

/**
 * What a scenario file may hold, as numbers anyone can check a shot against: the scenario loader refuses a file
 * past these, and a lesson's 'try this' actions and checks must not set a shot up past them either.
 */
public final class ShotLimits {
    /** Every number in a scenario file is finite and at most this in size (positions, sizes, velocities). */
    public static final double MAX_MAGNITUDE = 1e9;
    /** The longest frame time, in seconds. */
    public static final double MAX_DT = 10;

    private ShotLimits() {
    }

    /**
     * What in this shot a scenario file could not hold, or empty: its {@code dt} (more than 0, at most
     * {@value #MAX_DT} s) and the ball's velocity (each axis finite and at most 1e9 px/s).
     */
    public static Optional<String> problem(Scenario s) {
        if (!(s.dt() > 0) || s.dt() > MAX_DT) {
            return Optional.of("dt would be " + show(s.dt()) + " s, and a scenario file holds a dt more than 0 and at most "
                    + (int) MAX_DT + " s");
        }
        double vx = s.ball().vx();
        double vy = s.ball().vy();
        if (!within(vx) || !within(vy)) {
            return Optional.of("the ball's velocity would be (" + show(vx) + ", " + show(vy) + ") px/s, and a scenario file holds"
                    + " numbers at most 1e9 in size");
        }
        return Optional.empty();
    }

    /** 18000, 0.5, 1.0E300: short and exact enough to find in the lesson. */
    private static String show(double v) {
        return Double.isFinite(v) && Math.abs(v) < 1e15
                ? java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString() : String.valueOf(v);
    }

    private static boolean within(double v) {
        return Double.isFinite(v) && Math.abs(v) <= MAX_MAGNITUDE;
    }
}
