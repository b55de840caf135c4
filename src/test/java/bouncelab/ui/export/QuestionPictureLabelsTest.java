package bouncelab.ui.export;

import bouncelab.core.geometry.Rect;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.render.Palette;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A question's picture (a worksheet's, a class vote's phones') shows its labels whole: the ball's, written behind it,
 * where they are asked, and every label inside the picture. Lesson 9's first question, zoomed onto its frame's
 * working, had the ball's labels pushed against the picture's left edge, their backs cut there. Every lesson of the
 * course, in English and in Spanish (whose labels are longer).
 */
@ExtendWith(ApplicationExtension.class)
class QuestionPictureLabelsTest {
    @Start
    void start(Stage stage) {
        // the toolkit only: the pictures are drawn off screen
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "es"})
    void everyQuestionPicturesLabelsAreWholeAndWhereAsked(String language) {
        Locale lang = Locale.forLanguageTag(language);
        Palette print = onFx(WorksheetFiles::printColours);
        List<String> problems = new ArrayList<>();
        int labels = 0;
        for (Lesson lesson : LessonSource.find(lang).load().lessons()) {
            for (WorksheetQuestion q : WorksheetBuilder.of(lesson, "frames").questions()) {
                CourtPicture.Request r = WorksheetFiles.question(q, print);
                var run = CourtPicture.prepare(q.frame());
                CourtPicture.Drawn drawn = onFx(() -> CourtPicture.drawn(run, r));
                String where = lesson.id() + " question " + q.number();
                labels += drawn.labels().size();
                for (Rect b : drawn.labels()) {
                    if (b.left() < 0 || b.top() < 0 || b.right() > r.width() || b.bottom() > r.height()) {
                        problems.add(where + ": a label cut at the picture's edge, " + b);
                    }
                }
                // the ball's own, placed after the objects' ids: their block begins where the first is asked
                int ball = drawn.labels().size() - q.labels().ballText().size();
                Rect first = drawn.labels().get(ball);
                double x = drawn.view().sx(q.labels().ball().x()), k = r.labelScale();
                double asked = q.labels().behindIsLeft() ? x - 15 * k : x + 9 * k;
                double at = q.labels().behindIsLeft() ? first.right() : first.left();
                if (Math.abs(at - asked) > 0.5) {
                    problems.add(
                            where + ": the ball's label is at x " + Math.round(at) + ", asked at " + Math.round(asked));
                }
            }
        }
        assertTrue(labels > 60, "labels were drawn: " + labels);
        assertEquals(List.of(), problems, language);
    }
}
