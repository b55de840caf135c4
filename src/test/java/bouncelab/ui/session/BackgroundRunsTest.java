package bouncelab.ui.session;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.TurnWaiters;
import bouncelab.ui.common.Turns;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18: a heavy shot's run is worked out off the FX thread. Here the "background" is a queue the test runs by
 * hand, and results land at once on the test's thread, so every step is deterministic: what is shown while a run
 * computes, that only the last request lands, that Cancel goes back, and that a light shot is still worked out at
 * once.
 */
class BackgroundRunsTest {
    /** Jobs handed to the background, run when the test says. */
    private final List<Runnable> queued = new ArrayList<>();

    private final RunPlace place = new RunPlace(queued::add, Runnable::run);

    /** A Breakout wall of {@code cols} × 10 bricks with a paddle: {@code cols} × 10 + 1 objects. */
    static Scenario wall(int cols) {
        BrickGrid grid = new BrickGrid(10, 40, cols, 10, 20, 8, 2);
        double w = grid.bounds().right() + 10;
        double h = grid.bounds().bottom() + 300;
        Ball ball = new Ball(w / 2, h - 60, 5, 180, -240);
        Paddle paddle = new Paddle("paddle", new Rect(w / 2 - 50, h - 30, 100, 10));
        return new Scenario(
                Court.closed(w, h), 1.0 / 60, ball, List.of(paddle), List.of(), grid, Rules.DEFAULT, AlgorithmId.SWEPT);
    }

    private void runQueued() {
        List<Runnable> now = new ArrayList<>(queued);
        queued.clear();
        now.forEach(Runnable::run);
    }

    @Test
    void theWorkEstimateIsObjectsTimesFramesTimesPassesAndDecidesWhereARunIsMade() {
        // Pong: 2 paddles, 40 px a frame in a court 500 high: one pass
        assertEquals(2L * PlaybackModel.HORIZON, RunPlace.work(DefaultShot.pong()));
        assertEquals(11L * PlaybackModel.HORIZON, RunPlace.work(wall(1)), "11 objects, 5 px a frame");
        Scenario fast = wall(1).withBall(wall(1).ball().withVelocity(new Vec2(6_000, 0)));
        assertEquals(40, fast.court().width());
        assertEquals(11L * PlaybackModel.HORIZON * 3, RunPlace.work(fast), "100 px a frame in a court 40 wide");
        assertFalse(place.elsewhere(DefaultShot.pong()), "at once");
        assertFalse(place.elsewhere(wall(1)), "11 objects: at once");
        assertTrue(place.elsewhere(fast), "the same, fast: elsewhere");
        assertTrue(place.elsewhere(wall(2)), "21 objects: elsewhere");
        assertFalse(RunPlace.HERE.elsewhere(wall(100)), "render and pictures: always at once");
    }

    /**
     * A run whose frames record more working than the window's budget is refused, not worked out to the end: a
     * speed typed too high among bricks had run the window out of memory. The heaviest shot a file may hold with
     * its ball at 10^9 px/s (swept-exact's 600 frames record about two million steps of working) is stopped and
     * says so; the next shot asked for runs as before.
     */
    @Test
    void aRunPastTheBudgetIsRefusedNotWorkedOutToTheEnd() throws java.io.IOException {
        Scenario heaviest;
        try (var in = getClass().getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            heaviest = bouncelab.io.scenario.ScenarioLoader.parse(
                    new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8)
                            .replace("\"vx\": 9000, \"vy\": -12000", "\"vx\": 1000000000, \"vy\": -700000000"),
                    "heaviest.json");
        }
        assertEquals(1e9, heaviest.ball().vx());
        PlaybackModel m = new PlaybackModel(heaviest.withAlgorithm(AlgorithmId.SWEPT_EXACT), new Algorithms(), place);
        assertTrue(m.isComputing());
        runQueued();
        assertTrue(m.tooMuchWorkProperty().get());
        assertTrue(m.isStopped());
        assertFalse(m.isComputing());
        assertEquals(0, m.timeline().frames(), "nothing kept of it");
        m.edit(wall(2));
        assertFalse(m.tooMuchWorkProperty().get(), "a new shot is asked for afresh");
        runQueued();
        assertEquals(PlaybackModel.HORIZON, m.timeline().frames());
    }

    @Test
    void aLightShotIsStillWorkedOutAtOnce() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong(), new Algorithms(), place);
        m.jumpTo(40);
        m.setAlgorithm(AlgorithmId.SIMPLE);
        assertTrue(queued.isEmpty());
        assertFalse(m.isComputing());
        assertEquals("simple", m.currentTrace().algorithm());
    }

    @Test
    void switchingAlgorithmKeepsTheFrameAndShowsTheLastRunUntilTheNewOneLands() {
        Scenario heavy = wall(20);
        PlaybackModel m = new PlaybackModel(heavy, new Algorithms(), place);
        runQueued(); // the first run
        assertFalse(m.isComputing());
        m.jumpTo(120);
        ComputedFrames swept = m.timeline();

        m.setAlgorithm(AlgorithmId.SIMPLE);
        assertTrue(m.isComputing());
        assertTrue(m.canCancelComputing());
        assertSame(swept, m.timeline(), "the swept run stays shown meanwhile");
        assertEquals(
                "swept · Bounce Lab's own (until simple is worked out)",
                m.runName(),
                "the working is titled with the run whose numbers it shows");
        assertEquals(120, m.frame());
        m.setAlgorithm(AlgorithmId.PYTHAGORAS); // switched twice quickly
        assertEquals(2, queued.size());
        runQueued(); // the first is dropped (it stops at once), the second lands

        assertFalse(m.isComputing());
        assertEquals(1.0, m.computingProgressProperty().get());
        assertEquals(120, m.frame(), "same frame, the other algorithm");
        assertEquals("pythagoras", m.currentTrace().algorithm());
        assertEquals("pythagoras · Bounce Lab's own", m.runName());
        SimState fresh = new Run(heavy, AlgorithmClasses.create(AlgorithmId.PYTHAGORAS)).state(120);
        assertEquals(fresh, m.currentState());
    }

    @Test
    void aStaleRunThatFinishesLateNeverLands() {
        List<Runnable> landing = new ArrayList<>();
        List<Runnable> work = new ArrayList<>();
        PlaybackModel m = new PlaybackModel(wall(20), new Algorithms(), new RunPlace(work::add, landing::add));
        work.remove(0).run();
        landing.forEach(Runnable::run);
        landing.clear();
        m.setAlgorithm(AlgorithmId.SIMPLE);
        Runnable simple = work.remove(0);
        simple.run(); // finished, its result waiting for the FX thread...
        m.setAlgorithm(AlgorithmId.INTERSECTION_CENTRE); // ...when another was asked for
        landing.forEach(Runnable::run);
        landing.clear();
        assertTrue(m.isComputing());
        assertEquals("swept", m.timeline().trace(1).algorithm(), "the simple run did not land");
        work.remove(0).run();
        landing.forEach(Runnable::run);
        assertEquals("intersection-centre", m.timeline().trace(1).algorithm());
    }

    @Test
    void aNewShotShowsItsStartWhileItsFramesAreComputed() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong(), new Algorithms(), place);
        m.jumpTo(30);
        Scenario heavy = wall(20);
        m.setScenario(heavy);
        assertTrue(m.isComputing());
        assertFalse(m.canCancelComputing(), "no run of this shot to go back to");
        assertTrue(m.timeline().isPending());
        assertEquals(0, m.frame());
        assertEquals(SimState.initial(heavy), m.currentState());
        m.jumpTo(10); // stepping meanwhile draws the start, never another shot's run
        assertNull(m.currentTrace());
        assertEquals(SimState.initial(heavy), m.currentState());
        assertTrue(m.eventFrames().isEmpty());
        runQueued();
        assertFalse(m.timeline().isPending());
        assertEquals(10, m.currentTrace().frame());
    }

    @Test
    void cancelGoesBackToTheAlgorithmShownAndDropsTheRun() {
        PlaybackModel m = new PlaybackModel(wall(20), new Algorithms(), place);
        runQueued();
        m.jumpTo(50);
        ComputedFrames shown = m.timeline();
        m.setAlgorithm(AlgorithmId.SIMPLE);
        assertTrue(m.cancellableProperty().get());
        assertTrue(m.cancelComputing());
        assertEquals(AlgorithmId.SWEPT, m.algorithm());
        assertFalse(m.isComputing());
        assertFalse(m.cancellableProperty().get());
        assertSame(shown, m.timeline());
        assertEquals(50, m.frame());
        runQueued(); // the cancelled run stops and lands nothing
        assertSame(shown, m.timeline());
        assertEquals(AlgorithmId.SWEPT, m.algorithm());
        assertFalse(m.cancelComputing(), "nothing left to cancel");
    }

    @Test
    void switchingBackToTheRunShownNeedsNoNewRun() {
        PlaybackModel m = new PlaybackModel(wall(20), new Algorithms(), place);
        runQueued();
        ComputedFrames swept = m.timeline();
        m.setAlgorithm(AlgorithmId.SIMPLE);
        m.setAlgorithm(AlgorithmId.SWEPT);
        assertFalse(m.isComputing());
        assertSame(swept, m.timeline());
        runQueued(); // the simple run stops and lands nothing
        assertSame(swept, m.timeline());
        assertEquals(AlgorithmId.SWEPT, m.algorithm());
    }

    @Test
    void progressIsReportedAsTheFramesAreWorkedOut() {
        List<Double> seen = new ArrayList<>();
        PlaybackModel m = new PlaybackModel(wall(20), new Algorithms(), place);
        m.computingProgressProperty().addListener((o, was, now) -> seen.add(now.doubleValue()));
        runQueued();
        assertEquals(PlaybackModel.HORIZON / 30, seen.size(), seen.toString());
        assertEquals(0.05, seen.get(0), 1e-9);
        assertEquals(1.0, seen.get(seen.size() - 1));
    }

    /** A new heavy shot has no earlier run to go back to: Cancel stops it; choosing the algorithm again resumes. */
    @Test
    void aNewShotsRunCanBeStoppedAndWorkedOutAgain() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong(), new Algorithms(), place);
        m.setScenario(wall(20));
        assertTrue(m.isComputing());
        assertFalse(m.canCancelComputing(), "nothing of this shot to go back to");
        List<Runnable> first = new ArrayList<>(queued);
        queued.clear();

        m.stopComputing();
        assertFalse(m.isComputing());
        assertTrue(m.isStopped());
        assertTrue(m.timeline().isPending(), "the shot's start stays");
        first.forEach(Runnable::run); // the stopped job ends late: nothing lands
        assertTrue(m.timeline().isPending());

        m.setAlgorithm(m.algorithm()); // chosen again
        assertFalse(m.isStopped());
        assertTrue(m.isComputing());
        runQueued();
        assertFalse(m.isComputing());
        assertFalse(m.timeline().isPending());
        assertEquals(
                new Run(wall(20), AlgorithmClasses.create(m.algorithm())).state(60),
                m.timeline().state(60));
    }

    @Test
    void aHeavyRunWaitsForATurnWhileOtherHeavyWorkHoldsTheCores() throws Exception {
        // the window's heavy work takes turns at its cores: a run asked while a sweep holds them all waits
        List<Runnable> work = new ArrayList<>();
        List<Runnable> landing = new CopyOnWriteArrayList<>();
        PlaybackModel m = new PlaybackModel(wall(20), new Algorithms(), new RunPlace(work::add, landing::add));
        Thread worker = new Thread(work.remove(0), "heavy-run-under-test");
        worker.setDaemon(true);
        Turns.WINDOW.taking(Background.threads(), turn -> {
            worker.start();
            TurnWaiters.waitUntilAThreadWaitsForATurn(worker.getName(), Set.of());
            assertTrue(landing.isEmpty(), "nothing worked out while the cores are taken");
            return null;
        });
        worker.join(TimeUnit.SECONDS.toMillis(60));
        assertFalse(worker.isAlive(), "worked out once the cores were free");
        landing.forEach(Runnable::run);
        assertFalse(m.isComputing());
        assertEquals(
                new Run(wall(20), AlgorithmClasses.create(m.algorithm())).state(60),
                m.timeline().state(60));
    }
}
