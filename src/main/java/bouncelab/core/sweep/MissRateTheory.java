package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;

/**
 * The sweep worked out on paper, for a ball of diameter D shot at a target T thick and taller than the ball.
 *
 * <p><b>The window of overlap.</b> Measure x from the target's near face along the shot, and follow the ball's
 * leading edge e. Its box overlaps the target exactly while 0 &lt; e &lt; T + D: from the moment its front
 * reaches the near face until its back leaves the far face. That is a window T + D long. (For a head-on shot the
 * circle and the box overlap on the same stretch, so {@code simple}, {@code pythagoras} and
 * {@code intersection-centre} all have the same window.)
 *
 * <p><b>Where the frames fall.</b> A discrete test looks only at the end of each frame, at e₁, e₁ + v,
 * e₁ + 2v, ... With the shot's phase random, the first of these past the face, e₁, is spread evenly over (0, v].
 * The frames miss the window altogether when e₁ ≥ T + D, so
 *
 * <pre>    P(missed) = max(0, 1 − (T + D) / v)</pre>
 *
 * <p>Zero up to v = T + D, then rising towards 1: at twice T + D half the shots pass unseen. This is the curve
 * drawn beside the sweep, and it is the whole story for {@code simple}, which returns every ball it sees.
 *
 * <p><b>Seen but pushed through.</b> The other two tests look at the ball where it is and guess where it came
 * from, so the first overlap must come early enough for the guess to be right. The ball is returned when e₁ &lt;
 * L, its algorithm's reach, and otherwise sent onwards; its through rate is max(0, 1 − L / v):
 * <ul>
 * <li>{@code pythagoras}: L = D/2. Once the ball's centre is past the near face (e ≥ D/2) the slides' test (3),
 * "the centre is within the width", decides that the ball met the top or bottom and flips vy, leaving vx alone.</li>
 * <li>{@code intersection-centre}: L = min(D, (T + D)/2). The ball goes back while its centre is behind the
 * overlap's centre. With D ≤ T that holds until the back of the ball enters the target (e = D); a ball wider than
 * the target spans it, and then it holds while the ball's centre is short of the target's (e = (T + D)/2).</li>
 * <li>{@code simple}: L = T + D, its whole window: the brick and paddle rules return the ball from the face its
 * centre was outside of, which is always the near face.</li>
 * <li>{@code swept}, {@code swept-exact}: they follow the path, so no shot ever goes through.</li>
 * </ul>
 *
 * <p><b>Graybill's marks.</b> L for intersection-centre is never less than D/2 whatever the thickness, even for a
 * target of no thickness at all: that is why a step of half the ball's width "still works". A quarter width leaves
 * a margin of a factor two. Below D/2 no discrete test lets a ball through a target it is shot at straight.
 *
 * <p><b>At an angle θ.</b> Only the motion across the face matters while the ball stays within the target's
 * height, so every formula holds with v·cos θ in place of v.
 */
public final class MissRateTheory {
    private MissRateTheory() {}

    /** P(no frame sees an overlap) for a shot at {@code speed} px/frame, {@code angle} degrees from head-on. */
    public static double missRate(double thickness, double diameter, double speed, double angle) {
        return beyond(thickness + diameter, across(speed, angle));
    }

    /** The expected through rate (missed or pushed through) of one algorithm. */
    public static double throughRate(
            AlgorithmId algorithm, double thickness, double diameter, double speed, double angle) {
        double reach = reach(algorithm, thickness, diameter);
        return Double.isInfinite(reach) ? 0 : beyond(reach, across(speed, angle));
    }

    /**
     * L: how far past the near face the ball's leading edge may be at the first frame that sees it for the
     * algorithm still to send it back; infinite for the swept tests, NaN for a student's own (no theory). Each
     * algorithm's id carries its own ({@link AlgorithmId#reach()}), as worked out above.
     */
    public static double reach(AlgorithmId algorithm, double thickness, double diameter) {
        return algorithm.reach().of(thickness, diameter);
    }

    /** The fastest speed at which no shot is missed: T + D across the face, so (T + D) / cos θ along the path. */
    public static double firstMissSpeed(double thickness, double diameter, double angle) {
        return (thickness + diameter) / Math.cos(Math.toRadians(angle));
    }

    /** Graybill's safe step: a quarter of the ball's width. */
    public static double quarterWidth(double diameter) {
        return diameter / 4;
    }

    /** Graybill's largest step that still works: half the ball's width. */
    public static double halfWidth(double diameter) {
        return diameter / 2;
    }

    /** P(e₁ ≥ window) with e₁ even over (0, step]. */
    private static double beyond(double window, double step) {
        return step <= window ? 0 : 1 - window / step;
    }

    private static double across(double speed, double angle) {
        return speed * Math.cos(Math.toRadians(angle));
    }
}
