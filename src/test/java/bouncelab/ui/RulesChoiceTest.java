package bouncelab.ui;

import bouncelab.core.rules.RulesId;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertEquals("pong", window.model().scenario().rules().name());
        assertEquals(11, window.model().frame(), "the same frame, under the other rules");
        assertEquals(692, window.model().currentState().ball().x(), 1e-9, "pos.x = pt.x, the rest dropped");
        assertEquals(296, window.model().currentState().ball().y(), 1e-9);
        assertEquals(0, window.model().editsProperty().get(), "choosing rules is no edit of the shot");
        String header = robot.lookup("#working-title").queryAs(Label.class).getText();
        assertTrue(header.endsWith("\nswept · Pong (Gordon)"), header);
        assertEquals("swept · Pong (Gordon)", window.model().runName());
    }
}
