package bouncelab.core.algorithm;

import bouncelab.core.choice.AlgorithmId;

/** An algorithm that tells a test each time it is asked for a frame or a test, on the thread that asks. */
public final class Asked {
    private Asked() {}

    /** {@code a}, running {@code told} before each of its frames and tests, on the asking thread. */
    public static CollisionAlgorithm telling(CollisionAlgorithm a, Runnable told) {
        return new CollisionAlgorithm() {
            @Override
            public AlgorithmId id() {
                return a.id();
            }

            @Override
            public FrameResult step(FrameInput input) {
                told.run();
                return a.step(input);
            }

            @Override
            public FrameResult stepOutcomes(FrameInput input) {
                told.run();
                return a.stepOutcomes(input);
            }

            @Override
            public HitAnswer test(HitQuery query) {
                told.run();
                return a.test(query);
            }
        };
    }
}
