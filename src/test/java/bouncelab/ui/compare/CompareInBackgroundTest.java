package bouncelab.ui.compare;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.BackgroundRunsTestShots;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18/19: the Compare tab's runs of a heavy shot are worked out in the background, each a job of its own (so
 * the pool runs them side by side), and the counts and divergence marks come once the last has landed. The jobs
 * are run by hand here; results land at once on the test's thread.
 */
class CompareInBackgroundTest {
    private final List<Runnable> queued = new ArrayList<>();
    private final RunPlace place = new RunPlace(queued::add, Runnable::run);

    @Test
    void aHeavyShotsRunsAreOneJobEachAndTheCountsWaitForTheLast() {
        Scenario heavy = BackgroundRunsTestShots.wall(20);
        CompareModel m = new CompareModel(DefaultShot.pong(), new Algorithms(), place);
        assertTrue(queued.isEmpty(), "the light shot: at once");
        assertFalse(m.isComputing());
        int revision = m.revisionProperty().get();

        m.setScenario(heavy);
        assertEquals(AlgorithmId.all().size(), queued.size(), "one job a run");
        assertTrue(m.isComputing());
        assertEquals(0.0, m.computingProgressProperty().get());
        for (AlgorithmId id : AlgorithmId.all()) {
            assertTrue(m.run(id).timeline().isPending(), id.fileName());
        }
        assertEquals(PanelCounts.NONE, m.countsAfter(AlgorithmId.SIMPLE, 600), "the Pong shot's counts are gone");
        assertTrue(m.eventFrames().isEmpty());
        int whileComputing = m.revisionProperty().get();
        for (int i = 0; i < queued.size() - 1; i++) {
            queued.get(i).run();
            assertTrue(m.isComputing(), "still waiting for the last run");
            assertEquals(whileComputing, m.revisionProperty().get(), "no counts until every run is in");
        }
        queued.get(queued.size() - 1).run();
        assertFalse(m.isComputing());
        assertEquals(1.0, m.computingProgressProperty().get());
        assertTrue(m.revisionProperty().get() > revision);

        // the same counts and divergences as the runs worked out at once
        CompareModel here = new CompareModel(heavy);
        for (AlgorithmId id : AlgorithmId.all()) {
            assertEquals(here.countsAfter(id, 600), m.countsAfter(id, 600), id.fileName());
            assertEquals(here.firstDivergence(id), m.firstDivergence(id), id.fileName());
        }
        assertEquals(here.eventFrames(), m.eventFrames());
    }

    /** Cancel stops every run: nothing lands later, no counts; "Work the runs out" starts them again. */
    @Test
    void cancelStopsTheRunsAndTheyCanBeWorkedOutAgain() {
        Scenario heavy = BackgroundRunsTestShots.wall(20);
        CompareModel m = new CompareModel(DefaultShot.pong(), new Algorithms(), place);
        m.setScenario(heavy);
        List<Runnable> first = new ArrayList<>(queued);
        queued.clear();
        first.get(0).run(); // one run lands before Cancel
        assertTrue(m.isComputing());

        m.cancelComputing();
        assertFalse(m.isComputing());
        assertTrue(m.isStopped());
        int revision = m.revisionProperty().get();
        first.subList(1, first.size()).forEach(Runnable::run); // the rest finish late: none lands
        assertFalse(m.isComputing());
        assertTrue(m.isStopped());
        assertEquals(revision, m.revisionProperty().get());
        for (AlgorithmId id : AlgorithmId.all()) {
            assertEquals(PanelCounts.NONE, m.countsAfter(id, 600), id.fileName() + ": no counts after Cancel");
        }
        assertTrue(m.run(AlgorithmId.SWEPT).timeline().isPending(), "the shot's start stays shown");

        m.computeAgain();
        assertFalse(m.isStopped());
        assertTrue(m.isComputing());
        assertEquals(AlgorithmId.all().size() - 1, queued.size(), "the runs not yet in are asked for again");
        queued.forEach(Runnable::run);
        assertFalse(m.isComputing());
        CompareModel here = new CompareModel(heavy);
        for (AlgorithmId id : AlgorithmId.all()) {
            assertEquals(here.countsAfter(id, 600), m.countsAfter(id, 600), id.fileName());
        }
    }
}
