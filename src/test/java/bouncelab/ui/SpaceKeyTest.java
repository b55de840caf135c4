package bouncelab.ui;

import bouncelab.ui.window.MainWindow;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: with the keyboard alone, Space presses the button or box that has the focus, as JavaFX and a screen
 * reader's user expect; the window had taken it for play and pause everywhere. With the focus on the court, Space
 * still plays and pauses.
 */
@ExtendWith(ApplicationExtension.class)
class SpaceKeyTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    // every look-up is in this test's own window: another test's window left open has the same ids

    private boolean playing() {
        return window.model().transport().isPlaying();
    }

    @Test
    void spaceOnAFocusedButtonPressesItAndDoesNotPlay(FxRobot robot) {
        fx(() -> window.model().jumpTo(10));
        Button forward = robot.from(window.root()).lookup("#step-forward").queryButton();
        fx(forward::requestFocus);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(forward.isFocused());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(11, window.model().frame(), "the focused ▶| button was pressed");
        assertFalse(playing(), "and the transport did not start playing");
    }

    @Test
    void spaceOnAFocusedCheckBoxTicksIt(FxRobot robot) {
        CheckBox box = robot.from(window.root())
                .lookup(".check-box")
                .match(Node::isVisible)
                .match((Node n) -> !n.isDisabled())
                .queryAs(CheckBox.class);
        boolean was = box.isSelected();
        fx(box::requestFocus);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertNotEquals(was, box.isSelected(), "Space ticked " + box.getText());
        assertFalse(playing());
    }

    @Test
    void spaceAfterClickingTheAlgorithmChosenPlays(FxRobot robot) {
        fx(() -> window.model().jumpTo(0));
        ToggleButton chosen = robot.from(window.root())
                .lookup(".toggle-button")
                .match((ToggleButton t) -> t.isSelected() && t.getToggleGroup() != null && t.isVisible())
                .queryAs(ToggleButton.class);
        robot.clickOn(chosen); // it keeps the focus, and stays chosen
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(chosen.isFocused() && chosen.isSelected());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(playing(), "Space plays: pressing the chosen algorithm again would change nothing");
        assertTrue(chosen.isSelected());
        fx(() -> window.model().transport().setPlaying(false));
    }

    @Test
    void spaceWithTheCourtFocusedPlaysAndPauses(FxRobot robot) {
        robot.clickOn(window.court());
        fx(() -> window.model().jumpTo(0));
        assertFalse(playing());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(playing(), "Space on the court plays");
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(playing(), "and pauses");
    }
}
