package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.canvas.Canvas;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A label wider than the court (a swept pass's, on the narrow court of a 1024 × 768 window) is broken at its " · "
 * onto lines that each lie inside the canvas: it was cut at the court's edge ("5.556 ms lef").
 */
@ExtendWith(ApplicationExtension.class)
class CanvasPenLabelTest {
    private static final String PASS = "pass 2: wall-left, right edge · ua 0.2 · toi 11.11 ms · 5.556 ms left";

    @Start
    void start(Stage stage) {}

    private static List<Object> placed(double canvasWidth, String text, double scale) {
        AtomicReference<List<Object>> out = new AtomicReference<>();
        fx(() -> {
            Canvas c = new Canvas(canvasWidth, 400);
            CanvasPen pen = new CanvasPen(
                    c.getGraphicsContext2D(), new Viewport(1, 0, 0), TestPalettes.distinct(), canvasWidth, 400, scale);
            pen.label("A", new Vec2(10, 108), 12, 0); // a label in the way of the second line
            pen.label(text, new Vec2(10, 100), 12, -16);
            out.set(List.of(
                    pen.placedTexts().subList(1, pen.placedTexts().size()),
                    pen.placedExtents().subList(1, pen.placedExtents().size())));
        });
        return out.get();
    }

    @SuppressWarnings("unchecked")
    @Test
    void aLabelWiderThanTheCourtIsBrokenIntoLinesThatFitIt() {
        for (double scale : new double[] {1, 24 / 13.0}) {
            double width = 430;
            List<Object> p = placed(width, PASS, scale);
            List<String> texts = (List<String>) p.get(0);
            List<double[]> extents = (List<double[]>) p.get(1);
            assertTrue(texts.size() > 1, "broken at " + scale + ": " + texts);
            assertEquals(PASS, String.join(" · ", texts));
            for (int i = 0; i < extents.size(); i++) {
                double[] e = extents.get(i);
                assertTrue(
                        e[0] >= 0 && e[1] <= width, "from " + e[0] + " to " + e[1] + " in " + width + " px: " + texts);
                if (i > 0) { // one block: each line right under the one before
                    assertEquals(20 * scale, e[2] - extents.get(i - 1)[2], 1e-9);
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    @Test
    void aLabelThatFitsStaysOneLine() {
        List<Object> p = placed(1200, PASS, 1);
        assertEquals(List.of(PASS), p.get(0));
    }

    /**
     * A long comparison asked over a paddle, with room beside it for three quarters of its width on either side
     * (lesson 4's corner distance, presented at 1024 × 768): broken before its "&gt;" and laid beside the paddle,
     * not over it.
     */
    @SuppressWarnings("unchecked")
    @Test
    void aLongComparisonOverAPaddleIsBrokenAtItsRelationToFitBesideIt() {
        String corner = "cornerDistance (squared) = 128 > 100 = radius²";
        AtomicReference<List<Object>> out = new AtomicReference<>();
        double[] paddle = new double[2];
        fx(() -> {
            double full = new LabelLines(Fonts.sans(CanvasPen.LABEL_PX)).width(corner);
            double side = 0.75 * full + 20;
            double width = 2 * side + 40;
            paddle[0] = side;
            paddle[1] = side + 40;
            CanvasPen pen = new CanvasPen(
                    new Canvas(width, 400).getGraphicsContext2D(),
                    new Viewport(1, 0, 0),
                    TestPalettes.distinct(),
                    width,
                    400,
                    1);
            pen.keepWithin(new Rect(0, 0, width, 400));
            pen.keepOff(new Rect(side, 20, 40, 360));
            pen.label(corner, new Vec2(side, 200), 10, 0);
            out.set(List.of(pen.placedTexts(), pen.placedExtents()));
        });
        List<String> texts = (List<String>) out.get().get(0);
        assertEquals(List.of("cornerDistance (squared) = 128", "> 100 = radius²"), texts);
        for (double[] e : (List<double[]>) out.get().get(1)) {
            assertTrue(e[1] <= paddle[0] || e[0] >= paddle[1], "from " + e[0] + " to " + e[1] + ", over the paddle");
        }
    }
}
