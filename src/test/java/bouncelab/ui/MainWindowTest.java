package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Overlay;
import bouncelab.core.trace.Tunnelled;
import bouncelab.ui.common.Styles;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.step.InspectorPane;
import bouncelab.ui.step.ShotEditor;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Slider;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stepping window, headless: keys, the inspector's numbers, overlays seen in pixels, dragging the ball. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    @Test
    void keysStepForwardAndBackAndSwitchAlgorithmKeepingTheFrame(FxRobot robot) {
        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT, 5);
        assertEquals(5, window.model().frame());
        robot.type(KeyCode.LEFT, 2);
        assertEquals(3, window.model().frame());
        robot.press(KeyCode.SHIFT).type(KeyCode.RIGHT).release(KeyCode.SHIFT);
        assertEquals(14, window.model().frame());
        robot.type(KeyCode.DIGIT1);
        assertEquals(AlgorithmId.SIMPLE, window.model().algorithm());
        assertEquals(14, window.model().frame());
        assertTrue(window.model().currentTrace().hasEvent(Tunnelled.class));
        robot.type(KeyCode.HOME);
        assertEquals(0, window.model().frame());
    }

    @Test
    void theTimelineSliderAndTheFrameFollowEachOther(FxRobot robot) {
        Slider slider = robot.lookup("#timeline").queryAs(Slider.class);
        fx(() -> slider.setValue(47));
        assertEquals(47, window.model().frame());
        fx(() -> window.model().jumpTo(12));
        assertEquals(12, slider.getValue());
    }

    @Test
    void theInspectorShowsTheSlidesNumbersForTheirWorkedExample(FxRobot robot) {
        // the slides' overlapping example: ball (481, 300), diameter 100; paddle (530, 200), 70 × 200.
        // The ball starts 10 px to the left and moves 10 px in one frame.
        Scenario slides = new Scenario(
                new Court(800, 600, EnumSet.allOf(Side.class)),
                1.0 / 60,
                new Ball(471, 300, 50, 600, 0),
                List.of(new Paddle("paddle", new Rect(530, 200, 70, 200))),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.PYTHAGORAS);
        fx(() -> {
            window.model().setScenario(slides);
            window.model().setAlgorithm(AlgorithmId.PYTHAGORAS);
            window.model().jumpTo(1);
        });
        String text = robot.lookup("#inspector").queryAs(InspectorPane.class).working();
        assertTrue(
                text.contains("circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |481 − 530 − 35| = 84"), text);
        assertTrue(
                text.contains("circleDistanceY = |ball.y − paddle.y − paddleHeight/2| = |300 − 200 − 100| = 0"), text);
        assertTrue(text.contains("(4) circleDistanceY <= paddleHeight/2: 0 <= 100 → true"), text);
        assertTrue(text.contains("decided by straight-on test (4)"), text);
    }

    /**
     * Turning an overlay off takes it out of the court's picture and draws the court again. What the tunnel overlay
     * draws, and where, is checked with a recording pen in CourtRendererTest.
     */
    @Test
    void turningTheTunnelOverlayOffRedrawsTheCourtWithoutIt(FxRobot robot) {
        fx(() -> {
            window.model().setAlgorithm(AlgorithmId.SIMPLE);
            window.model().jumpTo(14);
        });
        assertFalse(window.model().currentTrace().items(Tunnelled.class).isEmpty());
        assertTrue(window.court().scene().on(Overlay.TUNNEL));
        int[] on = pixels();
        fx(() -> window.model().setOverlay(Overlay.TUNNEL, false));
        assertFalse(window.court().scene().on(Overlay.TUNNEL));
        assertFalse(Arrays.equals(on, pixels()), "the court was drawn again");
    }

    @Test
    void draggingTheBallMovesItInTheShotAndRestartsTheRun(FxRobot robot) {
        fx(() -> window.model().jumpTo(0));
        var v = window.court().viewport();
        Vec2 ball = DefaultShot.pong().ball().centre();
        var canvas = window.court().canvas();
        var origin = canvas.localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY);
        robot.moveBy(15, 30);
        robot.moveBy(15, 30);
        robot.release(MouseButton.PRIMARY);
        Ball moved = window.model().scenario().ball();
        // on the drag's grid, half a step at most from under the pointer
        assertEquals(ball.x() + 30 / v.scale(), moved.x(), 0.5 / ShotEditor.GRID + 1e-9);
        assertEquals(ball.y() + 60 / v.scale(), moved.y(), 0.5 / ShotEditor.GRID + 1e-9);
        assertEquals(DefaultShot.pong().ball().vx(), moved.vx());
        assertEquals(0, window.model().frame());
    }

    @Test
    void aMalformedFileShowsItsProblemAndKeepsTheShot(@TempDir Path dir, FxRobot robot) throws Exception {
        Path bad = dir.resolve("broken.json");
        Files.writeString(
                bad,
                "{\n  \"court\": {\"width\": 800, \"height\": 600},\n  \"dt\": 0.0166,\n"
                        + "  \"ball\": {\"x\": 100, \"y\": 100, \"radius\": -3, \"vx\": 1, \"vy\": 1}\n}\n");
        Scenario before = window.model().scenario();
        AtomicReference<Boolean> opened = new AtomicReference<>();
        fx(() -> opened.set(window.files().open(bad)));
        assertFalse(opened.get());
        assertEquals(before, window.model().scenario());
        String message = window.status().getText();
        assertTrue(message.contains("broken.json:4"), message);
        assertTrue(message.contains("ball.radius"), message);
        assertTrue(window.status().getPseudoClassStates().contains(Styles.ERROR));
        assertEquals(Color.web("#b3261e"), window.status().getTextFill(), "the stylesheet's red");
        assertTrue(
                window.banner().text().contains("broken.json:4: field 'ball.radius'"),
                window.banner().text());
        robot.clickOn("#problem-close");
        assertEquals("", window.banner().text());
    }

    @Test
    void aSavedShotOpensAgainAsItWas(@TempDir Path dir) {
        Path file = dir.resolve("shot.json");
        fx(() -> window.model().setAlgorithm(AlgorithmId.INTERSECTION_CENTRE));
        Scenario saved = window.model().scenario();
        AtomicReference<Boolean> ok = new AtomicReference<>();
        fx(() -> ok.set(window.files().save(file)));
        assertTrue(ok.get(), window.status().getText());
        fx(() -> {
            window.model().setScenario(saved.withBall(saved.ball().withRadius(20)));
            window.model().setAlgorithm(AlgorithmId.SWEPT);
            ok.set(window.files().open(file));
        });
        assertTrue(ok.get(), window.status().getText());
        assertEquals(saved.ball(), window.model().scenario().ball());
        assertEquals(AlgorithmId.INTERSECTION_CENTRE, window.model().algorithm());
    }

    @Test
    void aShotIsReadOffTheFxThreadAndAPipeOrAHeavyShotIsRefusedInOneLine(@TempDir Path dir) throws Exception {
        Path good = dir.resolve("good.json");
        Files.writeString(
                good,
                "{\"court\": {\"width\": 640, \"height\": 480}, \"dt\": 0.02,\n"
                        + " \"ball\": {\"x\": 100, \"y\": 100, \"radius\": 7, \"vx\": 50, \"vy\": 0}}\n");
        fx(() -> window.files().openInBackground(good));
        // asked on the FX thread, where the file read lands
        ShownWindow.waitOnFx(
                "the shot opened", () -> window.model().scenario().court().width() == 640);
        assertEquals(7, (double)
                ShownWindow.onFx(() -> window.model().scenario().ball().radius()));

        // a named pipe would block its reader for ever: it is refused before it is opened
        Path fifo = dir.resolve("pipe.json");
        Process p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0);
        fx(() -> window.files().openInBackground(fifo));
        ShownWindow.waitOnFx("the pipe refused", () -> window.banner().text().contains("not an ordinary file"));
        String refused = ShownWindow.onFx(() -> window.banner().text());
        assertTrue(refused.contains(fifo + ":0: "), refused);
        assertEquals(640, (double)
                ShownWindow.onFx(() -> window.model().scenario().court().width()));

        // a shot that loads but whose working would take minutes and gigabytes to show is refused as render does
        StringBuilder bricks = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            bricks.append(i == 0 ? "" : ",")
                    .append("{\"x\": ")
                    .append(i % 2 == 0 ? "360" : "408.5")
                    .append(", \"y\": ")
                    .append(100 + i % 50 * 2)
                    .append(", \"width\": 31.5, \"height\": 400}");
        }
        Path heavy = dir.resolve("heavy.json");
        Files.writeString(
                heavy,
                "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": 0.02, "
                        + "\"ball\": {\"x\": 400, \"y\": 300, \"radius\": 8, \"vx\": 1e9, \"vy\": 1e8}, "
                        + "\"breakBricks\": false, \"broadPhase\": \"brute-force\", \"bricks\": [" + bricks + "]}");
        fx(() -> window.files().openInBackground(heavy));
        ShownWindow.waitOnFx(
                "the heavy shot refused", () -> window.banner().text().contains("too much working to show"));
        assertEquals(640, (double)
                ShownWindow.onFx(() -> window.model().scenario().court().width()));
    }

    private int[] pixels() {
        AtomicReference<int[]> argb = new AtomicReference<>();
        fx(() -> {
            WritableImage img = window.court().canvas().snapshot(null, null);
            int w = (int) img.getWidth(), h = (int) img.getHeight();
            int[] out = new int[w * h];
            img.getPixelReader().getPixels(0, 0, w, h, PixelFormat.getIntArgbInstance(), out, 0, w);
            argb.set(out);
        });
        return argb.get();
    }
}
