package bouncelab.core.broadphase;

import java.util.function.IntPredicate;

/**
 * The broad phase of the swept test: which bricks could the ball meet on this pass? It hands over, in list order,
 * the live bricks the cheap {@link PathNearBox} test lets through, so that only those get the exact, recorded test.
 * Brute force looks at every brick; the grid only at those in the cells the path crosses. Both give the same
 * bricks in the same order, so a frame's working is the same whichever is used.
 */
public sealed interface BroadPhase permits BruteForce, UniformGrid {

    /** {@code grid} or {@code brute-force}, as in {@link BroadPhaseNames}. */
    String name();

    /**
     * Adds to {@code out} the index of every brick for which {@code live} is true and which a ball of radius
     * {@code r} going from a to b may touch, in ascending order; counts the cells walked and the bricks looked at.
     */
    void query(double ax, double ay, double bx, double by, double r, IntPredicate live, Candidates out);
}
