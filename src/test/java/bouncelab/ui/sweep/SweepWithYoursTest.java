package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.student.Compilation;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentSource;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.Algorithms;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Speed sweep answers with {@code yours} compiled: every algorithm's first speed through, and a theory cell
 * for each, "—" where no theory applies (the student's test). The theory's NaN for yours had thrown on the FX
 * thread and left the answer at "running: 60 of 60 speeds done…" for good.
 */
@ExtendWith(ApplicationExtension.class)
class SweepWithYoursTest {
    /** Small, so a student's instrumented test is quick: 10 speeds × 6 algorithms × 200 shots. */
    private static final SweepSpec SMALL = new SweepSpec(12, 16, 4, 40, 4, 200, 5, 0, AlgorithmId.all());

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    private static Algorithms withYours(String file) {
        String text;
        try (InputStream in = SweepWithYoursTest.class.getResourceAsStream("/bouncelab/student/" + file)) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Compilation c = StudentCompiler.compile(new StudentSource(file, text, StudentSource.kindOf(file)));
        Algorithms algorithms = new Algorithms();
        algorithms.setYours(((Compilation.Ready) c).test());
        return algorithms;
    }

    private static SweepSpec every(SweepSpec spec, Algorithms algorithms) {
        return new SweepSpec(
                spec.thickness(),
                spec.diameter(),
                spec.speedFrom(),
                spec.speedTo(),
                spec.speedStep(),
                spec.shots(),
                spec.seed(),
                spec.angle(),
                List.copyOf(algorithms.shown()));
    }

    /** What the answer's "sweep" column must say: the first speed with a ball through, or never. */
    private static String firstThrough(SweepResult result, AlgorithmId a) {
        return result.rowsOf(a).stream()
                .filter(r -> r.tunnelled() > 0)
                .findFirst()
                .map(SweepRow::speed)
                .map(SweepText::number)
                .orElse("never");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"slides.pde", "box.pde"})
    void everyAlgorithmIncludingYoursHasItsAnswer(String file) {
        Algorithms algorithms = withYours(file);
        for (double angle : new double[] {0, 30}) {
            SweepSpec spec = every(new SweepSpec(12, 16, 4, 40, 4, 200, 5, angle, AlgorithmId.all()), algorithms);
            SweepResult result = SpeedSweep.run(spec, algorithms::create);
            List<SweepText.Answer> answers = SweepText.firstThrough(result);
            assertEquals(
                    List.of(
                            AlgorithmId.SIMPLE,
                            AlgorithmId.PYTHAGORAS,
                            AlgorithmId.INTERSECTION_CENTRE,
                            AlgorithmId.SWEPT,
                            AlgorithmId.SWEPT_EXACT,
                            AlgorithmId.YOURS),
                    answers.stream().map(SweepText.Answer::algorithm).toList());
            for (SweepText.Answer a : answers) {
                assertEquals(firstThrough(result, a.algorithm()), a.observed(), a::toString);
                assertFalse(a.theory().isBlank(), a::toString);
            }
            SweepText.Answer yours = answers.get(5);
            assertEquals("—", yours.theory());
            assertEquals("never", answers.get(3).theory());
            assertTrue(answers.get(0).theory().startsWith("> "), answers.get(0)::toString);
        }
    }

    @Test
    void aNumberThatIsNoneIsADash() {
        assertEquals("—", SweepText.number(Double.NaN));
        assertEquals("—", SweepText.number(Double.POSITIVE_INFINITY));
        assertEquals("33.33", SweepText.number(100 / 3.0));
    }

    /** In the window: the sweep with yours ends, its status clears and the answer has a row per algorithm. */
    @Test
    void theWindowsSweepAnswersWithYours(FxRobot robot) throws Exception {
        Algorithms algorithms = withYours("slides.pde");
        SweepView[] view = new SweepView[1];
        WaitForAsyncUtils.asyncFx(() -> {
                    view[0] = new SweepView(new SweepModel(algorithms));
                    Scene scene = new Scene(view[0], 1280, 800);
                    scene.getStylesheets()
                            .add(SweepView.class.getResource(Palette.STYLESHEET).toExternalForm());
                    ShownWindow.show(stage, scene);
                })
                .get();
        WaitForAsyncUtils.waitForFxEvents();
        for (String[] typed : new String[][] {
            {"thickness", "12"},
            {"diameter", "16"},
            {"from", "4"},
            {"to", "40"},
            {"step", "4"},
            {"shots", "200"},
            {"seed", "5"},
            {"angle", "0"}
        }) {
            TextField f = robot.lookup("#sweep-" + typed[0]).queryAs(TextField.class);
            WaitForAsyncUtils.asyncFx(() -> f.setText(typed[1])).get();
        }
        WaitForAsyncUtils.asyncFx(view[0]::run).get();
        SweepModel model = view[0].model();
        ShownWindow.waitOnFx(
                "the sweep", () -> model.complete() && !model.runningProperty().get());
        assertEquals(every(SMALL, algorithms), model.spec());
        Label status = robot.lookup("#sweep-status").queryAs(Label.class);
        assertEquals("", status.getText(), "the sweep is done, so nothing is running");
        List<String> shown = new ArrayList<>();
        for (AlgorithmId a : model.spec().algorithms()) {
            Label cell = robot.lookup("#first-through-" + a.fileName()).queryAs(Label.class);
            assertEquals(firstThrough(model.result(), a), cell.getText(), a.fileName());
            shown.add(a.fileName());
        }
        assertEquals(6, shown.size());
        assertTrue(
                robot.lookup("#sweep-answer .label").queryAllAs(Label.class).stream()
                        .anyMatch(l -> l.getText().equals("—")),
                "yours's theory cell is a dash");
    }
}
