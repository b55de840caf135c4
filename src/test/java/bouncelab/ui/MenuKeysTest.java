package bouncelab.ui;

import bouncelab.ui.window.MainWindow;
import java.util.List;
import javafx.scene.control.Button;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.effect.DropShadow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /**
     * Issue 31: Alt+P did nothing. Each menu has its letter, marked in the bundle ("_Play"), Alt+P opens Play and the
     * court does not step.
     */
    @Test
    void altAndAMenusLetterOpensThatMenu(FxRobot robot) {
        robot.clickOn(window.court());
        ShownWindow.fx(() -> window.model().jumpTo(10));
        Menu play = menuBar(robot).getMenus().stream()
                .filter(m -> m.getText().equals("_Play"))
                .findFirst()
                .orElseThrow();
        assertTrue(play.isMnemonicParsing());
        robot.press(KeyCode.ALT).press(KeyCode.P).release(KeyCode.P).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(play.isShowing(), "Alt+P opened the Play menu");
        assertEquals(10, window.model().frame());
        robot.type(KeyCode.ESCAPE, KeyCode.ESCAPE);
        ShownWindow.fx(() -> menuBar(robot).getMenus().forEach(Menu::hide));
        assertEquals(
                List.of("_File", "_View", "_Play", "_Help"),
                menuBar(robot).getMenus().stream().map(Menu::getText).toList(),
                "a letter each, none shared");
    }

    /** Issue 31: the focus marker was barely visible; the focused control now has a solid halo, the others none. */
    @Test
    void theFocusedControlWearsAHaloTheOthersDoNot(FxRobot robot) {
        Button play = robot.lookup("#play").queryButton();
        Button back = robot.lookup("#step-back").tryQuery().map(n -> (Button) n).orElse(null);
        ShownWindow.fx(play::requestFocus);
        ShownWindow.pulse();
        assertTrue(play.isFocused());
        assertTrue(
                play.getEffect() instanceof DropShadow halo && halo.getSpread() == 1.0,
                "a solid halo: " + play.getEffect());
        if (back != null) {
            assertEquals(null, back.getEffect(), "only the focused control");
        }
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
