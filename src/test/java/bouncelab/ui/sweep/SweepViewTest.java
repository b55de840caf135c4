package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.io.csv.SweepCsv;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.Palette;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.scene.Scene;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The speed sweep view, headless: typed inputs, Run, one chart series per algorithm with the core's numbers. */
@ExtendWith(ApplicationExtension.class)
class SweepViewTest {
    /** What the test types in: 10 speeds × 5 algorithms × 300 shots. */
    private static final SweepSpec TYPED = new SweepSpec(12, 16, 4, 40, 4, 300, 5, 0, AlgorithmId.all());

    private SweepView view;

    @Start
    void start(Stage stage) {
        view = new SweepView(new SweepModel());
        Scene scene = new Scene(view, 1280, 800);
        scene.getStylesheets()
                .add(SweepView.class.getResource(Palette.STYLESHEET).toExternalForm());
        ShownWindow.show(stage, scene);
    }

    private void type(FxRobot robot, String key, String text) {
        TextField f = robot.lookup("#sweep-" + key).queryAs(TextField.class);
        WaitForAsyncUtils.asyncFx(() -> f.setText(text));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void runTyped(FxRobot robot) throws Exception {
        type(robot, "thickness", "12");
        type(robot, "diameter", "16");
        type(robot, "from", "4");
        type(robot, "to", "40");
        type(robot, "step", "4");
        type(robot, "shots", "300");
        type(robot, "seed", "5");
        type(robot, "angle", "0");
        robot.clickOn("#sweep-run");
        // asked on the FX thread, where the sweep's results land a speed at a time
        ShownWindow.waitOnFx(
                "the sweep",
                () -> view.model().complete() && !view.model().runningProperty().get());
    }

    @Test
    void theChartHasOneSeriesPerAlgorithmWithTheCoresNumbersAndTheTheory(FxRobot robot) throws Exception {
        runTyped(robot);
        assertEquals(TYPED, view.model().spec());
        SweepResult expected = SpeedSweep.run(TYPED);
        var series = view.chart().getData();
        assertEquals(
                List.of(
                        "simple",
                        "pythagoras",
                        "intersection-centre",
                        "swept",
                        "swept-exact",
                        "theory: missed, head-on"),
                series.stream().map(XYChart.Series::getName).toList());
        for (int i = 0; i < 5; i++) {
            var data = series.get(i).getData();
            List<SweepRow> rows = expected.rowsOf(AlgorithmId.all().get(i));
            assertEquals(rows.size(), data.size());
            for (int k = 0; k < rows.size(); k++) {
                assertEquals(rows.get(k).speed(), data.get(k).getXValue().doubleValue());
                assertEquals(
                        rows.get(k).rate(),
                        data.get(k).getYValue().doubleValue(),
                        series.get(i).getName());
            }
        }
        // the swept tests never go through; the theory is 0 up to T + D = 28 and 1 − 28/40 = 0.3 at 40
        series.get(3).getData().forEach(d -> assertEquals(0.0, d.getYValue().doubleValue()));
        var theory = series.get(5).getData();
        var last = theory.get(theory.size() - 1);
        assertEquals(40.0, last.getXValue().doubleValue(), 1e-9);
        assertEquals(0.3, last.getYValue().doubleValue(), 1e-12);
        assertEquals(List.of("¼ D = 4", "½ D = 8", "T + D = 28"), view.chart().markLabels());
        // the answer names the first speed with a ball through: 32, the first of 4, 8, ... 40 above 28
        assertEquals("32", firstThrough(expected, "simple"));
        assertEquals(
                "32", robot.lookup("#first-through-simple").queryAs(Label.class).getText());
        assertEquals(
                "never",
                robot.lookup("#first-through-swept-exact").queryAs(Label.class).getText());
    }

    @Test
    void exportsTheTableAsTheCommandLinesCsvAndTheChartAsAPng(FxRobot robot, @TempDir Path dir) throws Exception {
        runTyped(robot);
        Path csv = dir.resolve("sweep.csv");
        Path png = dir.resolve("sweep.png");
        AtomicBoolean ok = new AtomicBoolean();
        WaitForAsyncUtils.asyncFx(() -> ok.set(view.exportCsv(csv) && view.exportPng(png)));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(ok.get(), robot.lookup("#sweep-status").queryAs(Label.class).getText());
        assertEquals(SweepCsv.write(SpeedSweep.run(TYPED)), Files.readString(csv, StandardCharsets.UTF_8));
        var image = ImageIO.read(png.toFile());
        assertEquals(Math.round(view.chart().getWidth()), image.getWidth());
        assertEquals(Math.round(view.chart().getHeight()), image.getHeight());
    }

    /** Speeds are drawn as they come; Cancel stops the sweep, keeps them on the chart, and nothing is exported. */
    @Test
    void aLongSweepFillsInAsItGoesAndCancelStopsIt(FxRobot robot) throws Exception {
        SweepSpec big = new SweepSpec(12, 16, 1, 60, 1, 200_000, 5, 0, AlgorithmId.all());
        WaitForAsyncUtils.asyncFx(() -> {
            view.model().specProperty().set(big);
            view.model().run();
        });
        ShownWindow.waitOnFx("the first speed", () -> view.model().result() != null);
        // read on the FX thread: the speeds still coming in redraw the chart there meanwhile
        record WhileRunning(boolean running, boolean cancelShown, boolean exportOff, int drawn) {}
        WhileRunning seen = ShownWindow.onFx(() -> new WhileRunning(
                view.model().runningProperty().get(),
                robot.lookup("#sweep-cancel").queryButton().isVisible(),
                robot.lookup("#sweep-export-csv").queryButton().isDisabled(),
                view.chart().getData().get(0).getData().size()));
        assertTrue(seen.running(), "200,000 shots a speed take a while");
        assertTrue(seen.cancelShown());
        assertTrue(seen.exportOff(), "a part-done sweep is not exported");
        assertTrue(seen.drawn() < big.speeds().size());
        robot.clickOn(ShownWindow.onFx(() -> robot.lookup("#sweep-cancel").queryButton()));
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(view.model().runningProperty().get());
        assertFalse(view.model().complete());
        assertTrue(
                robot.lookup("#sweep-status").queryAs(Label.class).getText().startsWith("cancelled: "),
                robot.lookup("#sweep-status").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#sweep-export-csv").queryButton().isDisabled());
        assertFalse(robot.lookup("#sweep-run").queryButton().isDisabled(), "can run again");
    }

    /** The window closing stops a sweep still running: nothing of it lands afterwards. */
    @Test
    void aSweepStopsWhenTheWindowCloses() {
        SweepSpec big = new SweepSpec(12, 16, 1, 60, 1, 200_000, 5, 0, AlgorithmId.all());
        ShownWindow.fx(() -> {
            view.model().specProperty().set(big);
            view.model().run();
        });
        ShownWindow.waitOnFx("the first speed", () -> view.model().result() != null);
        ShownWindow.fx(view::stop);
        var kept = ShownWindow.onFx(() -> view.model().result());
        assertFalse(ShownWindow.onFx(() -> view.model().runningProperty().get()));
        assertFalse(ShownWindow.onFx(() -> view.model().complete()));
        // what a speed finishing about now hands the FX thread is dropped
        ShownWindow.fx(() -> {});
        assertEquals(kept, ShownWindow.onFx(() -> view.model().result()));
    }

    /**
     * Presented, the sweep shows what a class wants from it: the chart, and under it the answer (from what speed on
     * each test lets the ball through), whose swatches stand for the chart's legend. The inputs and the table of
     * every speed stay in the window, and come back with the answer in its place after.
     */
    @Test
    void presentedTheChartAndTheAnswerAreShownAndTheTableStaysInTheWindow(FxRobot robot) throws Exception {
        runTyped(robot);
        ShownWindow.fxLaidOut(() -> view.presenting(true));
        var chart = view.chart();
        var answer = view.answer();
        assertTrue(chart.getScene() != null && chart.isVisible(), "the chart");
        assertTrue(answer.getScene() != null && answer.isVisible(), "the answer");
        assertEquals(
                "32", robot.lookup("#first-through-simple").queryAs(Label.class).getText());
        // issue 31: the T and D the marks and the theory's column refer to, though the inputs are gone
        Label sizes = robot.lookup("#sweep-sizes").queryAs(Label.class);
        assertEquals("T = 12 px, the target's thickness; D = 16 px, the ball's diameter", sizes.getText());
        assertTrue(sizes.getScene() != null && sizes.isVisible());
        assertNull(view.table().getScene(), "no table");
        assertTrue(robot.lookup("#sweep-run").tryQuery().isEmpty(), "no inputs");
        assertFalse(chart.isLegendVisible(), "the answer's swatches name the curves");
        var c = chart.localToScene(chart.getBoundsInLocal());
        var a = answer.localToScene(answer.getBoundsInLocal());
        assertTrue(a.getMinY() >= c.getMaxY() - 0.5, "the answer " + a + " under the chart " + c);
        assertTrue(a.getMaxY() <= view.getHeight() + 0.5, "and inside the view: " + a);
        assertTrue(c.getHeight() > 0.5 * view.getHeight(), "the chart large: " + c.getHeight());
        assertTrue(c.getWidth() > 0.95 * view.getWidth(), "across the view: " + c.getWidth());

        ShownWindow.fxLaidOut(() -> view.presenting(false));
        assertTrue(chart.isLegendVisible());
        assertTrue(robot.lookup("#sweep-run").tryQuery().isPresent(), "the inputs are back");
        assertTrue(view.table().getScene() != null, "the table back in its folding pane");
        var inputs = robot.lookup("#sweep-run").query().getParent().getParent();
        assertTrue(inputs.getChildrenUnmodifiable().contains(answer), "the answer back among the inputs");
        assertTrue(
                inputs.getChildrenUnmodifiable().indexOf(answer)
                        < inputs.getChildrenUnmodifiable().indexOf(view.status()),
                "above the status line, as before");
    }

    /** Issue 28: the tab's first opening makes no table of every speed; opening its folded pane does, filled in. */
    @Test
    void theTableOfEverySpeedIsMadeWhenItsPaneIsFirstOpened(FxRobot robot) throws Exception {
        runTyped(robot);
        assertFalse(ShownWindow.onFx(view::tableMade), "folded: not made");
        assertTrue(robot.lookup("#sweep-table").tryQuery().isEmpty());
        TitledPane folded = robot.lookup(".titled-pane").queryAs(TitledPane.class);
        ShownWindow.fxLaidOut(() -> folded.setExpanded(true));
        assertTrue(ShownWindow.onFx(view::tableMade));
        TableView<?> table = robot.lookup("#sweep-table").queryAs(TableView.class);
        assertEquals(view.model().result().rows(), ShownWindow.onFx(() -> List.copyOf(table.getItems())));
    }

    /**
     * Issue 28: on its first showing the tab has its chart at once, the inputs a pulse later and their form a pulse
     * after that, each styled and laid out in a pulse of its own; the sweep itself runs off the FX thread meanwhile.
     */
    @Test
    void onItsFirstShowingTheChartComesFirstAndTheInputsInThePulsesAfter() throws Exception {
        SweepView[] fresh = {null};
        boolean chartAlone = ShownWindow.onFx(() -> {
            fresh[0] = new SweepView(new SweepModel());
            view.getScene().setRoot(fresh[0]); // in the window, not yet styled
            fresh[0].shown(null);
            return fresh[0].getLeft() == null
                    && fresh[0].form().getParent() == null
                    && fresh[0].chart().getScene() != null;
        });
        assertTrue(chartAlone, "the chart alone until a pulse has styled it");
        SweepView v = fresh[0];
        ShownWindow.waitOnFx("the inputs", () -> v.getLeft() != null && v.form().getParent() != null);
        assertTrue(ShownWindow.onFx(
                () -> v.model().runningProperty().get() || v.model().complete()));
        ShownWindow.fx(() -> v.shown(null)); // shown again: the inputs stay
        assertTrue(ShownWindow.onFx(() -> v.getLeft() != null && v.form().getParent() != null));
    }

    /** A sweep's progress refills the series shown: the chart keeps its series, and so its paths and legend. */
    @Test
    void moreSpeedsOfTheSameSweepRefillTheSeriesShown() throws Exception {
        SweepResult all = SpeedSweep.run(TYPED);
        SweepResult part = new SweepResult(
                TYPED, all.rows().stream().filter(r -> r.speed() <= 20).toList());
        var chart = view.chart();
        var before = ShownWindow.onFx(() -> {
            chart.show(part);
            return List.copyOf(chart.getData());
        });
        var after = ShownWindow.onFx(() -> {
            chart.show(all);
            return List.copyOf(chart.getData());
        });
        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertSame(
                    before.get(i),
                    after.get(i),
                    "the same series: " + after.get(i).getName());
        }
        var simple = after.stream()
                .filter(s -> s.getName().equals(AlgorithmId.SIMPLE.fileName()))
                .findFirst()
                .orElseThrow();
        assertEquals(
                all.rowsOf(AlgorithmId.SIMPLE).size(),
                ShownWindow.onFx(() -> simple.getData().size()));
    }

    @Test
    void aBadInputIsNamedAndNothingRuns(FxRobot robot) {
        type(robot, "diameter", "-4");
        robot.clickOn("#sweep-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(
                "Ball diameter: must be a positive number, got -4",
                robot.lookup("#sweep-problem").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#sweep-diameter")
                .queryAs(TextField.class)
                .getPseudoClassStates()
                .contains(Styles.ERROR));
        assertNull(view.model().result());
        type(robot, "diameter", "16");
        type(robot, "to", "ten");
        robot.clickOn("#sweep-run");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(
                "Speeds to: not a number: 'ten'",
                robot.lookup("#sweep-problem").queryAs(Label.class).getText());
    }

    @Test
    void returnChecksTheInputAndMovesOnANegativeOneIsRefusedWithAMessage(FxRobot robot) {
        TextField thickness = robot.lookup("#sweep-thickness").queryAs(TextField.class);
        robot.clickOn(thickness);
        WaitForAsyncUtils.asyncFx(thickness::selectAll);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.MINUS, KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.ENTER);
        assertEquals("-12", thickness.getText(), "not made positive");
        assertEquals(
                "Target thickness: must be a positive number, got -12",
                robot.lookup("#sweep-problem").queryAs(Label.class).getText());
        assertTrue(thickness.isFocused(), "stays until it is right");
        assertNull(view.model().result(), "Return on a bad value runs nothing");
        WaitForAsyncUtils.asyncFx(thickness::selectAll);
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.DIGIT8, KeyCode.ENTER);
        assertEquals("", robot.lookup("#sweep-problem").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#sweep-diameter").queryAs(TextField.class).isFocused(), "on to the next input");
        assertNull(view.model().result(), "Return in an input before the last moves on, it does not run");
    }

    private static String firstThrough(SweepResult r, String algorithm) {
        return r.rowsOf(AlgorithmId.of(algorithm)).stream()
                .filter(x -> x.tunnelled() > 0)
                .findFirst()
                .map(x -> SweepText.number(x.speed()))
                .orElse("never");
    }
}
