package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.trace.Overlay;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.worksheet.SheetPicture;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.CourtView;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.scene.canvas.Canvas;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A worksheet's answer pictures, small and with their labels at print size, keep their labels apart as the window's
 * court does ({@link LabelsApartTest}), and a paddle's id by its paddle: in lesson 13's third answer the "paddle"
 * label, placed after the working's labels had filled the picture, found its free place only over the bricks, far up
 * from the paddle. Every lesson of the course, in English and in Spanish (whose labels are longer).
 */
@ExtendWith(ApplicationExtension.class)
class SheetLabelsApartTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "es"})
    void everyAnswerPicturesLabelsAreApartAndAPaddlesIdIsByItsPaddle(String language) {
        Locale lang = Locale.forLanguageTag(language);
        List<String> problems = new ArrayList<>();
        int labels = 0;
        for (Lesson lesson : LessonSource.find(lang).load().lessons()) {
            for (WorksheetQuestion q : WorksheetBuilder.of(lesson, "frames").questions()) {
                String where = lesson.id() + " question " + q.number();
                PlaybackModel model = PlaybackModel.atFrame(
                        q.frame().scenario(), q.frame().algorithm(), q.frame().frame());
                Placed placed = onFx(() -> answerLabels(lesson, q, model));
                labels += placed.boxes().size();
                for (int i = 0; i < placed.boxes().size(); i++) {
                    double[] a = placed.boxes().get(i);
                    for (int j = i + 1; j < placed.boxes().size(); j++) {
                        double[] b = placed.boxes().get(j);
                        if (intersect(a, b)) {
                            problems.add(where + ": '" + placed.texts().get(i) + "' and '"
                                    + placed.texts().get(j) + "'");
                        }
                    }
                    for (double[] paddle :
                            placed.paddles().getOrDefault(placed.texts().get(i), List.of())) {
                        // above its paddle, or a row or two from there; never far up the court
                        double gap = Math.max(paddle[1] - (a[1] + a[3]), a[1] - (paddle[1] + paddle[3]));
                        if (gap > 2 * 22 * placed.scale() + 20 * placed.scale()) {
                            problems.add(where + ": '" + placed.texts().get(i) + "' " + Math.round(gap)
                                    + " px from its paddle");
                        }
                    }
                }
            }
        }
        assertTrue(labels > 50, "labels were drawn: " + labels);
        assertEquals(List.of(), problems, language);
    }

    /** Where the labels of the question's answer picture went, and where the paddles are on it, in canvas px. */
    private record Placed(
            List<double[]> boxes, List<String> texts, Map<String, List<double[]>> paddles, double scale) {}

    /** The answer picture drawn as the worksheet draws it, its moving layer on a pen that says where labels went. */
    private static Placed answerLabels(Lesson lesson, WorksheetQuestion q, PlaybackModel model) {
        Set<Overlay> overlays = EnumSet.of(Overlay.VELOCITY);
        lesson.overlays().forEach(o -> overlays.add(Overlay.parse(o)));
        model.overlays().retainAll(overlays);
        model.overlays().addAll(overlays);
        model.jumpTo(q.frame().frame());
        SheetPicture size = SheetPicture.ANSWER;
        CourtRenderer renderer = new CourtRenderer(Palette.standard());
        renderer.speak(Words.of(lesson.language()));
        double scale = size.labelScale(CanvasPen.LABEL_PX);
        renderer.setLabelScale(scale);
        CourtView court = new CourtView(model, renderer);
        court.resize(size.widthPx(), size.heightPx());
        court.layout();
        court.zoomToWorking();
        Canvas canvas = new Canvas(size.widthPx(), size.heightPx());
        CanvasPen pen =
                renderer.canvasPen(canvas.getGraphicsContext2D(), court.viewport(), size.widthPx(), size.heightPx());
        renderer.drawMoving(pen, court.scene());
        Map<String, List<double[]>> paddles = new HashMap<>();
        for (Paddle p : model.currentState().paddles()) {
            Rect r = p.rect();
            double x = court.viewport().sx(r.x()), y = court.viewport().sy(r.y());
            double w = r.width() * court.viewport().scale(),
                    h = r.height() * court.viewport().scale();
            paddles.computeIfAbsent(p.id(), id -> new ArrayList<>()).add(new double[] {x, y, w, h});
        }
        return new Placed(pen.placedBoxes(), pen.placedBoxTexts(), paddles, scale);
    }

    private static boolean intersect(double[] a, double[] b) {
        return a[0] < b[0] + b[2] - 0.5
                && b[0] < a[0] + a[2] - 0.5
                && a[1] < b[1] + b[3] - 0.5
                && b[1] < a[1] + a[3] - 0.5;
    }
}
