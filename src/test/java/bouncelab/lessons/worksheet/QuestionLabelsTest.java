package bouncelab.lessons.worksheet;

import bouncelab.core.geometry.Vec2;
import bouncelab.lessons.DiskFolder;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a question's picture writes on the court: the ball at A and its velocity (the numbers to work from, in the
 * sheet's language), the objects the question names, and nothing of where the ball ends.
 */
class QuestionLabelsTest {
    private static Lesson lesson(String id, Locale language) {
        return (Lesson) LessonLoader.load(new DiskFolder(Path.of("lessons", id)), language);
    }

    @Test
    void lessonSixsFirstPictureLabelsTheBallAtAAndItsVelocityNotB() {
        WorksheetQuestion q1 = WorksheetBuilder.of(lesson("06-tunnelling", Locale.ENGLISH), "f")
                .questions()
                .get(0);
        QuestionLabels labels = q1.labels();
        assertEquals(new Vec2(690, 300), labels.ball(), "A, where frame 10 starts");
        assertEquals(List.of("ball at A (690, 300)", "v = (1800, 0) px/s"), labels.ballText());
        assertTrue(labels.behindIsLeft(), "the ball moves right: its label goes behind it, left");
        assertFalse(String.join(" ", labels.ballText()).contains("720"), "B (x = 720) is the answer's to show");
    }

    @Test
    void inSpanishTheNumbersAreWrittenAsSpanishWritesThem() {
        WorksheetQuestion q1 = WorksheetBuilder.of(lesson("06-tunnelling", Locale.forLanguageTag("es")), "f")
                .questions()
                .get(0);
        assertEquals(
                List.of("pelota en A (690; 300)", "v = (1800; 0) px/s"),
                q1.labels().ballText());
        WorksheetQuestion q4 = WorksheetBuilder.of(lesson("13-broad-phase", Locale.forLanguageTag("es")), "f")
                .questions()
                .get(0);
        assertTrue(
                q4.labels().ballText().get(0).matches("pelota en A \\(\\d+,\\d; \\d+,\\d\\)"),
                q4.labels().ballText().get(0));
    }

    @Test
    void theObjectsAQuestionOrItsChoicesNameAreLabelled() {
        // "Which does the ball hit first in frame 3?" — the left wall | brick b1
        WorksheetQuestion q =
                WorksheetBuilder.of(lesson("10-several-hits-in-one-frame", Locale.ENGLISH), "f").questions().stream()
                        .filter(x -> x.choices().contains("brick b1"))
                        .findFirst()
                        .orElseThrow();
        assertEquals(Set.of("b1"), q.labels().named());
    }
}
