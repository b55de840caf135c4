package bouncelab.ui;

import bouncelab.ui.window.Windows;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.step.DefaultShot;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Button;
import javafx.scene.control.Tab;
import javafx.scene.input.KeyCode;
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
        Tab compareTab = window.tabs().getTabs().stream().filter(t -> "tab-compare".equals(t.getId()))
                .findFirst().orElseThrow();
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(compareTab)); // the view is made when shown
        CompareView compare = (CompareView) ((bouncelab.ui.tab.LazyTab) compareTab.getUserData()).view();
        ShownWindow.pulse(); // made just now: its styles come with the next pulse
        Button play = (Button) compare.lookup("#play");
        assertEquals(14, play.getFont().getSize(), 0.01);

        robot.moveTo(compare).type(KeyCode.F5);
        ShownWindow.pulse(); // styled and laid out at the large type before anything is measured
        assertTrue(window.presentation().isOn());
        var shown = (javafx.scene.layout.StackPane) ((javafx.scene.layout.BorderPane) window.root()).getCenter();
        assertSame(compare, shown.getChildren().get(0), "the compare view alone, under a pointer highlight");
        assertEquals(bouncelab.ui.compare.CompareLayout.OVERLAY, compare.model().layout(),
                "every ball on one large court");
        var disc = shown.lookup("#pointer-highlight");
        robot.moveTo(compare.overlayCourt());
        assertTrue(disc.isVisible(), "the pointer highlight follows the mouse on Compare too");
        assertEquals("Compare · rules: " + bouncelab.core.rules.RulesId.of(window.model().scenario().rules()).title(),
                window.presentationBar().titleText(), "its runs' rules named, as on the Step tab");
        var ball = compare.model().scenario().ball();
        assertTrue(2 * ball.radius() * compare.overlayCourt().viewport().scale() >= 12,
                "a ball is at least 12 px across: " + 2 * ball.radius() * compare.overlayCourt().viewport().scale());
        assertNull(window.tabs().getScene(), "no tab headers");
        assertFalse(robot.lookup(".menu-bar").query().isVisible());
        assertEquals(24, play.getFont().getSize(), 0.01, "type enlarged");
        robot.type(KeyCode.RIGHT, 2);
        assertEquals(2, compare.model().frameProperty().get(), "the compare view still has the keys");

        robot.type(KeyCode.ESCAPE);
        ShownWindow.pulse();
        assertFalse(window.presentation().isOn());
        assertSame(compare, compareTab.getContent(), "back in its tab");
        assertEquals(bouncelab.ui.compare.CompareLayout.GRID, compare.model().layout(), "the layout it had");
        assertSame(compareTab, window.tabs().getSelectionModel().getSelectedItem());
        assertEquals(14, play.getFont().getSize(), 0.01);
    }
}
