package bouncelab.ui;

import bouncelab.ui.compare.CompareLayout;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.HashMap;
import java.util.Map;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Presenting from the Compare tab: the five courts alone, large, without menus or tab headers; Esc puts it back. */
@ExtendWith(ApplicationExtension.class)
class PresentingCompareTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 720));
    }

    @Test
    void f5OnTheCompareTabPresentsTheCompareView(FxRobot robot) {
        Tab compareTab = window.tabs().getTabs().stream()
                .filter(t -> "tab-compare".equals(t.getId()))
                .findFirst()
                .orElseThrow();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(compareTab)); // the view is made when shown
        CompareView compare = (CompareView) ((LazyTab) compareTab.getUserData()).view();
        ShownWindow.pulse(); // made just now: its styles come with the next pulse
        Button play = (Button) compare.lookup("#play");
        assertEquals(14, play.getFont().getSize(), 0.01);

        robot.moveTo(compare).type(KeyCode.F5);
        ShownWindow.pulse(); // styled and laid out at the large type before anything is measured
        assertTrue(window.presentation().isOn());
        var shown = (StackPane) ((BorderPane) window.root()).getCenter();
        assertSame(compare, shown.getChildren().get(0), "the compare view alone, under a pointer highlight");
        assertEquals(CompareLayout.OVERLAY, compare.model().layout(), "every ball on one large court");
        var disc = shown.lookup("#pointer-highlight");
        robot.moveTo(compare.overlayCourt());
        assertTrue(disc.isVisible(), "the pointer highlight follows the mouse on Compare too");
        assertEquals(
                "Compare · rules: " + window.model().scenario().rules().id().title(),
                window.presentationBar().titleText(),
                "its runs' rules named, as on the Step tab");
        var ball = compare.model().scenario().ball();
        assertTrue(
                2 * ball.radius() * compare.overlayCourt().viewport().scale() >= 12,
                "a ball is at least 12 px across: "
                        + 2 * ball.radius() * compare.overlayCourt().viewport().scale());
        assertNull(window.tabs().getScene(), "no tab headers");
        assertFalse(robot.lookup(".menu-bar").query().isVisible());
        assertEquals(24, play.getFont().getSize(), 0.01, "type enlarged");
        robot.type(KeyCode.RIGHT, 2);
        assertEquals(2, compare.model().frameProperty().get(), "the compare view still has the keys");

        robot.type(KeyCode.ESCAPE);
        ShownWindow.pulse();
        assertFalse(window.presentation().isOn());
        assertSame(compare, compareTab.getContent(), "back in its tab");
        assertEquals(CompareLayout.GRID, compare.model().layout(), "the layout it had");
        assertSame(compareTab, window.tabs().getSelectionModel().getSelectedItem());
        assertEquals(14, play.getFont().getSize(), 0.01);
    }

    /**
     * Every text on the presented Compare view grows as presenting enlarges the type (14 to 24 px), the names drawn
     * on the "first differs" lanes to the type's 24 px (issue 31: read from the back row): measured as each node's
     * font, the lanes' pen, and the ink of a lane's name.
     */
    @Test
    void everyTextOnThePresentedCompareGrowsWithPresenting(FxRobot robot) {
        Tab compareTab = window.tabs().getTabs().stream()
                .filter(t -> "tab-compare".equals(t.getId()))
                .findFirst()
                .orElseThrow();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(compareTab));
        CompareView compare = (CompareView) ((LazyTab) compareTab.getUserData()).view();
        // as it will be presented: every ball on one court
        ShownWindow.fxLaidOut(() -> compare.model().layoutProperty().set(CompareLayout.OVERLAY));
        Canvas lanes = (Canvas) compare.lookup("#compare-lanes");
        Map<Node, Double> before = ShownWindow.onFx(() -> fonts(compare));
        double pen = lanes.getGraphicsContext2D().getFont().getSize();
        double ink = ShownWindow.onFx(
                () -> referenceInk(lanes, compare.model().algorithms().size()));

        robot.moveTo(compare).type(KeyCode.F5);
        ShownWindow.pulse();
        double grown = 24.0 / 14;
        Map<Node, Double> after = ShownWindow.onFx(() -> fonts(compare));
        assertTrue(after.size() > 20, "texts measured: " + after.size());
        for (var e : after.entrySet()) {
            Double was = before.get(e.getKey());
            assertTrue(was != null, "shown only while presenting: " + e.getKey());
            // at least as the type grows (the lanes' title, smaller than the type in the window, more: to 24 px)
            assertTrue(e.getValue() / was >= grown - 0.01, e.getKey() + " at " + e.getValue() + " px, was " + was);
        }
        assertTrue(
                lanes.getGraphicsContext2D().getFont().getSize() >= 24 - 0.01,
                "the lanes' names at 24 px: "
                        + lanes.getGraphicsContext2D().getFont().getSize() + ", were " + pen);
        double inkNow = ShownWindow.onFx(
                () -> referenceInk(lanes, compare.model().algorithms().size()));
        double inkGrown = lanes.getGraphicsContext2D().getFont().getSize() / pen;
        assertEquals(inkGrown, inkNow / ink, 0.1, "the reference lane's name, " + inkNow + " px wide, was " + ink);
    }

    /** The font size of every text and control with text shown in the view. */
    private static Map<Node, Double> fonts(Node view) {
        Map<Node, Double> out = new HashMap<>();
        shownTexts(view, out);
        return out;
    }

    private static void shownTexts(Node n, Map<Node, Double> out) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Text t && !t.getText().isEmpty()) {
            out.put(t, t.getFont().getSize());
        } else if (n instanceof Labeled l && !l.getText().isEmpty()) {
            out.put(l, l.getFont().getSize());
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> shownTexts(c, out));
        }
    }

    /** How wide the reference's name is drawn on its lane (the last): its dark pixels, from first to last. */
    private static double referenceInk(Canvas lanes, int count) {
        var image = lanes.snapshot(null, null);
        var px = image.getPixelReader();
        double lane = lanes.getHeight() / count;
        int first = Integer.MAX_VALUE, last = -1;
        for (int y = (int) (lane * (count - 1)); y < (int) image.getHeight(); y++) {
            for (int x = 0; x < (int) image.getWidth(); x++) {
                if (px.getColor(x, y).getBrightness()
                        < 0.35) { // the names' ink; the faint ticks and the frame's line are paler
                    first = Math.min(first, x);
                    last = Math.max(last, x);
                }
            }
        }
        return last - first;
    }
}
