package bouncelab.core.soak;

import java.util.List;
import java.util.function.DoubleSupplier;

/**
 * The choices a random shot is made of, each from a number in [0, 1). A draw of 0 always picks the simplest
 * option (no bricks, no spin, the low end of a range), so a property test that shrinks its numbers towards 0
 * shrinks the shot towards the simplest one that still fails.
 */
public final class Draws {
    private final DoubleSupplier unit;

    public Draws(DoubleSupplier unit) {
        this.unit = unit;
    }

    public double unit() {
        double u = unit.getAsDouble();
        return u < 0 ? 0 : u >= 1 ? Math.nextDown(1.0) : u;
    }

    public double between(double lo, double hi) {
        return lo + unit() * (hi - lo);
    }

    /** 0 to n − 1. */
    public int below(int n) {
        return Math.min(n - 1, (int) (unit() * n));
    }

    /** True with probability p; a draw of 0 is false. */
    public boolean chance(double p) {
        return unit() >= 1 - p;
    }

    public <T> T oneOf(List<T> options) {
        return options.get(below(options.size()));
    }
}
