package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.canvas.Canvas;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No court label lies over another, nor (at the standard type) over the ball, nor past the court's drawn part where
 * it fits inside it: in lessons 9 and 10 (whose pass, phantom and A/B labels were written over each other), 13 (a
 * wall of brick labels, and its grid line's label past the right wall) and 6, every frame the lesson steps through,
 * with its algorithm and swept-exact, on the whole court and zoomed onto the working, at the window's sizes and
 * type. Where there is room, none lies over a paddle (lesson 6's B had). The labels' backs, and the ball's box kept
 * clear of them, are collected as the court's pen placed them.
 */
@ExtendWith(ApplicationExtension.class)
class LabelsApartTest {
    @ParameterizedTest(name = "lesson {0} at {1}×{2}, {3} px type")
    @CsvSource({
        "09-phantom-corners, 1280, 720, 14",
        "09-phantom-corners, 1024, 768, 28",
        "10-several-hits-in-one-frame, 1280, 720, 14",
        "10-several-hits-in-one-frame, 1024, 768, 14",
        "10-several-hits-in-one-frame, 1920, 1080, 28",
        "13-broad-phase, 1280, 720, 14",
        "06-tunnelling, 1280, 720, 14",
        "06-tunnelling, 1024, 768, 28",
    })
    void noLabelLiesOverAnother(String lesson, int width, int height, int type) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(type));
        fx(() -> window.lessons().open(window.lessons().find(lesson).orElseThrow()));
        ShownWindow.layOut(window, width, height);
        AlgorithmId own = window.model().algorithm();
        List<String> problems = new ArrayList<>();
        int boxes = 0;
        for (AlgorithmId algorithm : List.of(own, AlgorithmId.SWEPT_EXACT)) {
            fx(() -> window.model().setAlgorithm(algorithm));
            for (int frame = 1; frame <= 12; frame++) {
                int f = frame;
                fx(() -> window.model().transport().jumpTo(f));
                int passes = onFx(() -> window.model().transport().passCount());
                for (int shown = 0; shown <= (passes > 1 ? passes : 0); shown++) { // all passes, then each alone
                    int pass = shown;
                    fx(() -> window.model().transport().passProperty().set(pass));
                    for (boolean working : new boolean[] {false, true}) {
                        Drawn drawn = onFx(() -> labelsPlaced(window, working));
                        List<double[]> placed = drawn.labels();
                        boxes += placed.size();
                        String where = algorithm.fileName() + " frame " + f + " pass " + pass
                                + (working ? " zoomed onto the working" : "");
                        for (int i = 0; i < placed.size(); i++) {
                            for (int j = i + 1; j < placed.size(); j++) {
                                if (intersect(placed.get(i), placed.get(j))) {
                                    problems.add(where + ": " + box(placed.get(i)) + " and " + box(placed.get(j)));
                                }
                            }
                            // at the standard type the court has room to go round the ball; at the largest, a
                            // label of several lines may have to lie over it rather than over another label
                            for (double[] ball : type == FontSize.DEFAULT.px() ? drawn.ball() : List.<double[]>of()) {
                                if (intersect(placed.get(i), ball)) {
                                    problems.add(where + ": " + box(placed.get(i)) + " over the ball " + box(ball));
                                }
                            }
                            problems.addAll(outside(drawn, i, where));
                        }
                    }
                }
            }
        }
        assertTrue(boxes > 20, "labels were drawn: " + boxes);
        assertEquals(List.of(), problems, lesson);
    }

    /**
     * Lesson 6 as it opens, at the reviewer's large type on a 1024 × 768 projector and at the standard type: B, and
     * every other label, beside the paddle the ball tunnels through, not over it, on the whole court and zoomed.
     */
    @ParameterizedTest(name = "lesson 6 at {0}×{1}, {2} px type")
    @CsvSource({"1024, 768, 28", "1280, 720, 14"})
    void lesson6sLabelsLieBesideThePaddleNotOverIt(int width, int height, int type) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(type));
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        ShownWindow.layOut(window, width, height);
        List<String> problems = new ArrayList<>();
        for (boolean working : new boolean[] {false, true}) {
            Drawn drawn = onFx(() -> labelsPlaced(window, working));
            assertTrue(drawn.texts().contains("B"), "B is drawn: " + drawn.texts());
            for (int i = 0; i < drawn.labels().size(); i++) {
                double[] b = drawn.labels().get(i);
                String text = drawn.texts().get(i);
                drawn.objects().forEach((id, o) -> {
                    if (!id.equals(text) && intersect(b, o)) {
                        problems.add((working ? "zoomed: " : "") + text + " " + box(b) + " over " + id + " " + box(o));
                    }
                });
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Lesson 4 as it opens, at 1024 × 768 and 1280 × 720, on the whole court and zoomed: the paddle's id beside the
     * paddle, not over it. Its left side is taken by the ball and the working's labels; the id had lain over the
     * paddle's middle with the room to its right empty.
     */
    @ParameterizedTest(name = "lesson 4 at {0}×{1}")
    @CsvSource({"1024, 768", "1280, 720"})
    void lesson4sPaddleIdLiesBesideThePaddleNotOverIt(int width, int height) {
        MainWindow window = ShownWindow.laidOutAt(width, height, FontSize.DEFAULT);
        fx(() -> window.lessons()
                .open(window.lessons().find("04-pythagoras-corner").orElseThrow()));
        ShownWindow.layOut(window, width, height);
        for (boolean working : new boolean[] {false, true}) {
            Drawn drawn = onFx(() -> labelsPlaced(window, working));
            int i = drawn.texts().indexOf("paddle");
            assertTrue(i >= 0, "the paddle's id is drawn: " + drawn.texts());
            double[] label = drawn.labels().get(i);
            double[] paddle = drawn.objects().get("paddle");
            assertTrue(
                    !intersect(label, paddle),
                    (working ? "zoomed: " : "") + "paddle " + box(label) + " over the paddle " + box(paddle));
        }
    }

    /**
     * What one drawing placed, on the canvas: each label's back and first line, the ball's box, the court's drawn
     * part, and each paddle's and brick's box by its id.
     */
    private record Drawn(
            List<double[]> labels,
            List<String> texts,
            List<double[]> ball,
            double[] court,
            Map<String, double[]> objects) {}

    /** A label past the court's drawn part, where it fits inside it with room to spare. */
    private static List<String> outside(Drawn drawn, int i, String where) {
        double[] b = drawn.labels().get(i);
        double[] c = drawn.court();
        boolean fits = b[2] <= c[2] - 16 && b[3] <= c[3] - 16;
        boolean past = b[0] < c[0] - 0.5
                || b[1] < c[1] - 0.5
                || b[0] + b[2] > c[0] + c[2] + 0.5
                || b[1] + b[3] > c[1] + c[3] + 0.5;
        return fits && past
                ? List.of(where + ": " + drawn.texts().get(i) + " " + box(b) + " past the court " + box(c))
                : List.of();
    }

    /** The court's labels drawn as the view draws them, on a canvas of its size: where each one's back went. */
    private static Drawn labelsPlaced(MainWindow window, boolean working) {
        CourtView court = window.court();
        if (working) {
            court.zoomToWorking();
        } else {
            court.zoomToFit();
        }
        CourtRenderer renderer = new CourtRenderer(window.palette());
        renderer.setLabelScale(window.appearance().shownFontSize().px() / (double) FontSize.DEFAULT.px());
        Canvas canvas = new Canvas(court.getWidth(), court.getHeight());
        CanvasPen pen = renderer.canvasPen(
                canvas.getGraphicsContext2D(), court.viewport(), court.getWidth(), court.getHeight());
        CourtScene scene = court.scene();
        renderer.drawMoving(pen, scene);
        Viewport v = court.viewport();
        double[] courtBox = clipped(onCanvas(v, scene.court().bounds()), court.getWidth(), court.getHeight());
        Map<String, double[]> objects = new LinkedHashMap<>();
        scene.before().paddles().forEach(p -> objects.put(p.id(), onCanvas(v, p.rect())));
        scene.before().bricks().forEach(b -> objects.put(b.id(), onCanvas(v, b.rect())));
        return new Drawn(pen.placedBoxes(), pen.placedBoxTexts(), pen.clearBoxes(), courtBox, objects);
    }

    private static double[] onCanvas(Viewport v, Rect r) {
        return new double[] {v.sx(r.x()), v.sy(r.y()), r.width() * v.scale(), r.height() * v.scale()};
    }

    private static double[] clipped(double[] b, double width, double height) {
        double l = Math.max(0, b[0]), t = Math.max(0, b[1]);
        double r = Math.min(width, b[0] + b[2]), bottom = Math.min(height, b[1] + b[3]);
        return new double[] {l, t, r - l, bottom - t};
    }

    private static boolean intersect(double[] a, double[] b) {
        return a[0] < b[0] + b[2] - 0.5
                && b[0] < a[0] + a[2] - 0.5
                && a[1] < b[1] + b[3] - 0.5
                && b[1] < a[1] + a[3] - 0.5;
    }

    private static String box(double[] b) {
        return String.format("[%.0f, %.0f %.0f×%.0f]", b[0], b[1], b[2], b[3]);
    }
}
