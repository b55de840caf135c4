package bouncelab.lessons;

import bouncelab.lessons.worksheet.WorksheetBuilder;
import bouncelab.lessons.worksheet.WorksheetHtml;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A question a student answers with a number they worked out ({@code answer-number: NAME}): right when it rounds
 * to the value the screen shows at the question's frame, at the decimals it is shown with; the lesson is refused if
 * the name has no number there; the worksheet leaves a blank for it and gives the number in its answers.
 */
class AnswerNumberTest {

    @Test
    void aTypedNumberIsRightToThePrecisionTheScreenShows() {
        assertTrue(Question.numberMatches("0.583", "0.583"));
        assertTrue(Question.numberMatches("0.5833", "0.583"));
        assertFalse(Question.numberMatches("0.58", "0.583"), "less precise than the screen");
        assertFalse(Question.numberMatches("0.6", "0.583"));
        assertTrue(Question.numberMatches("146", "146"));
        assertTrue(Question.numberMatches(" 146.0 ", "146"));
        assertTrue(Question.numberMatches("145.6", "146"), "rounds to what is shown");
        assertFalse(Question.numberMatches("145", "146"));
        assertTrue(Question.numberMatches("-1.5", "−1.5"), "the screen's minus is U+2212");
        assertTrue(Question.numberMatches("−1,5", "−1.5"), "a decimal comma");
        assertFalse(Question.numberMatches("1.5", "−1.5"));
        assertFalse(Question.numberMatches("about 146", "146"));
        assertFalse(Question.numberMatches("", "146"));
        assertFalse(Question.numberMatches("146", "—"), "no value, no right answer");
    }

    @Test
    void lesson3AsksForANumberAndItsWorksheetLeavesABlank() {
        Lesson l = assertInstanceOf(Lesson.class, LessonLoader.load(Path.of("lessons", "03-pythagoras-straight-on")));
        Question q = l.questions().get(1);
        assertTrue(q.asksForNumber());
        assertEquals("pythagoras.circleDistanceX", q.answerNumber());
        assertEquals(List.of(), q.choices());
        assertNull(l.questions().get(0).answerNumber());
        String html = WorksheetHtml.html(WorksheetBuilder.of(l, "f"));
        assertTrue(html.contains("Your number: ____________"), html);
        assertTrue(html.contains(">146<"), "the answers give the number: " + html);
    }

    @Test
    void aNameWithNoNumberAtTheQuestionsFrameIsRefused(@TempDir Path root) throws IOException {
        Path dir = root.resolve("03-x");
        TeacherFolders.copy(Path.of("lessons", "03-pythagoras-straight-on"), dir);
        Path md = dir.resolve("lesson.md");
        Files.writeString(
                md,
                Files.readString(md).replace("answer-number: pythagoras.circleDistanceX", "answer-number: tunnel.toi"));
        LessonError e = assertInstanceOf(LessonError.class, LessonLoader.load(dir));
        assertTrue(
                e.message()
                        .startsWith(
                                "question 2's answer-number: tunnel.toi has no value at frame 4 with " + "pythagoras"),
                e.describe());

        Files.writeString(
                md, Files.readString(md).replace("answer-number: tunnel.toi", "answer-number: pythagoras.hit"));
        e = assertInstanceOf(LessonError.class, LessonLoader.load(dir));
        assertTrue(e.message().contains("is 'false' at frame 4"), e.describe());
        assertTrue(e.message().endsWith("not a number a student can type"), e.describe());

        Files.writeString(
                md,
                Files.readString(md)
                        .replace(
                                "answer-number: pythagoras.hit",
                                "answer-number: pythagoras.circleDistanceX\nchoices: 146 | 115"));
        e = assertInstanceOf(LessonError.class, LessonLoader.load(dir));
        assertTrue(
                e.message()
                        .startsWith("a question with 'answer-number:' is answered with a number: it has no "
                                + "'choices:'"),
                e.describe());
    }

    @Test
    void theNumberWrittenInTheProseIsASpoiler(@TempDir Path root) throws IOException {
        Path dir = root.resolve("03-x");
        TeacherFolders.copy(Path.of("lessons", "03-pythagoras-straight-on"), dir);
        Path md = dir.resolve("lesson.md");
        Files.writeString(md, Files.readString(md).replace("## Try this", "At frame 4 the gap is 146.\n\n## Try this"));
        Lesson l = assertInstanceOf(Lesson.class, LessonLoader.load(dir));
        var w = LessonLint.warnings(l);
        assertEquals(1, w.size(), w.toString());
        assertTrue(
                w.get(0)
                        .message()
                        .startsWith("warning: question 2's answer, pythagoras.circleDistanceX = 146, is "
                                + "in the lesson's text"),
                w.toString());
        assertTrue(LessonLint.warnings(assertInstanceOf(
                        Lesson.class, LessonLoader.load(Path.of("lessons", "03-pythagoras-straight-on"))))
                .isEmpty());
    }
}
