package bouncelab.core.simulation;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** The two kinds of run are one frame history to their callers. */
class FrameHistoryTest {

    private static List<FrameHistory> both(Scenario s, CollisionAlgorithm a) {
        return List.of(new Run(s, a), new ScriptedRun(s, a, List.of()));
    }

    @Test
    void aScriptedRunWithoutAScriptIsTheRunFrameForFrame() {
        Scenario s = DeterminismTest.breakout();
        CollisionAlgorithm swept = AlgorithmClasses.create(AlgorithmId.SWEPT);
        FrameHistory run = new Run(s, swept);
        FrameHistory scripted = new ScriptedRun(s, swept, List.of());
        int last = 3 * Run.CHECKPOINT_EVERY;
        assertEquals(run.state(0), scripted.state(0));
        for (int f = 1; f <= last; f++) {
            assertEquals(run.trace(f), scripted.trace(f), "trace of frame " + f);
            assertEquals(run.state(f), scripted.state(f), "state after frame " + f);
        }
        assertEquals(last, run.computed());
        assertEquals(last, scripted.computed());
    }

    @Test
    void eachHoldsItsShotAndAlgorithmAndWorksOutOnlyWhatIsAskedFor() {
        Scenario s = DeterminismTest.breakout();
        CollisionAlgorithm simple = AlgorithmClasses.create(AlgorithmId.SIMPLE);
        for (FrameHistory h : both(s, simple)) {
            String kind = h.getClass().getSimpleName();
            assertSame(s, h.scenario(), kind);
            assertSame(simple, h.algorithm(), kind);
            assertEquals(0, h.computed(), kind + ": nothing yet");
            h.trace(10);
            assertEquals(9, h.computed(), kind + ": a trace is worked out from the state before it");
            h.state(3);
            assertEquals(9, h.computed(), kind + ": looking back works nothing more out");
            h.state(75);
            assertEquals(75, h.computed(), kind);
        }
    }
}
