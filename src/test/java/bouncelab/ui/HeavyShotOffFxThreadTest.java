package bouncelab.ui;

import bouncelab.core.algorithm.Asked;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.compare.CompareModel;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18/19: the heaviest shot the loader accepts (1,000 objects: 999 bricks and a paddle, a ball fast enough to
 * come close to the work budget), opened in the window as the app runs it, switched to another algorithm, and shown
 * on the Compare tab. Not a stopwatch: every algorithm the window makes is watched, and no step of any run may be
 * taken on the FX thread; the runs still arrive and are shown, with "computing frames…" while they are made.
 */
@ExtendWith(ApplicationExtension.class)
class HeavyShotOffFxThreadTest {
    private MainWindow window;
    /** Algorithm calls made on the FX thread, and on any other thread. */
    private final AtomicInteger onFx = new AtomicInteger();

    private final AtomicInteger elsewhere = new AtomicInteger();
    private final Set<String> threads = ConcurrentHashMap.newKeySet();

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        window.model().setRunPlace(RunPlace.background()); // as BounceLabApp does
        window.model().algorithms().watchEach(a -> Asked.telling(a, this::seen));
        ShownWindow.show(stage, window.createScene(1280, 720));
    }

    /**
     * The heaviest accepted (also what bench/heavy-jobs.sh times): the most objects a file may hold, a ball at 250 px
     * a frame among them, its six runs just inside the work budget (300 px a frame is refused).
     */
    static String heaviestShot() throws IOException {
        try (var in = HeavyShotOffFxThreadTest.class.getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void theHeaviestShotIsOpenedSwitchedAndComparedWithNoStepOnTheFxThread(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("heaviest.json");
        Files.writeString(file, heaviestShot());
        var shot = ScenarioLoader.parse(heaviestShot(), "heaviest.json");
        assertEquals(
                ShotLimits.MAX_OBJECTS,
                shot.paddles().size()
                        + shot.brickGrid().cols() * shot.brickGrid().rows());
        assertTrue(WorkBudget.fits(WorkBudget.window(shot, AlgorithmId.SWEPT)), "the loader and Open accept it");
        assertTrue(RunPlace.background().elsewhere(shot));

        // opened: read off the FX thread (as before), its run made off it too
        ShownWindow.fx(() -> window.files().openInBackground(file));
        waitOnFx(() -> window.model().scenario().court().width() == 760
                && !window.model().isComputing());
        assertFalse(window.model().timeline().isPending());
        int first = elsewhere.get();
        assertTrue(first > 0, "the run was made");

        // switched at frame 200: computing at first, the frame kept, then the other algorithm's frame shown
        ShownWindow.fx(() -> window.model().jumpTo(200));
        boolean[] seen = new boolean[2];
        WaitForAsyncUtils.asyncFx(() -> {
                    window.model().setAlgorithm(AlgorithmId.SIMPLE);
                    seen[0] = window.model().isComputing();
                    seen[1] = window.step().computingBadge().isVisible()
                            && window.step().computingBadge().cancel().isVisible();
                })
                .get();
        assertTrue(seen[0], "the simple run is made elsewhere");
        assertTrue(seen[1], "computing frames… with Cancel is shown");
        waitOnFx(() -> !window.model().isComputing());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(200, window.model().frame());
        assertEquals("simple", window.model().currentTrace().algorithm());
        assertFalse(window.step().computingBadge().isVisible());
        assertTrue(elsewhere.get() > first);

        // the Compare tab: five runs made elsewhere, then the counts
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(1));
        CompareView compare =
                (CompareView) LazyTab.unwrap(window.tabs().getTabs().get(1).getUserData());
        CompareModel m = compare.model();
        waitOnFx(() -> m.scenario().court().width() == 760 && !m.isComputing());
        WaitForAsyncUtils.waitForFxEvents();
        for (AlgorithmId id : AlgorithmId.all()) {
            assertFalse(m.run(id).timeline().isPending(), id.fileName());
            assertEquals(600, m.run(id).timeline().frames(), id.fileName());
        }
        assertFalse(compare.computingBadge().isVisible());

        assertEquals(0, onFx.get(), "steps taken on the FX thread; threads seen: " + threads);
        assertFalse(threads.contains("JavaFX Application Thread"), threads.toString());
    }

    /** Waits until {@code done}, asked on the FX thread (the state it reads is changed there, a field at a time). */
    private static void waitOnFx(Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(
                120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(done).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void seen() {
        threads.add(Thread.currentThread().getName());
        (Platform.isFxApplicationThread() ? onFx : elsewhere).incrementAndGet();
    }
}
