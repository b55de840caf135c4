package bouncelab.core.simulation;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A run keeps checkpoints, not every state, and still gives every state and trace exactly as stepped. */
class HistoryTest {
    private static final int K = Run.CHECKPOINT_EVERY;

    /** Breakout with the bottom closed too, so the ball stays in play and keeps breaking bricks. */
    private static Scenario closedBreakout() {
        Scenario s = DeterminismTest.breakout();
        return s.withCourt(new Court(s.court().width(), s.court().height(), EnumSet.allOf(Side.class)));
    }

    @Test
    void everyStateAndTraceIsTheOneSteppedInOrder() {
        Scenario s = closedBreakout();
        List<SimState> stepped = new ArrayList<>(List.of(SimState.initial(s)));
        for (int f = 1; f <= 5 * K; f++) {
            stepped.add(Simulation.step(s, stepped.get(f - 1), AlgorithmClasses.create(AlgorithmId.SWEPT))
                    .state());
        }
        Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.SWEPT));
        Random rnd = new Random(64);
        for (int i = 0; i < 400; i++) {
            int f = rnd.nextInt(5 * K + 1);
            assertEquals(stepped.get(f), run.state(f), "frame " + f);
        }
        for (int f = 5 * K; f >= 1; f--) {
            assertEquals(stepped.get(f), run.state(f), "back to frame " + f);
            assertEquals(
                    Simulation.step(s, stepped.get(f - 1), AlgorithmClasses.create(AlgorithmId.SWEPT))
                            .trace(),
                    run.trace(f));
        }
        assertTrue(stepped.get(5 * K).bricks().size() < 750, "bricks were broken on the way");
    }

    @Test
    void aLongRunKeepsOneStatePerCheckpointAndAFewStretches() {
        Run run = new Run(closedBreakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        int frames = 100 * K;
        run.state(frames);
        assertEquals(frames, run.computed());
        assertTrue(run.statesKept() <= frames / K + 1 + Run.RECENT_STRETCHES * K, "kept " + run.statesKept());
        for (int i = 0; i < 50; i++) {
            run.state(i * 2 * K + 17);
        }
        assertTrue(run.statesKept() <= frames / K + 1 + Run.RECENT_STRETCHES * K, "kept " + run.statesKept());
    }

    @Test
    void steppingBackAfterAJumpReplaysAtMostOneStretch() {
        Run run = new Run(closedBreakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        run.state(10 * K);
        SimState at = run.state(7 * K + 40);
        for (int f = 7 * K + 39; f >= 7 * K; f--) {
            assertEquals(f, run.state(f).frame());
        }
        assertSame(at, run.state(7 * K + 40), "the stretch is kept, not replayed again");
    }

    @Test
    void framesBeforeTheStartDoNotExist() {
        Run run = new Run(closedBreakout(), AlgorithmClasses.create(AlgorithmId.SWEPT));
        assertThrows(IllegalArgumentException.class, () -> run.state(-1));
        assertThrows(IllegalArgumentException.class, () -> run.trace(0));
    }
}
