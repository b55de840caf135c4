package bouncelab.ui;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.CourtRenderer;
import bouncelab.ui.render.CourtScene;
import bouncelab.ui.render.Palette;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.scene.transform.Scale;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The court and the window drawn at output scale 2, as on a HiDPI screen, checked pixel by pixel at 2 × the logical
 * positions.
 * <p>
 * Under the tests' headless Monocle every screen reports scale 1 (its headless screen's scale is fixed), and a
 * canvas keeps its pixels at the highest scale of the screens there were when it was made; so a snapshot of the
 * window's court at scale 2 is its 1× pixels stretched. On a 2× screen JavaFX gives the canvas twice the pixels
 * and draws its commands scaled by 2: the court test does the same here, a canvas of twice the size drawn through
 * a scale of 2 by the window's own renderer. The window's controls and text are drawn at the snapshot's scale.
 */
@ExtendWith(ApplicationExtension.class)
class HiDpiRenderTest {
    /** The ball at (205, 230), 8 px; the paddle's left edge at x = 740, its top at y = 200. */
    private static final Scenario SHOT = new Scenario(
            new Court(800, 500, EnumSet.of(Side.TOP, Side.BOTTOM)),
            1.0 / 60,
            new Ball(205, 230, 8, 2400, 120),
            List.of(new Paddle("right", new Rect(740, 200, 12, 120))),
            List.of(),
            null,
            Rules.DEFAULT,
            AlgorithmId.SIMPLE);
    /** Court px to logical screen px, with the court's corner on a whole pixel. */
    private static final Viewport VIEW = new Viewport(1.25, 12, 16);

    private static final double W = 1040, H = 660;

    @Start
    void start(Stage stage) {
        // the toolkit started; each test draws off screen
    }

    @Test
    void theCourtAtScaleTwoPutsTheBallAndThePaddlesEdgeAtTwiceTheirLogicalPlacesAndKeepsEdgesSharp() {
        Palette palette = Palette.standard();
        WritableImage image = court(palette, 2);
        assertEquals(2 * W, image.getWidth());
        assertEquals(2 * H, image.getHeight());
        PixelReader px = image.getPixelReader();
        Color ball = palette.get(CourtColour.BALL), paddle = palette.get(CourtColour.PADDLE);
        Color court = palette.get(CourtColour.COURT);

        // the ball's centre, logical (12 + 1.25 · 205, 16 + 1.25 · 230) = (268.25, 303.5)
        int bx = (int) (2 * VIEW.sx(205)), by = (int) (2 * VIEW.sy(230));
        assertEquals(536, bx);
        assertEquals(607, by);
        assertColour(ball, px.getColor(bx, by), "the ball's centre");
        // its radius is 10 logical px, 20 at 2×: ball colour 17 px out, the court 23 px out
        assertColour(ball, px.getColor(bx + 17, by), "inside the ball's edge");
        assertColour(ball, px.getColor(bx, by - 17), "inside the ball's edge");
        assertColour(court, px.getColor(bx + 23, by), "outside the ball");

        // the paddle's left edge at logical 12 + 1.25 · 740 = 937, its bottom at 16 + 1.25 · 320 = 416: at 2× on
        // device pixels 1874 and 832, with no blurred pixel either side (a stretched 1× picture blurs two)
        int left = (int) (2 * VIEW.sx(740)), bottom = (int) (2 * VIEW.sy(320));
        assertEquals(1874, left);
        assertEquals(832, bottom);
        int midY = (int) (2 * VIEW.sy(260));
        assertColour(court, px.getColor(left - 1, midY), "just left of the paddle");
        assertColour(paddle, px.getColor(left, midY), "the paddle's first device pixel");
        assertColour(paddle, px.getColor(left + 4, bottom - 1), "the paddle's last row");
        assertColour(court, px.getColor(left + 4, bottom), "just under the paddle");
    }

    @Test
    void theCourtsLabelsAreDrawnAtTwiceTheirSizeNotStretched() {
        Palette palette = Palette.standard();
        Color label = palette.get(CourtColour.LABEL);
        // the paddle's id, "right", on its box: from logical (935, 243) to (990, 261), the box's own colour at its left
        Ink one = Ink.of(court(palette, 1), label, 935, 243, 990, 261);
        Ink two = Ink.of(court(palette, 2), label, 2 * 935, 2 * 243, 2 * 990, 2 * 261);
        assertTrue(one.solid > 0, "the paddle's label \"right\" is drawn");
        // the same words, twice as tall
        assertEquals(2 * one.height, two.height, 3, "ink height at 1×: " + one.height + ", at 2×: " + two.height);
        assertEquals(2 * one.top, two.top, 3, "the text's top at 2 × its logical place");
        // glyphs drawn at twice the size have more solid ink for their area than a stretched 1× picture could
        assertTrue(two.solid > 4 * one.solid, "solid ink pixels at 1×: " + one.solid + ", at 2×: " + two.solid);
    }

    @Test
    void theWindowAtScaleTwoPlacesItsControlsAtTwiceTheirBoundsAndDrawsItsTextAtTwiceTheSize() {
        AtomicReference<MainWindow> made = new AtomicReference<>();
        fx(() -> {
            MainWindow window = Windows.full(DefaultShot.pong(), null);
            window.createScene(1280, 720);
            window.root().applyCss();
            window.root().resize(1280, 720);
            window.root().layout();
            made.set(window);
        });
        MainWindow window = made.get();
        Node status = window.status();
        AtomicReference<WritableImage> one = new AtomicReference<>(), two = new AtomicReference<>();
        AtomicReference<Bounds> at = new AtomicReference<>();
        fx(() -> {
            one.set(window.root().snapshot(null, null));
            SnapshotParameters p = new SnapshotParameters();
            p.setTransform(new Scale(2, 2));
            two.set(window.root().snapshot(p, null));
            at.set(status.localToScene(status.getLayoutBounds()));
        });
        assertEquals(2560, two.get().getWidth());
        assertEquals(1440, two.get().getHeight());

        // the status line's text: its ink lies inside 2 × the line's bounds, twice as tall, not stretched
        Bounds b = at.get();
        Color text = ((Label) status).getTextFill() instanceof Color c ? c : Color.GRAY;
        Ink small = Ink.of(one.get(), text, b.getMinX() + 2, b.getMinY(), b.getMaxX(), b.getMaxY());
        Ink large = Ink.of(two.get(), text, 2 * (b.getMinX() + 2), 2 * b.getMinY(), 2 * b.getMaxX(), 2 * b.getMaxY());
        assertTrue(small.solid > 0, "the status line's text is drawn in its colour");
        assertEquals(
                2 * small.height,
                large.height,
                3,
                "ink " + small.height + " px tall at 1×, " + large.height + " at 2×");
        assertEquals(2 * small.top, large.top, 3, "the text's top at 2 × its logical place");
        assertTrue(large.solid > 4 * small.solid, "solid ink pixels at 1×: " + small.solid + ", at 2×: " + large.solid);
    }

    /** The shot's first frame, labels on, drawn as a screen of that scale draws it: twice the pixels, scaled. */
    private static WritableImage court(Palette palette, int scale) {
        AtomicReference<WritableImage> out = new AtomicReference<>();
        fx(() -> {
            Run run = new Run(SHOT, AlgorithmClasses.create(AlgorithmId.SIMPLE));
            CourtScene scene = new CourtScene(
                    SHOT.court(), run.state(0), run.state(0), null, List.of(), Set.of(Overlay.LABELS), 0, false, null);
            Canvas canvas = new Canvas(scale * W, scale * H);
            GraphicsContext g = canvas.getGraphicsContext2D();
            g.scale(scale, scale);
            g.setFill(palette.get(CourtColour.MARGIN));
            g.fillRect(0, 0, W, H);
            new CourtRenderer(palette).draw(g, scene, VIEW, W, H);
            out.set(canvas.snapshot(null, null));
        });
        return out.get();
    }

    private static void assertColour(Color expected, Color actual, String where) {
        double d = Math.max(
                Math.abs(expected.getRed() - actual.getRed()),
                Math.max(
                        Math.abs(expected.getGreen() - actual.getGreen()),
                        Math.abs(expected.getBlue() - actual.getBlue())));
        assertTrue(d < 3 / 255.0, where + ": " + actual + ", expected " + expected);
    }

    /**
     * Text in one colour on a plain ground, in a part of an image: how many pixels are its colour outright
     * ({@code solid}), and the rows where it covers more than half a pixel (its top and height).
     */
    private record Ink(int solid, int top, int height) {
        static Ink of(WritableImage image, Color text, double x0, double y0, double x1, double y1) {
            PixelReader px = image.getPixelReader();
            Color ground = px.getColor((int) x0, (int) ((y0 + y1) / 2));
            double contrast = distance(text, ground);
            int n = 0, first = Integer.MAX_VALUE, last = -1;
            for (int y = (int) y0; y < (int) Math.min(y1, image.getHeight()); y++) {
                for (int x = (int) x0; x < (int) Math.min(x1, image.getWidth()); x++) {
                    Color c = px.getColor(x, y);
                    if (distance(c, text) < 0.05 * contrast) {
                        n++;
                    }
                    if (distance(c, ground) > 0.5 * contrast) {
                        first = Math.min(first, y);
                        last = Math.max(last, y);
                    }
                }
            }
            return new Ink(n, first, last - first + 1);
        }

        private static double distance(Color a, Color b) {
            return Math.abs(a.getRed() - b.getRed())
                    + Math.abs(a.getGreen() - b.getGreen())
                    + Math.abs(a.getBlue() - b.getBlue());
        }
    }
}
