package bouncelab.ui.seventh;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.core.sweep.MissRateTheory;
import bouncelab.core.trace.FrameTrace;
import bouncelab.student.Compilation;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentSource;
import bouncelab.student.StudentTest;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.compare.CompareModel;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.GuardedYours;
import bouncelab.ui.sweep.SweepModel;
import bouncelab.ui.sweep.SweepView;
import bouncelab.ui.window.MainWindow;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static bouncelab.ui.seventh.SeventhAlgorithm.SEVENTH;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Adding an algorithm is a constant, a class and a colour: a seventh that only this test knows ({@link
 * SeventhAlgorithm}) is offered to the window the way {@code yours} is, and shows in the trace, the Step bar, the
 * court's drawing, Compare (seven panels, with yours) and the Speed sweep, with nothing else changed.
 */
@ExtendWith(ApplicationExtension.class)
class SeventhAlgorithmTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** The trace names it, and under every rule set it goes where the test it runs (swept-exact's) goes. */
    @Test
    void itsTraceIsItsOwn() {
        for (RulesId rules : RulesId.all()) {
            Scenario shot = DefaultShot.pong().withRules(new Rules(true, 0, Double.POSITIVE_INFINITY, null, rules));
            Run seventh = new Run(shot, new SeventhAlgorithm());
            Run exact = new Run(shot, AlgorithmClasses.create(AlgorithmId.SWEPT_EXACT));
            for (int frame = 1; frame <= 60; frame++) {
                FrameTrace t = seventh.trace(frame);
                assertEquals("seventh", t.algorithm(), rules.fileName());
                assertEquals(exact.state(frame), seventh.state(frame), rules + " at frame " + frame);
            }
        }
        assertTrue(Double.isInfinite(MissRateTheory.reach(SEVENTH, 12, 16)), "its reach is on its id");
        assertTrue(WorkBudget.fits(List.of(new WorkBudget.Job(DefaultShot.pong(), SEVENTH, 1))));
        assertFalse(AlgorithmId.parse("seventh").isPresent(), "files and options name only the app's own");
    }

    /**
     * In the window: offered beside the five and yours, it has its button on the Step bar, runs when chosen (the
     * court drawn as swept-exact's, whose test it runs), and Compare lays out seven panels.
     */
    @Test
    void theWindowOffersItLikeYours(FxRobot robot) throws Exception {
        MainWindow[] window = new MainWindow[1];
        WaitForAsyncUtils.asyncFx(() -> {
                    window[0] = new MainWindow(DefaultShot.pong(), stage);
                    ShownWindow.show(stage, window[0].createScene(1280, 800));
                })
                .get();
        Algorithms algorithms = window[0].model().algorithms();
        ShownWindow.fx(() -> {
            algorithms.setYours(compiled("slides.pde"));
            algorithms.offer(SEVENTH, SeventhAlgorithm::new);
        });
        assertEquals(
                List.of(
                        AlgorithmId.SIMPLE,
                        AlgorithmId.PYTHAGORAS,
                        AlgorithmId.INTERSECTION_CENTRE,
                        AlgorithmId.SWEPT,
                        AlgorithmId.SWEPT_EXACT,
                        AlgorithmId.YOURS,
                        SEVENTH),
                algorithms.shown());

        ToggleButton button = robot.lookup("#algorithm-seventh").queryAs(ToggleButton.class);
        assertEquals("7 seventh", button.getText());
        int frame = 12;
        ShownWindow.fx(() -> {
            window[0].model().setAlgorithm(AlgorithmId.SWEPT_EXACT);
            window[0].model().jumpTo(frame);
        });
        ShownWindow.waitOnFx("swept-exact's run", () -> !window[0].model().isComputing());
        WritableImage exact = onFx(() -> window[0].court().canvas().snapshot(null, null));
        ShownWindow.fx(button::fire);
        ShownWindow.waitOnFx(
                "the seventh's run",
                () -> !window[0].model().isComputing()
                        && window[0].model().runName().startsWith("seventh"));
        assertSame(SEVENTH, window[0].model().algorithm());
        assertTrue(button.isSelected());
        assertEquals(frame, window[0].model().frame());
        assertEquals("seventh", window[0].model().currentTrace().algorithm());
        WritableImage seventh = onFx(() -> window[0].court().canvas().snapshot(null, null));
        assertTrue(samePixels(exact, seventh), "the court drawn as swept-exact's, whose test it runs");

        CompareView[] compare = new CompareView[1];
        ShownWindow.fx(() -> {
            compare[0] = new CompareView(new CompareModel(DefaultShot.pong(), algorithms), window[0].palette());
            window[0].addTab(compare[0]);
            window[0]
                    .tabs()
                    .getSelectionModel()
                    .select(window[0].tabs().getTabs().size() - 1);
        });
        CompareModel model = compare[0].model();
        ShownWindow.waitOnFx("Compare's runs", () -> !model.computingProperty().get());
        assertEquals(algorithms.shown(), model.algorithms());
        GridPane grid = robot.lookup("#compare-grid").queryAs(GridPane.class);
        assertEquals(7, grid.getChildren().size(), "a panel for each of the seven");
        assertEquals(3, grid.getRowConstraints().size(), "three, two and two");
        ShownWindow.fx(() -> model.frameProperty().set(frame));
        assertEquals(
                new Run(model.scenario(), new SeventhAlgorithm()).state(frame),
                model.run(SEVENTH).currentState());
    }

    /** The Speed sweep sweeps it too: its row in the answer, its theory from its id, its line in its own style. */
    @Test
    void theSweepSweepsIt(FxRobot robot) throws Exception {
        Algorithms algorithms = new Algorithms();
        algorithms.offer(SEVENTH, SeventhAlgorithm::new);
        SweepView[] view = new SweepView[1];
        WaitForAsyncUtils.asyncFx(() -> {
                    view[0] = new SweepView(new SweepModel(algorithms));
                    Scene scene = new Scene(view[0], 1280, 800);
                    scene.getStylesheets()
                            .add(SweepView.class.getResource(Palette.STYLESHEET).toExternalForm());
                    ShownWindow.show(stage, scene);
                })
                .get();
        for (String[] typed : new String[][] {
            {"thickness", "12"},
            {"diameter", "16"},
            {"from", "4"},
            {"to", "40"},
            {"step", "4"},
            {"shots", "100"},
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
        assertTrue(model.spec().algorithms().contains(SEVENTH));
        assertEquals(10, model.result().rowsOf(SEVENTH).size());
        assertTrue(model.result().rowsOf(SEVENTH).stream().allMatch(r -> r.tunnelled() == 0), "never through");
        assertEquals(
                "never",
                robot.lookup("#first-through-seventh").queryAs(Label.class).getText());
        List<Node> lines = robot.lookup(".sweep-chart .chart-series-line").queryAll().stream()
                .toList();
        assertEquals(7, lines.size(), "six algorithms and the theory");
        assertEquals(
                2,
                lines.stream()
                        .filter(n -> n.getStyleClass().contains(SEVENTH.colourKey()))
                        .count(),
                "its line carries its style class (swept-exact's, which it borrows)");
    }

    /**
     * Whoever hears of an offer, or of yours compiled anew, makes the new one: Compare makes its runs when either
     * changes, and a run of yours made then must run the test just compiled, not the one before.
     */
    @Test
    void whatIsHeardOfCanBeMade() {
        Algorithms algorithms = new Algorithms(Runnable::run);
        List<Object> made = new ArrayList<>();
        algorithms.shown().addListener((ListChangeListener<AlgorithmId>)
                c -> algorithms.shown().forEach(id -> made.add(testOf(algorithms.create(id)))));
        algorithms.yoursProperty().addListener((o, was, now) -> {
            if (algorithms.has(AlgorithmId.YOURS)) {
                made.add(testOf(algorithms.create(AlgorithmId.YOURS)));
            }
        });
        StudentTest first = compiled("slides.pde"), second = compiled("box.pde");
        algorithms.offer(SEVENTH, SeventhAlgorithm::new);
        assertTrue(made.contains(SEVENTH), "the seventh, made as soon as it is offered");
        algorithms.setYours(first);
        assertSame(first, made.get(made.size() - 1));
        algorithms.setYours(second);
        assertSame(second, made.get(made.size() - 1), "yours compiled anew runs the new test");
        made.clear();
        algorithms.setYours(null); // nothing asks for yours once it is gone
        assertEquals(
                List.of(
                        AlgorithmId.SIMPLE,
                        AlgorithmId.PYTHAGORAS,
                        AlgorithmId.INTERSECTION_CENTRE,
                        AlgorithmId.SWEPT,
                        AlgorithmId.SWEPT_EXACT,
                        SEVENTH),
                made);
    }

    /** The student's test a made yours runs, or the id of any other. */
    private static Object testOf(CollisionAlgorithm a) {
        return a instanceof GuardedYours g ? g.test() : a.id();
    }

    private static StudentTest compiled(String file) {
        try (InputStream in = SeventhAlgorithmTest.class.getResourceAsStream("/bouncelab/student/" + file)) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Compilation c = StudentCompiler.compile(new StudentSource(file, text, StudentSource.kindOf(file)));
            return ((Compilation.Ready) c).test();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static <T> T onFx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get();
    }

    private static boolean samePixels(WritableImage a, WritableImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return false;
        }
        for (int y = 0; y < (int) a.getHeight(); y++) {
            for (int x = 0; x < (int) a.getWidth(); x++) {
                if (a.getPixelReader().getArgb(x, y) != b.getPixelReader().getArgb(x, y)) {
                    return false;
                }
            }
        }
        return true;
    }
}
