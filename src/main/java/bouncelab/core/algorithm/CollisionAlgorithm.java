package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;

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

    /**
     * The same frame without its working, for whatever reads only where the ball went and what happened (a sweep,
     * the games, the soak, a run's history): the same ball, B, path, broken bricks and open side as
     * {@link #step}, to the bit, and of the items only the outcomes ({@link bouncelab.core.trace.TraceItem#outcome}),
     * equal to {@code step}'s. This default steps with the working and drops it; the algorithms here do not build
     * it at all.
     */
    default FrameResult stepOutcomes(FrameInput input) {
        return step(input).outcomesOnly();
    }

    /** This algorithm seen through {@link #stepOutcomes}: its {@code step} is the trace-free one. */
    default CollisionAlgorithm outcomesOnly() {
        CollisionAlgorithm traced = this;
        return new CollisionAlgorithm() {
            @Override
            public AlgorithmId id() {
                return traced.id();
            }

            @Override
            public FrameResult step(FrameInput input) {
                return traced.stepOutcomes(input);
            }

            @Override
            public FrameResult stepOutcomes(FrameInput input) {
                return traced.stepOutcomes(input);
            }

            @Override
            public HitAnswer test(HitQuery query) {
                return traced.test(query);
            }
        };
    }
}
