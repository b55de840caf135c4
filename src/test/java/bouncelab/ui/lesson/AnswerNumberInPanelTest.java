package bouncelab.ui.lesson;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lesson 3's second question is answered with a number the student works out by hand: a near miss is "look
 * again", the number as the screen shows it is right, and the answer names it.
 */
@ExtendWith(ApplicationExtension.class)
class AnswerNumberInPanelTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @Test
    void aWorkedOutNumberIsCheckedAgainstTheScreen(FxRobot robot) {
        fx(() -> window.lessons()
                .open(window.lessons().find("03-pythagoras-straight-on").orElseThrow()));
        TextField typed = robot.lookup("#question-2-number").queryAs(TextField.class);
        assertFalse(window.lessonPanel().visibleText().contains("Answer: 146"), "hidden until answered");
        fx(() -> typed.setText("115"));
        fx(robot.lookup("#question-2-check").queryButton()::fire);
        String wrong = window.lessonPanel().visibleText();
        assertTrue(wrong.contains("You said 115: look again at the numbers."), wrong);
        assertTrue(wrong.contains("Answer: 146"), wrong);
        fx(() -> typed.setText("146"));
        fx(robot.lookup("#question-2-check").queryButton()::fire);
        assertTrue(
                window.lessonPanel().visibleText().contains("You said 146: right."),
                window.lessonPanel().visibleText());
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }
}
