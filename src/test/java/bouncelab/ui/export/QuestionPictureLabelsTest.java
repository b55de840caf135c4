package bouncelab.ui.export;

import bouncelab.core.geometry.Rect;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetQuestion;
import bouncelab.ui.render.CanvasPen;
import bouncelab.ui.render.Palette;
import bouncelab.vote.VotePicture;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A question's picture, a worksheet's or a class vote's phones', shows its labels whole: the ball's, written behind
 * it, where they are asked, and every label inside the picture. Lesson 9's first question, zoomed onto its frame's
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
                CourtPicture.Request sheet = WorksheetFiles.question(q, print);
                for (CourtPicture.Request r : List.of(sheet, WorksheetFiles.forPhones(sheet))) {
                    String where = lesson.id() + " question " + q.number() + " at " + r.width() + " px";
                    labels += check(where, q, r, problems);
                }
            }
        }
        assertTrue(labels > 120, "labels were drawn: " + labels);
        assertEquals(List.of(), problems, language);
    }

    /** A class vote's picture is drawn for a phone: its size, its labels 14 CSS px where it is shown narrowest. */
    @Test
    void aVotesPictureIsDrawnForAPhone() {
        Lesson lesson = LessonSource.find(Locale.ENGLISH).load().lessons().get(0);
        WorksheetQuestion q = WorksheetBuilder.of(lesson, "frames").questions().get(0);
        CourtPicture.Request r =
                WorksheetFiles.forPhones(WorksheetFiles.question(q, onFx(WorksheetFiles::printColours)));
        assertEquals(VotePicture.WIDTH, r.width());
        assertEquals(VotePicture.HEIGHT, r.height());
        assertEquals(14, r.labelScale() * CanvasPen.LABEL_PX * VotePicture.NARROWEST_SHOWN / r.width(), 1e-9);
    }

    /** Adds what is wrong with where the picture's labels went to {@code problems}; gives how many it drew. */
    private static int check(String where, WorksheetQuestion q, CourtPicture.Request r, List<String> problems) {
        var run = CourtPicture.prepare(q.frame());
        CourtPicture.Drawn drawn = onFx(() -> CourtPicture.drawn(run, r));
        for (Rect b : drawn.labels()) {
            if (b.left() < 0 || b.top() < 0 || b.right() > r.width() || b.bottom() > r.height()) {
                problems.add(where + ": a label cut at the picture's edge, " + b);
            }
        }
        // the ball's own, placed after the objects' ids: the first where asked, its back's end 12 + 3 px (at the
        // labels' scale) from the ball's centre, behind it
        int ball = drawn.labels().size() - q.labels().ballText().size();
        Rect first = drawn.labels().get(ball);
        double x = drawn.view().sx(q.labels().ball().x()), k = r.labelScale();
        double asked = q.labels().behindIsLeft() ? x - 15 * k : x + 9 * k;
        double at = q.labels().behindIsLeft() ? first.right() : first.left();
        if (Math.abs(at - asked) > 0.5) {
            problems.add(where + ": the ball's label is at x " + Math.round(at) + ", asked at " + Math.round(asked));
        }
        return drawn.labels().size();
    }
}
