package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.Asked;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A sweep told as it goes: each speed once, the rows so far the finished result's, and a cancel gives nothing. */
class SpeedSweepProgressTest {
    private static final SweepSpec SPEC = new SweepSpec(6, 10, 2, 40, 2, 100, 5, 10, AlgorithmId.all());

    @Test
    void progressShowsEverySpeedOnceWithTheRowsOfTheFinishedResult() {
        List<SweepResult> parts = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        SweepResult whole = SpeedSweep.run(
                        SPEC,
                        (soFar, done, total) -> {
                            parts.add(soFar);
                            counts.add(done);
                            assertEquals(SPEC.speeds().size(), total);
                        },
                        () -> false)
                .orElseThrow();
        assertEquals(SpeedSweep.run(SPEC), whole);
        int n = SPEC.speeds().size();
        assertEquals(n, parts.size());
        for (int k = 0; k < n; k++) {
            assertEquals(k + 1, counts.get(k));
            SweepResult part = parts.get(k);
            assertEquals((k + 1) * SPEC.algorithms().size(), part.rows().size());
            // the rows so far are the whole result's, in its order, less the speeds not done yet
            Set<Double> done = new HashSet<>();
            part.rows().forEach(r -> done.add(r.speed()));
            assertEquals(
                    whole.rows().stream().filter(r -> done.contains(r.speed())).toList(), part.rows());
        }
        assertEquals(whole, parts.get(n - 1));
    }

    @Test
    void onOneThreadTheSweepIsTheSameAndAsksFromThatThreadAlone() {
        Set<Thread> asking = ConcurrentHashMap.newKeySet();
        CollisionAlgorithm simple = AlgorithmClasses.create(AlgorithmId.SIMPLE);
        CollisionAlgorithm watched = Asked.telling(simple, () -> asking.add(Thread.currentThread()));
        assertEquals(SpeedSweep.rows(SPEC, simple), SpeedSweep.rows(SPEC, watched, 1));
        assertEquals(1, asking.size(), "threads that asked: " + asking);
        assertEquals(
                SpeedSweep.run(SPEC),
                SpeedSweep.run(SPEC, AlgorithmClasses::create, SpeedSweep.Progress.NONE, () -> false, 1)
                        .orElseThrow());
    }

    @Test
    void aCancelledSweepStopsAndGivesNothing() {
        AtomicInteger told = new AtomicInteger();
        Optional<SweepResult> r =
                SpeedSweep.run(SPEC, (soFar, done, total) -> told.incrementAndGet(), () -> told.get() >= 3);
        assertTrue(r.isEmpty());
        assertTrue(told.get() < SPEC.speeds().size(), "stopped early: " + told.get());
    }
}
