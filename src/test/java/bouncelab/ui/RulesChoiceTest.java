package bouncelab.ui;

import bouncelab.core.choice.RulesId;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Rules choice beside the algorithm bar: it runs the same shot, at the same frame, under another loop. */
@ExtendWith(ApplicationExtension.class)
class RulesChoiceTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void choosingPongRulesOnLessonSevensShotEndsFrameElevenWhereTheArticleDoes(FxRobot robot) {
        ShownWindow.fx(() -> {
            window.lessons().open(window.lessons().find("07-segment-intercept").orElseThrow());
            window.model().setRules(RulesId.BOUNCE_LAB);
            window.model().jumpTo(11);
        });
        assertEquals(680, window.model().currentState().ball().x(), 1e-9, "Bounce Lab goes on with the time left");
        assertEquals(296, window.model().currentState().ball().y(), 1e-9);

        robot.clickOn("#rules-choice");
        robot.clickOn(RulesId.PONG.title());

        assertEquals(RulesId.PONG, window.model().rules());
        assertEquals("pong", window.model().scenario().rules().id().fileName());
        assertEquals(11, window.model().frame(), "the same frame, under the other rules");
        assertEquals(692, window.model().currentState().ball().x(), 1e-9, "pos.x = pt.x, the rest dropped");
        assertEquals(296, window.model().currentState().ball().y(), 1e-9);
        assertEquals(0, window.model().editsProperty().get(), "choosing rules is no edit of the shot");
        String header = robot.lookup("#working-title").queryAs(Label.class).getText();
        assertTrue(header.endsWith("\nswept · Pong (Gordon)"), header);
        assertEquals("swept · Pong (Gordon)", window.model().runName());
    }

    /** Keyboard only: Tab reaches the Rules, F4 opens them, the arrows still step the court while it has the focus. */
    @Test
    void theRulesAreReachedAndChosenByKeyboard(FxRobot robot) {
        var choice = robot.lookup("#rules-choice").queryAs(ComboBox.class);
        assertTrue(choice.isFocusTraversable(), "Tab reaches it");
        ShownWindow.fx(choice::requestFocus);
        robot.type(KeyCode.RIGHT);
        assertEquals(1, window.model().frame(), "the arrows step the court");
        assertFalse(choice.isShowing());
        robot.type(KeyCode.F4);
        assertTrue(choice.isShowing(), "F4 opens the choice, as F1 says");
        robot.type(KeyCode.DOWN, KeyCode.ENTER);
        assertFalse(choice.isShowing());
        assertEquals(RulesId.all().get(1), window.model().rules(), "the next rules, chosen by keyboard");
    }

    @Test
    void thePresentationBarNamesTheRulesAsTheRulesChoiceShowsThem(FxRobot robot) {
        var choice = robot.lookup("#rules-choice").queryAs(ComboBox.class);
        for (RulesId id : RulesId.all()) {
            ShownWindow.fx(() -> choice.getSelectionModel().select(id));
            // the text the closed choice shows, in its button cell
            String shown = robot.lookup("#rules-choice .list-cell")
                    .match(n -> n.getParent() == choice)
                    .queryAs(ListCell.class)
                    .getText();
            assertEquals(id.title(), shown, "the choice shows the rules' title");
            assertTrue(
                    window.presentationBar().titleText().endsWith(" · rules: " + shown),
                    window.presentationBar().titleText());
        }
        ShownWindow.fx(() -> choice.getSelectionModel().select(RulesId.XNA));
        String title = window.presentationBar().titleText();
        assertTrue(title.endsWith(" · rules: Breakout week 3 (XNA)") && !title.contains("xna"), title);
    }
}
