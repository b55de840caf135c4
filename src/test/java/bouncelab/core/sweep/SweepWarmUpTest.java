package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.choice.AlgorithmId;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The warm-up a command-line sweep begins with: it steps every algorithm's frame, ends, and changes no result. */
class SweepWarmUpTest {

    @Test
    void itStepsEveryAlgorithmsOwnFrameTraceFree() {
        Map<AlgorithmId, int[]> frames = new LinkedHashMap<>();
        SweepWarmUp.run(id -> counted(AlgorithmClasses.create(id), frames.computeIfAbsent(id, k -> new int[2])), 40);
        assertEquals(AlgorithmId.all().size(), frames.size(), frames.keySet().toString());
        frames.forEach((id, n) -> {
            assertTrue(n[0] >= 40, id + ": " + n[0] + " trace-free frames for 40 shots");
            assertEquals(0, n[1], id + ": the sweep's frames build no trace, and neither does its warm-up");
        });
    }

    @Test
    void aSweepAfterItIsTheSweepWithout() {
        SweepSpec spec = SweepSpec.DEFAULT.withSpeeds(1, 60, 7).withShots(200);
        SweepResult before = SpeedSweep.run(spec);
        SweepWarmUp.run(AlgorithmClasses::create, SweepWarmUp.SHOTS);
        assertEquals(before, SpeedSweep.run(spec));
    }

    @Test
    void itRunsOnAThreadThatNeverHoldsJavaOpenAndEnds() throws Exception {
        Thread warm = SweepWarmUp.begin();
        assertTrue(warm.isDaemon(), "a sweep that fails at once must not wait for its warm-up");
        warm.join(60_000);
        assertFalse(warm.isAlive(), "still warming up after a minute");
    }

    /** {@code a}, counting its trace-free frames in {@code n[0]} and its traced ones in {@code n[1]}. */
    private static CollisionAlgorithm counted(CollisionAlgorithm a, int[] n) {
        return new CollisionAlgorithm() {
            @Override
            public AlgorithmId id() {
                return a.id();
            }

            @Override
            public FrameResult step(FrameInput in) {
                n[1]++;
                return a.step(in);
            }

            @Override
            public FrameResult stepOutcomes(FrameInput in) {
                n[0]++;
                return a.stepOutcomes(in);
            }

            @Override
            public HitAnswer test(HitQuery q) {
                return a.test(q);
            }
        };
    }
}
