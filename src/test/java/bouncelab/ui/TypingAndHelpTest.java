package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.common.Styles;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.session.TransportKeys;
import bouncelab.ui.window.MainWindow;
import java.util.List;
import javafx.event.Event;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static bouncelab.ui.ShownWindow.typeOver;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Keys typed into a field are text, never shortcuts (typing 300 switched the algorithm, 0 re-fitted the court);
 * Return takes the value and moves on; a negative value is refused with a message; F1 and ? show every key.
 */
@ExtendWith(ApplicationExtension.class)
class TypingAndHelpTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    /** The shot's numbers, unfolded, and one of their fields. */
    private TextField shotField(FxRobot robot, String name) {
        fx(() -> robot.lookup(".titled-pane").queryAllAs(TitledPane.class).stream()
                .filter(p -> p.getText().startsWith("The shot"))
                .findFirst()
                .orElseThrow()
                .setExpanded(true));
        TextField f = robot.lookup("#shot-ball-" + name).queryAs(TextField.class);
        assertNotNull(f, name);
        return f;
    }

    @Test
    void digitsTypedIntoTheShotsNumbersNeverSwitchTheAlgorithmNorFitTheCourt(FxRobot robot) {
        AlgorithmId algorithm = window.model().algorithm();
        fx(() -> window.court().zoomBy(2));
        double zoom = window.court().viewport().scale();
        TextField radius = shotField(robot, "radius");

        typeOver(robot, radius, KeyCode.DIGIT3, KeyCode.DIGIT0, KeyCode.DIGIT0);
        assertEquals("300", radius.getText());
        assertEquals(algorithm, window.model().algorithm(), "3 is text here, not 'pythagoras'");
        assertEquals(zoom, window.court().viewport().scale(), "0 is text here, not 'fit the court'");
        assertEquals(8, window.model().scenario().ball().radius(), "nothing taken before Return");

        typeOver(robot, radius, KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.ENTER);
        assertEquals(12, window.model().scenario().ball().radius(), "Return takes the value");
        assertTrue(robot.lookup("#shot-ball-vx").queryAs(TextField.class).isFocused(), "and moves on to the next");
        assertEquals(algorithm, window.model().algorithm());
    }

    @Test
    void aNegativeRadiusIsRefusedWithAMessageNotMadePositive(FxRobot robot) {
        TextField radius = shotField(robot, "radius");
        double zoom = window.court().viewport().scale();
        typeOver(robot, radius, KeyCode.MINUS, KeyCode.DIGIT5, KeyCode.ENTER);
        assertEquals("-5", radius.getText(), "the minus can be typed");
        assertEquals(8, window.model().scenario().ball().radius(), "refused: the shot keeps its radius");
        assertTrue(
                window.status().getText().contains("radius cannot be negative: -5 was refused"),
                window.status().getText());
        assertTrue(radius.getPseudoClassStates().contains(Styles.ERROR));
        assertTrue(radius.isFocused(), "Return stays in the field until the value is one the shot can take");
        assertEquals(zoom, window.court().viewport().scale(), "− is text here, not 'zoom out'");
        // a negative x is a place like any other: taken
        TextField x = shotField(robot, "x");
        typeOver(robot, x, KeyCode.MINUS, KeyCode.DIGIT0, KeyCode.ENTER);
        assertTrue(
                window.status().getText().contains("cannot be negative")
                        || window.model().scenario().ball().x() == 0,
                "-0 is 0");
    }

    @Test
    void keysTypedIntoASpinnerAreText(FxRobot robot) {
        AlgorithmId algorithm = window.model().algorithm();
        Spinner<Integer> spinner = new Spinner<>(0, 600, 10);
        spinner.setEditable(true);
        BorderPane root = (BorderPane) window.root();
        var bottom = root.getBottom();
        fx(() -> root.setBottom(new VBox(spinner, bottom)));
        double zoom = window.court().viewport().scale();
        fx(() -> {
            spinner.requestFocus();
            spinner.getEditor().selectAll();
        });
        robot.type(KeyCode.DIGIT2, KeyCode.DIGIT0);
        assertEquals("20", spinner.getEditor().getText());
        assertEquals(algorithm, window.model().algorithm(), "2 is text here");
        assertEquals(zoom, window.court().viewport().scale(), "0 is text here");
        robot.type(KeyCode.ENTER);
        assertEquals(20, spinner.getValue());
    }

    @Test
    void f1ShowsEveryKeyAndWhatEachViewIsForFromTheListsTheKeysUse(FxRobot robot) {
        robot.clickOn(window.court());
        robot.type(KeyCode.F1);
        Stage help = window.helpStage();
        assertNotNull(help);
        assertTrue(help.isShowing());
        List<String> lines = window.helpLines();
        String all = String.join("\n", lines);
        for (Shortcut<?> k : TransportKeys.KEYS) {
            assertTrue(lines.contains(k.keys() + "\t" + k.does()), k.keys());
        }
        for (Shortcut<?> k : GameMode.KEYS) {
            assertTrue(lines.contains(k.keys() + "\t" + k.does()), k.keys());
        }
        assertTrue(lines.contains("1\trun the shot with simple"), all);
        assertTrue(lines.contains("0\tfit the whole court"), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("F5\t")), all);
        // keyboard only: the menus, the views and the controls, which JavaFX gives every window
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("F10\tthe menus")), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Ctrl+Tab, Ctrl+Shift+Tab\t")), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Tab, Shift+Tab\t")), all);
        assertTrue(
                lines.stream().anyMatch(l -> l.contains("O\t") && l.endsWith("File → Open shot…")),
                "the menus' Ctrl keys: " + all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Step: One shot, one algorithm")), all);
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("Play: ")), all);
        // Esc closes it; ? opens it again, but not when typed into a field
        robot.type(KeyCode.ESCAPE);
        assertFalse(help.isShowing());
        fx(() -> Event.fireEvent(window.court(), typed("?")));
        assertTrue(help.isShowing(), "? opens the help");
        fx(help::hide);
        TextField radius = shotField(robot, "radius");
        fx(() -> Event.fireEvent(radius, typed("?")));
        assertFalse(help.isShowing(), "? typed into a field is text");
    }

    private static KeyEvent typed(String c) {
        return new KeyEvent(KeyEvent.KEY_TYPED, c, "", KeyCode.UNDEFINED, true, false, false, false);
    }

    @Test
    void theStatusLineTellsOfF1() {
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(
                window.status().getText().contains("F1 every key"),
                window.status().getText());
    }
}
