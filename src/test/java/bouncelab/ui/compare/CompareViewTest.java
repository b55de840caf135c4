package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.simulation.Run;
import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.export.CourtPicture;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.BackgroundRunsTestShots;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.step.ShotEditor;
import bouncelab.ui.window.MainWindow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The compare tab in the window, headless: keys and buttons step every panel together, an edit re-runs them all. */
@ExtendWith(ApplicationExtension.class)
class CompareViewTest {
    private MainWindow window;
    private CompareView compare;

    @Start
    void start(Stage stage) {
        window = new MainWindow(DefaultShot.pong(), stage);
        compare = new CompareView(new CompareModel(DefaultShot.pong()), window.palette());
        window.addTab(compare);
        ShownWindow.show(stage, window.createScene(1280, 800));
        window.tabs().getSelectionModel().select(1);
    }

    private void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    private CompareModel model() {
        return compare.model();
    }

    /** Every panel at the frame, showing what a fresh run of its algorithm shows there. */
    private void assertLockstep(int frame) {
        assertEquals(frame, model().frame());
        for (AlgorithmId id : AlgorithmId.all()) {
            var run = model().run(id);
            assertEquals(frame, run.frame(), id.fileName());
            assertEquals(
                    new Run(model().scenario(), AlgorithmClasses.create(id)).state(frame),
                    run.currentState(),
                    id.fileName() + " at frame " + frame);
        }
    }

    /**
     * The window closing stops the runs of a heavy shot still being worked out, the Compare tab's and the Step
     * tab's: each job ends at its first frame, and nothing of it lands.
     */
    @Test
    void closingTheWindowStopsTheRunsStillComputing() {
        List<Runnable> jobs = new ArrayList<>();
        List<Runnable> landing = new ArrayList<>(); // what the jobs hand back: progress, then the frames
        RunPlace place = new RunPlace(jobs::add, landing::add);
        AtomicReference<CompareView> heavy = new AtomicReference<>();
        fx(() -> {
            heavy.set(new CompareView(new CompareModel(DefaultShot.pong(), new Algorithms(), place), window.palette()));
            window.addTab(heavy.get());
            heavy.get().model().setScenario(BackgroundRunsTestShots.wall(20));
            window.model().setRunPlace(place);
            window.model().setScenario(BackgroundRunsTestShots.wall(20));
        });
        assertEquals(AlgorithmId.all().size() + 1, jobs.size(), "one job a Compare run, one for the Step tab");
        assertTrue(ShownWindow.onFx(
                () -> heavy.get().model().isComputing() && window.model().isComputing()));

        fx(() -> window.stop());
        jobs.forEach(Runnable::run); // the pool picks them up after the window closed
        assertEquals(0, landing.size(), "each job stopped at its first frame: no progress, no frames");
        assertFalse(ShownWindow.onFx(
                () -> heavy.get().model().isComputing() || window.model().isComputing()));
    }

    @Test
    void theStepKeysAndButtonsMoveEveryPanelTogether(FxRobot robot) {
        robot.clickOn(compare.court(AlgorithmId.SWEPT));
        robot.type(KeyCode.RIGHT, 5);
        assertLockstep(5);
        robot.type(KeyCode.LEFT, 2);
        assertLockstep(3);
        robot.press(KeyCode.SHIFT).type(KeyCode.RIGHT).release(KeyCode.SHIFT);
        assertLockstep(14);
        robot.clickOn(robot.from(compare).lookup("#step-forward").queryAs(Button.class));
        assertLockstep(15);
        robot.clickOn(robot.from(compare).lookup("#step-back").queryAs(Button.class));
        robot.clickOn(robot.from(compare).lookup("#step-back").queryAs(Button.class));
        assertLockstep(13);
        robot.type(KeyCode.HOME);
        assertLockstep(0);
        assertEquals(0, window.model().frame(), "the stepping view's keys did not act behind the tab");
    }

    @Test
    void badgesShowEachRunsCountsAndWhereItPartsFromSweptExact(FxRobot robot) {
        fx(() -> model().jumpTo(47));
        assertEquals(
                "hits 0   tunnels 1   phantoms 0   bounces 0   outs 1",
                text(robot, "#counts-simple").replace('\u00a0', ' '));
        assertEquals(
                "hits 3   tunnels 0   phantoms 1   bounces 3   outs 0",
                text(robot, "#counts-swept").replace('\u00a0', ' '));
        assertEquals("differs from frame 14", text(robot, "#divergence-intersection-centre"));
        assertEquals("differs from frame 47", text(robot, "#divergence-swept"));
        assertEquals("reference", text(robot, "#divergence-swept-exact"));
    }

    @Test
    void draggingTheBallInOnePanelReRunsEveryPanelWithTheNewShot(FxRobot robot) {
        CourtView court = compare.court(AlgorithmId.PYTHAGORAS);
        var v = court.viewport();
        Ball ball = DefaultShot.pong().ball();
        var origin = court.canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY);
        robot.moveBy(10, 5);
        robot.moveBy(20, 10);
        robot.release(MouseButton.PRIMARY);
        Ball moved = model().scenario().ball();
        // on the drag's grid, half a step at most from under the pointer
        assertEquals(ball.x() + 30 / v.scale(), moved.x(), 0.5 / ShotEditor.GRID + 1e-9);
        assertEquals(ball.y() + 15 / v.scale(), moved.y(), 0.5 / ShotEditor.GRID + 1e-9);
        for (AlgorithmId id : AlgorithmId.all()) {
            assertSame(model().scenario(), model().run(id).scenario(), id.fileName());
        }
        robot.type(KeyCode.RIGHT, 10);
        assertLockstep(10);
        fx(() -> window.tabs().getSelectionModel().select(0));
        assertEquals(moved, window.model().scenario().ball(), "the stepping view takes the edited shot");
    }

    @Test
    void overlaidEveryBallIsDrawnOnOneCourtInItsColour(FxRobot robot) {
        robot.clickOn(compare.court(AlgorithmId.SWEPT));
        robot.type(KeyCode.G);
        assertEquals(CompareLayout.OVERLAY, model().layout());
        assertSame(compare.getCenter().lookup("#overlay-court"), compare.getCenter());
        fx(() -> model().jumpTo(20));
        // the discrete balls have gone out on the right; simple's ring is the innermost, 4 px outside the ball
        CourtView court = compare.overlayCourt();
        Ball out = model().run(AlgorithmId.SIMPLE).currentState().ball();
        var v = court.viewport();
        Vec2 ring = new Vec2(v.sx(out.x()) + out.radius() * v.scale() + 4, v.sy(out.y()));
        Color palette = Palette.standard().get(AlgorithmId.SIMPLE);
        Color seen = pixel(court, ring);
        assertTrue(close(seen, palette), "simple's ring: " + seen + " expected " + palette);
        robot.type(KeyCode.G);
        assertEquals(CompareLayout.GRID, model().layout());
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private Color pixel(CourtView court, Vec2 p) {
        AtomicReference<Color> c = new AtomicReference<>();
        fx(() -> {
            WritableImage img = court.canvas().snapshot(null, null);
            c.set(img.getPixelReader().getColor((int) Math.round(p.x()), (int) Math.round(p.y())));
        });
        return c.get();
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) < 0.1
                && Math.abs(a.getGreen() - b.getGreen()) < 0.1
                && Math.abs(a.getBlue() - b.getBlue()) < 0.1;
    }

    /** File → Export → Frame on the Compare tab writes the five courts as shown, not the hidden stepping court. */
    @Test
    void exportingTheFrameOnThisTabWritesTheWholeCompareView(@TempDir Path dir) throws Exception {
        Path png = dir.resolve("compare.png");
        fx(() -> {
            try {
                window.exports().frame(png);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        var img = ImageIO.read(png.toFile());
        assertEquals((int) Math.ceil(compare.getWidth()), img.getWidth());
        assertEquals(
                (int) Math.ceil(compare.getHeight()) + CourtPicture.CAPTION_BAND,
                img.getHeight(),
                "the view, and its caption under it");
        assertTrue(compare.getWidth() > 1.3 * window.court().getWidth(), "wider than the stepping court");
    }

    /** Frames exported on this tab are the compare view's, stepped through its own frames; its frame is kept. */
    @Test
    void aGifExportedOnThisTabHasTheFiveCourtsAtEachFrame(@TempDir Path dir) throws Exception {
        fx(() -> model().frameProperty().set(30));
        Path gif = dir.resolve("compare.gif");
        fx(() -> {
            try {
                window.exports().gif(gif, 10, 14);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try (var in = ImageIO.createImageInputStream(gif.toFile())) {
            var reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertEquals(5, reader.getNumImages(true));
            assertEquals((int) Math.ceil(compare.getWidth()), reader.getWidth(0));
        }
        assertEquals(30, model().frame(), "the compare view is back where it was");
        assertEquals(0, window.model().frame(), "the stepping run was not touched");
    }

    /**
     * The lanes' names are written in the stylesheet's type for their title beside them, so they grow with the type
     * size the whole way (28 px type: twice the size), on lanes tall enough for them, and back.
     */
    @Test
    void theLanesAreWrittenInTheStylesheetsTypeAndGrowWithIt(FxRobot robot) {
        CompareTimeline timeline =
                robot.from(compare).lookup(".compare-timeline").queryAs(CompareTimeline.class);
        Label title = robot.from(timeline).lookup(".lanes-title").queryAs(Label.class);
        int lanes = model().algorithms().size();
        double small = timeline.lanes().getGraphicsContext2D().getFont().getSize();
        assertEquals(title.getFont().getSize(), small, 1e-9, "as their title");
        assertEquals(14 * 0.79, small, 0.05); // JavaFX rounds a font's size to a tenth
        assertEquals(Math.ceil(small * 15 / 11) * lanes, timeline.lanes().getHeight());
        ShownWindow.fxLaidOut(() -> window.appearance().fontSizeProperty().set(new FontSize(28)));
        double large = timeline.lanes().getGraphicsContext2D().getFont().getSize();
        assertEquals(2, large / small, 0.01, "28 px type: names twice the size");
        assertEquals(Math.ceil(large * 15 / 11) * lanes, timeline.lanes().getHeight());
        ShownWindow.fxLaidOut(() -> window.appearance().fontSizeProperty().set(FontSize.DEFAULT));
        assertEquals(small, timeline.lanes().getGraphicsContext2D().getFont().getSize(), 1e-9);
        assertEquals(Math.ceil(small * 15 / 11) * lanes, timeline.lanes().getHeight());
    }
}
