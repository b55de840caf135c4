package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.prefs.FontSize;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.compare.CompareLayout;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31: Compare presented (F5) on a 1024 × 768 projector, read from the back row. Z zooms the court onto the
 * working, as Help says and as on Step; G's side-by-side courts stay large enough to read; the bar's words, the
 * legend and the lanes' names are at the presenting type's 24 px.
 */
@ExtendWith(ApplicationExtension.class)
class PresentedCompareReadableTest {
    private static final int W = 1024;
    private static final int H = 768;

    @Start
    void start(Stage stage) {}

    private static MainWindow presentingCompare(int frame) {
        return presentingCompare(W, H, frame);
    }

    static MainWindow presentingCompare(int width, int height, int frame) {
        MainWindow window = ShownWindow.laidOutAt(width, height, FontSize.DEFAULT);
        var shot = ScenarioLoader.load(Path.of("lessons/06-tunnelling/scenario.json"));
        ShownWindow.fx(() -> window.model().edit(shot));
        Tab tab = window.tabs().getTabs().stream()
                .filter(t -> "tab-compare".equals(t.getId()))
                .findFirst()
                .orElseThrow();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(tab));
        CompareView compare = (CompareView) ((LazyTab) tab.getUserData()).view();
        ShownWindow.waitOnFx("the runs worked out", () -> !compare.model().isComputing());
        ShownWindow.fx(() -> compare.model().jumpTo(frame));
        ShownWindow.fx(window::togglePresentation);
        ShownWindow.layOut(window, width, height);
        return window;
    }

    static CompareView compare(MainWindow window) {
        return (CompareView) ((LazyTab) window.tabs().getTabs().stream()
                        .filter(t -> "tab-compare".equals(t.getId()))
                        .findFirst()
                        .orElseThrow()
                        .getUserData())
                .view();
    }

    static void press(Node target, KeyCode code) {
        ShownWindow.fx(() ->
                Event.fireEvent(target, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false)));
    }

    @Test
    void zZoomsTheCourtOntoTheWorkingWithEveryBallInIt() {
        MainWindow window = presentingCompare(10);
        CompareView compare = compare(window);
        CourtView court = compare.overlayCourt();
        double fitted = court.viewport().scale();
        press(court, KeyCode.Z);
        ShownWindow.layOut(window, W, H);
        double zoomed = court.viewport().scale();
        assertTrue(zoomed > 2.5 * fitted, "zoomed onto the working: " + fitted + " to " + zoomed);
        for (AlgorithmId id : compare.model().algorithms()) {
            var ball = compare.model().run(id).currentState().ball();
            var at = court.viewport().toScreen(ball.centre());
            assertTrue(
                    at.x() >= 0 && at.x() <= court.getWidth() && at.y() >= 0 && at.y() <= court.getHeight(),
                    id + "'s ball in sight at " + at);
            assertTrue(2 * ball.radius() * zoomed >= 20, id + "'s ball large: " + 2 * ball.radius() * zoomed);
        }
        press(court, KeyCode.DIGIT0);
        assertEquals(fitted, court.viewport().scale(), 1e-9, "0 fits the court again");
    }

    @Test
    void sideBySideEachCourtIsLargeEnoughToRead() {
        MainWindow window = presentingCompare(10);
        CompareView compare = compare(window);
        press(compare.overlayCourt(), KeyCode.G);
        ShownWindow.layOut(window, W, H);
        assertEquals(CompareLayout.GRID, compare.model().layout());
        for (AlgorithmId id : compare.model().algorithms()) {
            CourtView court = compare.court(id);
            assertTrue(
                    court.getWidth() >= 320 && court.getHeight() >= 200,
                    id + "'s court is " + court.getWidth() + " × " + court.getHeight());
        }
    }

    @Test
    void theBarTheLegendAndTheLanesAreAt24Px() {
        MainWindow window = presentingCompare(10);
        List<Labeled> words = new ArrayList<>();
        collect(window.presentationBar(), words);
        collect(compare(window).lookup("#overlay-court").lookup(".overlay-legend"), words);
        collect(compare(window).lookup(".lanes-title").getParent(), words);
        assertTrue(words.size() >= 8, words.toString());
        for (Labeled l : words) {
            assertTrue(
                    l.getFont().getSize() >= 24 - 1e-9,
                    "'" + l.getText() + "' at " + l.getFont().getSize());
        }
        // on Step, the bar's legend of the court's colours and the way back, too
        ShownWindow.fx(window::togglePresentation);
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(0));
        ShownWindow.fx(window::togglePresentation);
        ShownWindow.layOut(window, W, H);
        List<Labeled> bar = new ArrayList<>();
        collect(window.presentationBar(), bar);
        assertTrue(bar.size() >= 8, bar.toString());
        for (Labeled l : bar) {
            assertTrue(
                    l.getFont().getSize() >= 24 - 1e-9,
                    "'" + l.getText() + "' at " + l.getFont().getSize());
            var at = l.localToScene(l.getBoundsInLocal());
            assertTrue(at.getMaxX() <= W + 0.5, "'" + l.getText() + "' within the screen: " + at);
        }
    }

    private static void collect(Node n, List<Labeled> out) {
        if (n == null || !n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l && !l.getText().isEmpty()) {
            out.add(l);
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, out));
        }
    }
}
