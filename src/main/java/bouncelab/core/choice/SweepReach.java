package bouncelab.core.choice;

import java.util.function.DoubleBinaryOperator;

/**
 * An algorithm's reach in the speed sweep's theory ({@code bouncelab.core.sweep.MissRateTheory}): L, how far past a
 * target's near face the ball's leading edge may be at the first frame that sees it for the algorithm still to send
 * it back, for a target T thick and a ball D wide, and the formula as the sweep's answer writes it ("T + D").
 * Infinite for a test that follows the path (no shot goes through); NaN where no theory covers the test.
 */
public record SweepReach(String formula, DoubleBinaryOperator length) {
    /** A swept test: it follows the path, so no shot ever goes through. */
    public static final SweepReach NEVER = new SweepReach("", (thickness, diameter) -> Double.POSITIVE_INFINITY);
    /** No theory: the test is whatever its author wrote. */
    public static final SweepReach NONE = new SweepReach("", (thickness, diameter) -> Double.NaN);

    /** True if the theory covers the test (its reach is a number, or infinite); false for {@link #NONE}. */
    public boolean covered() {
        return this != NONE;
    }

    /** L for a target {@code thickness} thick and a ball {@code diameter} wide. */
    public double of(double thickness, double diameter) {
        return length.applyAsDouble(thickness, diameter);
    }
}
