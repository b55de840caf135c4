package bouncelab.ui;

import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.common.Styles;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.typeOver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shot's sheet takes only a shot a file can hold: it had taken a ball started inside a paddle and a speed of
 * 10^308 px/s, and the app then refused to open its own save and its own recovery copy of them.
 */
@ExtendWith(ApplicationExtension.class)
class ShotSheetKeptTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private TextField ballField(FxRobot robot, String name) {
        ShownWindow.fx(() -> robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(p -> p.getText().startsWith("The shot"))
                .findFirst()
                .orElseThrow()
                .setExpanded(true));
        return robot.lookup("#shot-ball-" + name).queryAs(TextField.class);
    }

    @Test
    void aBallStartedInsideAPaddleIsRefusedWithTheReason(FxRobot robot) {
        double x = window.model().scenario().ball().x();
        TextField field = ballField(robot, "x");
        typeOver(robot, field, KeyCode.DIGIT4, KeyCode.DIGIT6, KeyCode.ENTER); // the left paddle spans x 40 to 52
        assertEquals(x, window.model().scenario().ball().x(), "refused: the shot keeps its x");
        String said = window.status().getText();
        assertTrue(said.startsWith("x: 46 was refused, the shot keeps its x: "), said);
        assertTrue(said.contains("inside paddle 'left'"), said);
        assertTrue(field.getPseudoClassStates().contains(Styles.ERROR));
    }

    @Test
    void aSpeedNoFileMayHoldIsRefusedAndWhatIsKeptOpensAgain(FxRobot robot) {
        TextField vx = ballField(robot, "vx");
        typeOver(robot, vx, KeyCode.DIGIT1, KeyCode.E, KeyCode.DIGIT3, KeyCode.DIGIT0, KeyCode.DIGIT8, KeyCode.ENTER);
        String said = window.status().getText();
        assertTrue(said.startsWith("vx: 1.0E308 was refused, the shot keeps its vx: "), said);
        assertTrue(said.contains("too large"), said);
        // a value a file holds is taken, and the shot kept is one a file opens again
        typeOver(robot, vx, KeyCode.DIGIT9, KeyCode.DIGIT0, KeyCode.DIGIT0, KeyCode.ENTER);
        assertEquals(900, window.model().scenario().ball().vx());
        assertEquals(
                window.model().scenario().ball(),
                ScenarioLoader.parse(ScenarioWriter.toJson(window.model().scenario()), "kept.json")
                        .ball());
    }
}
