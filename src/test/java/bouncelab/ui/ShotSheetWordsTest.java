package bouncelab.ui;

import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.typeOver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: a number the shot's sheet refuses is said in the window's language: a negative radius, and a word typed
 * where a number goes. (English as it was: TypingAndHelpTest.)
 */
@ExtendWith(ApplicationExtension.class)
class ShotSheetWordsTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = new MainWindow(DefaultShot.pong(), stage, null, null, Locale.forLanguageTag("es"));
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    /** The ball's radius field, its panes unfolded. */
    private TextField radius(FxRobot robot) {
        fx(() -> robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(p -> p.getText().startsWith("El tiro"))
                .findFirst()
                .orElseThrow()
                .setExpanded(true));
        TextField radius = robot.lookup("#shot-ball-radius").queryAs(TextField.class);
        fx(() -> {
            for (Node n = radius; n != null; n = n.getParent()) {
                if (n instanceof TitledPane p) {
                    p.setExpanded(true);
                }
            }
        });
        return radius;
    }

    @Test
    void theSheetsPartsComeInTheirOrderInSpanishToo(FxRobot robot) {
        fx(() -> robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(p -> p.getText().startsWith("El tiro"))
                .findFirst()
                .orElseThrow()
                .setExpanded(true));
        TitledPane first = robot.lookup("#shot-sheet .titled-pane").queryAs(TitledPane.class);
        assertEquals("Pelota", first.getText(), "the ball first, as in English (it was Fotograma, sorted by name)");
    }

    /** The sheet named the fields in English ("radius", "accel", "width") in the Spanish window. */
    @Test
    void theFieldsAreNamedInSpanish(FxRobot robot) {
        radius(robot);
        var names = robot.lookup("#shot-sheet .label").queryAllAs(Label.class).stream()
                .filter(Node::isVisible)
                .map(Label::getText)
                .toList();
        assertTrue(names.contains("radio") && names.contains("aceleración"), names.toString());
        assertFalse(names.contains("radius") || names.contains("accel"), names.toString());
    }

    @Test
    void aRefusedRadiusIsSaidInSpanish(FxRobot robot) {
        TextField radius = radius(robot);
        typeOver(robot, radius, KeyCode.MINUS, KeyCode.DIGIT5, KeyCode.ENTER);
        assertEquals(8, window.model().scenario().ball().radius());
        assertEquals(
                "radio: no puede ser negativo; se rechazó -5 y el tiro conserva el valor que tenía.",
                window.status().getText());
        typeOver(robot, radius, KeyCode.X, KeyCode.ENTER);
        assertEquals(
                "radio: 'x' no es un número. El tiro se queda con 8.",
                window.status().getText());
    }

    /**
     * A Spanish student types a decimal with a comma, as the working writes it, and the sheet shows it so: "9,5"
     * had been refused as not a number, and the sheet had shown numbers with a point.
     */
    @Test
    void aDecimalIsTypedAndShownWithTheSpanishComma(FxRobot robot) {
        TextField radius = radius(robot);
        typeOver(robot, radius, KeyCode.DIGIT9, KeyCode.COMMA, KeyCode.DIGIT5, KeyCode.ENTER);
        assertEquals(9.5, window.model().scenario().ball().radius());
        fx(() -> robot.lookup("#shot-ball-x").queryAs(TextField.class).requestFocus());
        assertEquals("9,5", radius.getText());
    }
}
