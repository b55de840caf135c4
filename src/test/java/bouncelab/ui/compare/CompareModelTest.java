package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.student.Sources;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.ShotEditor;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The compare view's model without a window, on the Pong shot (a ball at 40 px a frame at a 12 px paddle): every
 * run at the same frame, each showing what a run of its own algorithm shows there, and re-run together after an
 * edit made through any of them.
 */
class CompareModelTest {
    private final Scenario pong = DefaultShot.pong();

    /** Each run shows, at the model's frame, the state a fresh run of its algorithm has there. */
    private static void assertLockstep(CompareModel m, int frame) {
        assertEquals(frame, m.frame());
        for (AlgorithmId id : AlgorithmId.all()) {
            assertEquals(frame, m.run(id).frame(), id.fileName());
            Run fresh = new Run(m.scenario(), AlgorithmClasses.create(id));
            assertEquals(fresh.state(frame), m.run(id).currentState(), id.fileName() + " at frame " + frame);
        }
    }

    @Test
    void stepsAndStepsBackEveryRunTogether() {
        CompareModel m = new CompareModel(pong);
        for (int i = 0; i < 20; i++) {
            m.stepForward();
        }
        assertLockstep(m, 20);
        for (int i = 0; i < 7; i++) {
            m.stepBack();
        }
        assertLockstep(m, 13);
        m.jumpTo(47);
        assertLockstep(m, 47);
        m.toStart();
        assertLockstep(m, 0);
    }

    @Test
    void anEditThroughOneRunIsTheShotForAllAndStartsThemAgain() {
        CompareModel m = new CompareModel(pong);
        m.jumpTo(30);
        Scenario moved = ShotEditor.moveBall(pong, new Vec2(300, 260));
        m.run(AlgorithmId.INTERSECTION_CENTRE).setScenario(moved); // as the panel's court does when dragged
        assertSame(moved, m.scenario());
        for (AlgorithmId id : AlgorithmId.all()) {
            assertSame(moved, m.run(id).scenario(), id.fileName());
        }
        assertLockstep(m, 0);
        m.jumpTo(25);
        assertLockstep(m, 25);
        assertEquals(300, m.run(AlgorithmId.SIMPLE).timeline().state(0).ball().x());
    }

    @Test
    void theDiscreteTestsPartFromSweptExactAtTheTunnelAndSweptAtItsPhantomCorner() {
        CompareModel m = new CompareModel(pong);
        assertEquals(OptionalInt.of(14), m.firstDivergence(AlgorithmId.SIMPLE));
        assertEquals(OptionalInt.of(14), m.firstDivergence(AlgorithmId.PYTHAGORAS));
        assertEquals(OptionalInt.of(14), m.firstDivergence(AlgorithmId.INTERSECTION_CENTRE));
        assertEquals(OptionalInt.of(47), m.firstDivergence(AlgorithmId.SWEPT));
        assertEquals(OptionalInt.empty(), m.firstDivergence(AlgorithmId.SWEPT_EXACT));
        // checked against the runs themselves: the same ball up to frame 13, another at the end of frame 14
        Run simple = new Run(pong, AlgorithmClasses.create(AlgorithmId.SIMPLE));
        Run exact = new Run(pong, AlgorithmClasses.create(AlgorithmId.SWEPT_EXACT));
        assertEquals(exact.state(13).ball().centre(), simple.state(13).ball().centre());
        assertNotEquals(exact.state(14).ball().vx(), simple.state(14).ball().vx());
    }

    @Test
    void badgesCountWhatEachRunHasDoneSoFar() {
        CompareModel m = new CompareModel(pong);
        m.jumpTo(13);
        assertEquals(PanelCounts.NONE, m.counts(AlgorithmId.SIMPLE));
        m.jumpTo(14);
        // the discrete tests tunnel through the right paddle in frame 14; the swept ones bounce off it
        assertEquals(new PanelCounts(0, 0, 1, 0, 0), m.counts(AlgorithmId.SIMPLE));
        assertEquals(new PanelCounts(1, 1, 0, 0, 0), m.counts(AlgorithmId.SWEPT_EXACT));
        m.jumpTo(47);
        assertEquals(new PanelCounts(0, 0, 1, 0, 1), m.counts(AlgorithmId.PYTHAGORAS));
        assertEquals(new PanelCounts(3, 3, 0, 1, 0), m.counts(AlgorithmId.SWEPT));
        assertEquals(new PanelCounts(3, 3, 0, 0, 0), m.counts(AlgorithmId.SWEPT_EXACT));
    }

    @Test
    void nextEventVisitsEveryRunsEventsAndDivergences() {
        CompareModel m = new CompareModel(pong);
        m.nextEvent();
        assertEquals(14, m.frame());
        m.nextEvent();
        assertEquals(15, m.frame()); // the discrete balls go out
        m.nextEvent();
        assertEquals(30, m.frame()); // the swept tests bounce off the left paddle
        m.nextEvent();
        assertEquals(47, m.frame()); // swept's phantom corner, where it parts from swept-exact
        m.nextEvent();
        assertEquals(52, m.frame()); // swept-exact's bounce, where swept's ball no longer is
        m.previousEvent();
        m.previousEvent();
        assertEquals(30, m.frame());
    }

    /**
     * Hidden (the view made ahead, or another tab shown), a test compiled anew waits: no run of it, no new panels.
     * Shown again, its run is made, with the others kept.
     */
    @Test
    void whileHiddenANewTestWaitsAndShownAgainItsRunIsMade() {
        Algorithms algorithms = new Algorithms();
        CompareModel m = new CompareModel(pong, algorithms);
        PlaybackModel swept = m.run(AlgorithmId.SWEPT);
        int runSet = m.runSetProperty().get();
        m.setActive(false);
        algorithms.setYours(Sources.ready("slides.pde"));
        assertFalse(m.algorithms().contains(AlgorithmId.YOURS), "no run of it while hidden");
        assertEquals(runSet, m.runSetProperty().get(), "and no new set of runs for the view to show");
        m.setActive(true);
        assertTrue(m.algorithms().contains(AlgorithmId.YOURS), m.algorithms()::toString);
        assertEquals(runSet + 1, m.runSetProperty().get());
        assertSame(swept, m.run(AlgorithmId.SWEPT), "the others' runs kept");
        m.setActive(false);
        m.setActive(true);
        assertEquals(runSet + 1, m.runSetProperty().get(), "nothing changed meanwhile: nothing made again");
    }
}
