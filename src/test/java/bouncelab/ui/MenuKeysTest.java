package bouncelab.ui;

import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 31: with the keyboard alone, a key for the menus is the menus' only. An arrow pressed in a menu opened with
 * F10 had also stepped the court (frame 10 to 12).
 */
@ExtendWith(ApplicationExtension.class)
class MenuKeysTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private MenuBar menuBar(FxRobot robot) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class);
    }

    @Test
    void arrowsInAnOpenMenuDoNotStepTheCourt(FxRobot robot) {
        robot.clickOn(window.court());
        ShownWindow.fx(() -> window.model().jumpTo(10));
        Menu first = menuBar(robot).getMenus().get(0);
        ShownWindow.fx(first::show);
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT, KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(10, window.model().frame(), "the arrows moved through the menus");
        robot.type(KeyCode.ESCAPE, KeyCode.ESCAPE);
        ShownWindow.fx(() -> menuBar(robot).getMenus().forEach(Menu::hide));
        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(11, window.model().frame(), "the menus closed, the arrow steps the court again");
    }

    @Test
    void arrowsAfterF10DoNotStepTheCourt(FxRobot robot) {
        robot.clickOn(window.court());
        ShownWindow.fx(() -> window.model().jumpTo(10));
        robot.type(KeyCode.F10);
        robot.type(KeyCode.RIGHT, KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(10, window.model().frame(), "F10 took the keys to the menu bar");
        robot.type(KeyCode.ESCAPE, KeyCode.ESCAPE);
        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(11, window.model().frame(), "out of the menu bar, the arrow steps the court again");
    }
}
