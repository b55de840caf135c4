package bouncelab.core.algorithm;

/**
 * One way of finding and answering collisions for a frame. Implementations are stateless and deterministic: the
 * same input gives the same result, to the bit.
 */
public interface CollisionAlgorithm {
    /** Which algorithm this is: its name, title and the rest live there. */
    AlgorithmId id();

    /** One frame by the algorithm's own loop: Bounce Lab's rules (see {@code bouncelab.core.rules}). */
    FrameResult step(FrameInput input);

    /**
     * The algorithm's test of one object on its own, without its loop: what an article's rule set asks when it
     * runs its own update loop around this algorithm (see {@code bouncelab.core.rules}). Stateless like
     * {@link #step}; the answer carries the test's working.
     */
    HitAnswer test(HitQuery query);
}
