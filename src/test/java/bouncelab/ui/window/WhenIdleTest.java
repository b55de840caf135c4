package bouncelab.ui.window;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.sweep.SweepView;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.yours.YoursView;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.fxmisc.richtext.CodeArea;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Work done once the window has been left alone a moment: not while keys or the pointer keep coming; and the app's
 * Your test view, made that way before the tab is first opened, is the one the tab then shows.
 */
@ExtendWith(ApplicationExtension.class)
class WhenIdleTest {
    private Stage stage;

    /** Whether every later view was made when the work asked for after them ran (the app's class archive). */
    private final CompletableFuture<Boolean> viewsMadeWhenLastRan = new CompletableFuture<>();

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void theMomentStartsAgainWithEachInput() {
        long[] now = {0};
        WhenIdle idle = new WhenIdle(() -> now[0]);
        now[0] = WhenIdle.QUIET_NANOS / 2;
        assertTrue(idle.waitNanos() > 0, "half a moment left alone is not yet idle");
        idle.input(); // a key
        now[0] += WhenIdle.QUIET_NANOS * 3 / 4;
        assertEquals(WhenIdle.QUIET_NANOS / 4, idle.waitNanos(), "counted from the last input, not the first");
        now[0] += WhenIdle.QUIET_NANOS / 4;
        assertFalse(idle.waitNanos() > 0, "a whole moment without input: now");
    }

    @Test
    void theAppsYourTestViewIsMadeBeforeTheTabIsOpenedAndIsTheOneItShows() {
        MainWindow window = shownMakingViewsAhead();
        LazyTab lazy = ShownWindow.onFx(() -> Windows.yoursTab(window).orElseThrow());
        Tab yours = ShownWindow.onFx(() -> window.tabs().getTabs().stream()
                .filter(t -> t.getUserData() == lazy)
                .findFirst()
                .orElseThrow());
        ShownWindow.waitOnFx("the view made while the window is left alone", lazy::isMade);
        String opened = "boolean hitPaddle(Paddle paddle, Ball ball) { return true; }\n";
        ShownWindow.fx(() -> {
            assertFalse(yours.isSelected(), "made without the tab being opened");
            YoursView made = (YoursView) LazyTab.unwrap(lazy);
            assertSame(made, yours.getContent(), "already in its tab");
            CodeArea editor = (CodeArea) made.lookup("#yours-editor");
            String starter = editor.getText();
            assertFalse(starter.isBlank(), "the starter test in its editor");
            // a shot opened with its test while the tab is hidden: the editor takes it when the tab is shown
            made.model().sourceProperty().set(opened);
            assertEquals(starter, editor.getText(), "not coloured while nobody can see it");
            window.tabs().getSelectionModel().select(yours);
            assertSame(made, yours.getContent(), "the tab shows the view made ahead");
            assertEquals(opened, editor.getText(), "the shot's test, once shown");
        });
    }

    /**
     * The Speed sweep's and Compare's views are made ahead too, each in a quiet moment of its own: the sweep does not
     * run before its tab is opened, and Compare, made on the shot of that moment, shows the shot the Step tab holds
     * when it is opened.
     */
    @Test
    void theSweepAndCompareAreMadeAheadTooAndCompareShowsTheShotOfItsFirstOpening() throws Exception {
        MainWindow window = shownMakingViewsAhead();
        LazyTab sweep =
                ShownWindow.onFx(() -> Windows.tab(window, SweepView.class).orElseThrow());
        LazyTab compare =
                ShownWindow.onFx(() -> Windows.tab(window, CompareView.class).orElseThrow());
        ShownWindow.waitOnFx(
                "the sweep and Compare made while the window is left alone",
                () -> sweep.isMade()
                        && compare.isMade()
                        && Windows.yoursTab(window).orElseThrow().isMade());
        ShownWindow.fx(() -> {
            assertNull(((SweepView) LazyTab.unwrap(sweep)).model().result(), "the sweep runs when first shown");
            var b = window.model().scenario().ball();
            window.model().setScenario(window.model().scenario().withBall(b.withRadius(b.radius() + 4)));
            CompareView made = (CompareView) LazyTab.unwrap(compare);
            Tab tab = window.tabs().getTabs().stream()
                    .filter(t -> t.getUserData() == compare)
                    .findFirst()
                    .orElseThrow();
            window.tabs().getSelectionModel().select(tab);
            assertSame(made, tab.getContent(), "the tab shows the view made ahead");
            assertEquals(window.model().scenario(), made.model().scenario(), "the shot of the Step tab, now");
        });
        assertTrue(
                viewsMadeWhenLastRan.get(10, TimeUnit.SECONDS),
                "what comes last (the app's class archive) runs once every view is made, in a quiet moment of its own");
    }

    /** The app's window, shown, its later tabs' views to be made when it is left alone, as BounceLabApp asks. */
    private MainWindow shownMakingViewsAhead() {
        return ShownWindow.onFx(() -> {
            MainWindow w = Windows.full(DefaultShot.pong(), stage);
            ShownWindow.show(stage, w.createScene(1280, 800));
            Windows.makeViewsAheadWhenIdle(
                    stage,
                    w,
                    () -> viewsMadeWhenLastRan.complete(Windows.yoursTab(w)
                                    .orElseThrow()
                                    .isMade()
                            && Windows.tab(w, SweepView.class).orElseThrow().isMade()
                            && Windows.tab(w, CompareView.class).orElseThrow().isMade()));
            return w;
        });
    }
}
