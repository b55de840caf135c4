package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
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
 * No court label lies over another, nor (at the standard type) over the ball: in lessons 9 and 10 (whose pass, phantom and A/B labels were written over each
 * other) and 13 (a wall of brick labels), every frame the lesson steps through, with its algorithm and swept-exact,
 * on the whole court and zoomed onto the working, at the window's sizes and type. The labels' backs, and the ball's
 * box kept clear of them, are collected as the court's pen placed them.
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
                        List<List<double[]>> drawn = onFx(() -> labelsPlaced(window, working));
                        List<double[]> placed = drawn.get(0);
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
                            for (double[] ball : type == FontSize.DEFAULT.px() ? drawn.get(1) : List.<double[]>of()) {
                                if (intersect(placed.get(i), ball)) {
                                    problems.add(where + ": " + box(placed.get(i)) + " over the ball " + box(ball));
                                }
                            }
                        }
                    }
                }
            }
        }
        assertTrue(boxes > 20, "labels were drawn: " + boxes);
        assertEquals(List.of(), problems, lesson);
    }

    /** The court's labels drawn as the view draws them, on a canvas of its size: where each one's back went. */
    private static List<List<double[]>> labelsPlaced(MainWindow window, boolean working) {
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
        renderer.drawMoving(pen, court.scene());
        return List.of(pen.placedBoxes(), pen.clearBoxes());
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
