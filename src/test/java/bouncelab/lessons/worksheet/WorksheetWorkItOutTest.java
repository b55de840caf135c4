package bouncelab.lessons.worksheet;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Work it out on paper (lesson 6): after the questions, each question's frame's sums with their results as blanks;
 * on the answer pages the same sums filled in; the student's copy has the blanks and not the results.
 */
class WorksheetWorkItOutTest {
    /** The page without the spans that keep each number of a sum whole (read as the words they hold). */
    static String plain(String html) {
        return html.replaceAll("<span class=\"n\">([^<]*)</span>", "$1");
    }

    /** A number of a sum is never broken across lines: "0." had ended one line and "016666668" begun the next. */
    @Test
    void eachNumberOfASumIsKeptWhole() {
        String html = WorksheetHtml.paged(
                WorksheetBuilder.of((Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling")), "f"),
                Paper.A4,
                n -> n,
                false);
        assertTrue(html.contains("·<span class=\"n\">0.016666668</span>)"), html);
        assertTrue(html.contains("p.sum .n { white-space: nowrap; }"), "never broken");
    }

    private static String paged(boolean answers) {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling"));
        return plain(WorksheetHtml.paged(WorksheetBuilder.of(lesson, "f"), Paper.A4, n -> n, answers));
    }

    @Test
    void theStudentsCopyHasTheSumsWithBlanks() {
        String html = paged(false);
        int at = html.indexOf("<h1>Work it out</h1>");
        assertTrue(at > html.indexOf("id=\"q4\""), "after the last question");
        String section = html.substring(at);
        assertTrue(
                section.contains("<p class=\"sum\">circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = "
                        + "|720 − 700 − 3| = <span class=\"blank\"></span></p>"),
                section);
        assertFalse(section.contains("Work it out: the results"), "no results in the student's copy");
        assertEquals(4, section.split("<div class=\"work\">", -1).length - 1, "each of the 4 questions");
    }

    @Test
    void theAnswerPagesFillTheSameSumsIn() {
        String html = paged(true);
        String results = html.substring(html.indexOf("<h1>Work it out: the results</h1>"));
        assertTrue(results.contains("|720 − 700 − 3| = <span class=\"given\">17</span>"), results);
        assertTrue(html.indexOf("<h1>Work it out</h1>") < html.indexOf("<h1>Answers</h1>"));
        assertTrue(html.indexOf("<h1>Answers</h1>") < html.indexOf("Work it out: the results"));
    }

    @Test
    void theWebPageHasThemToo() {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling"));
        String student = plain(WorksheetHtml.html(WorksheetBuilder.of(lesson, "f"), false));
        assertTrue(student.contains("|720 − 700 − 3| = <span class=\"blank\"></span>"), student);
        assertFalse(student.contains("Work it out: the results"));
        String teacher = plain(WorksheetHtml.html(WorksheetBuilder.of(lesson, "f"), true));
        assertTrue(teacher.contains("|720 − 700 − 3| = <span class=\"given\">17</span>"));
    }

    /**
     * A question's sums are first those of what it asks about: lesson 13 asks how many bricks the grid looks at, and
     * its paper had given only the move's and the wall's sums, the first five of the frame.
     */
    @Test
    void aQuestionsSumsAreOfWhatItAsksAboutFirst() {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "13-broad-phase"));
        assertEquals(
                java.util.Set.of("broadphase", "passes"),
                WorksheetBuilder.about(lesson.questions().get(1)));
        String html = plain(WorksheetHtml.paged(WorksheetBuilder.of(lesson, "f"), Paper.A4, n -> n, false));
        String section = html.substring(html.indexOf("<h1>Work it out</h1>"));
        String second = section.substring(section.indexOf("Question 2:"), section.indexOf("Question 3:"));
        assertTrue(
                second.contains("brute force = bricks standing on pass 1 + on pass 2 = 750 + 749 = "
                        + "<span class=\"blank\"></span>"),
                second);
        assertTrue(second.contains("share = candidates / brute force = 5 / 1499 = <span class=\"blank\"></span>"));
        assertEquals(WorksheetWorking.LINES, second.split("<p class=\"sum\">", -1).length - 1, "five sums still");
    }
}
