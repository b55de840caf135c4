package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.window.MainWindow;
import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.FlowPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Work it out" on lesson 6's tunnelled frame under pythagoras: the working's results are blanks; Check marks a
 * wrong number and a right one (typed as a student would, with more decimals or a comma), Show answers fills them.
 */
@ExtendWith(ApplicationExtension.class)
class WorkItOutTest {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    /** The blank whose sum is {@code sum}, as its accessible text names it. */
    private static TextField blank(List<TextField> blanks, String sum) {
        return blanks.stream()
                .filter(b -> onFx(b::getAccessibleText).equals("Blank: the value of " + sum))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no blank for " + sum + " among "
                        + blanks.stream().map(b -> onFx(b::getAccessibleText)).toList()));
    }

    private List<TextField> blanks(FxRobot robot) {
        return onFx(() -> List.copyOf(robot.lookup(".work-it-out-blank").queryAllAs(TextField.class)));
    }

    /** The sign shown beside a blank: the label after it in its line. */
    private static String sign(TextField blank) {
        return onFx(() -> {
            var line = blank.getParent().getChildrenUnmodifiable();
            return ((Label) line.get(line.indexOf(blank) + 1)).getText();
        });
    }

    @Test
    void aFramesResultsAreBlanksTheStudentFillsAndChecks(FxRobot robot) {
        fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            window.model().setAlgorithm(AlgorithmId.PYTHAGORAS);
            window.model().jumpTo(10);
        });
        ShownWindow.pulse();
        assertTrue(robot.lookup("#work-it-out").tryQuery().isEmpty(), "made only when asked for");
        fx(() -> robot.lookup("#work-it-out-toggle").queryAs(CheckBox.class).setSelected(true));
        ShownWindow.pulse();
        assertTrue(robot.lookup("#inspector").tryQuery().isEmpty(), "the blanks take the working's place");
        List<TextField> blanks = blanks(robot);
        assertTrue(blanks.size() >= 5, blanks.toString());
        TextField x2 = blank(blanks, "690 + (1/60)·1800");
        TextField y2 = blank(blanks, "300 + (1/60)·0");
        TextField distance = blank(blanks, "|720 − 700 − 3|");
        TextField verdict = blank(blanks, "17 > 3 + 5");

        fx(() -> {
            x2.setText("720.0004");
            distance.setText("18");
            verdict.setText("true");
            robot.lookup("#work-it-out-check").queryAs(Button.class).fire();
        });
        assertTrue(x2.getPseudoClassStates().contains(RIGHT), "more decimals that round to 720");
        assertTrue(distance.getPseudoClassStates().contains(WRONG), "17, not 18");
        assertTrue(verdict.getPseudoClassStates().contains(RIGHT));
        assertFalse(y2.getPseudoClassStates().contains(WRONG), "an empty blank is not yet wrong");
        // a sign beside each marked blank, not the border's colour alone (red and green are one colour to some)
        assertEquals("✓", sign(x2));
        assertEquals("✗", sign(distance));
        assertEquals("", sign(y2));
        assertEquals(x2.getPrefColumnCount(), distance.getPrefColumnCount(), "no blank's width gives its answer away");
        fx(() -> distance.setText("17"));
        assertEquals("", sign(distance), "typing again unmarks it");
        fx(distance::requestFocus);
        robot.type(KeyCode.ENTER); // Return marks it and goes on to the next blank
        assertEquals("✓", sign(distance));
        assertFalse(onFx(distance::isFocused));
        assertEquals(
                "2 of " + blanks.size() + " right; " + (blanks.size() - 3) + " blanks still empty.",
                onFx(() -> robot.lookup("#work-it-out-verdict")
                        .queryAs(Label.class)
                        .getText()));

        fx(() -> robot.lookup("#work-it-out-show").queryAs(Button.class).fire());
        assertEquals("17", distance.getText());
        assertTrue(blanks.stream().allMatch(b -> b.getPseudoClassStates().contains(RIGHT)));

        fx(() -> window.model().jumpTo(11)); // a new frame, new blanks
        ShownWindow.pulse();
        assertTrue(blanks(robot).stream().allMatch(b -> b.getText().isEmpty()));

        fx(() -> robot.lookup("#work-it-out-toggle").queryAs(CheckBox.class).setSelected(false));
        ShownWindow.pulse();
        assertTrue(robot.lookup("#inspector").tryQuery().isPresent(), "the working is back");
    }
    /**
     * A line wraps only between whole terms, as the working does, and what goes on is indented: it had wrapped at
     * any space, "690 +" at the end of one line and "(1/60)·1800 =" at the start of the next.
     */
    @Test
    void aLineWrapsOnlyBetweenWholeTerms(FxRobot robot) {
        fx(() -> {
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            window.model().setAlgorithm(AlgorithmId.PYTHAGORAS);
            window.model().jumpTo(10);
            robot.lookup("#work-it-out-toggle").queryAs(CheckBox.class).setSelected(true);
        });
        ShownWindow.pulse();
        TextField x2 = blank(blanks(robot), "690 + (1/60)·1800");
        FlowPane line = onFx(() -> (FlowPane) x2.getParent().getParent());
        List<String> terms = onFx(() -> line.getChildren().stream()
                .filter(n -> n instanceof Text)
                .map(n -> ((Text) n).getText())
                .toList());
        assertEquals(List.of("    x2 ", "= x ", "+ dt·vx ", "= 690 ", "+ (1/60)·1800 "), terms);
        assertEquals(
                "= ",
                onFx(() -> ((Text) x2.getParent().getChildrenUnmodifiable().get(0)).getText()));
        assertTrue(onFx(() -> line.getPadding().getLeft()) > 0, "what goes on is indented");
        List<FlowPane> lines =
                onFx(() -> List.copyOf(robot.lookup(".work-it-out-line").queryAllAs(FlowPane.class)));
        for (FlowPane l : lines) {
            for (Node n : onFx(() -> List.copyOf(l.getChildren()))) {
                if (n instanceof Text t) {
                    assertFalse(t.getText().matches("\\s*[=+−·/×>→]\\s*"), "an operator alone: " + terms);
                }
            }
        }
    }
}
