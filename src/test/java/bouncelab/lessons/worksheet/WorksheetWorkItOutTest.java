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
    /**
     * The page without the spans that keep each term of a sum whole, and each sum's lines put back together: read as
     * the words they hold.
     */
    static String plain(String html) {
        return unspanned(html).replaceAll("<br/>(&#160;)*", " ");
    }

    /** The page without the spans that keep each term of a sum whole; its lines as they are broken. */
    private static String unspanned(String html) {
        return html.replaceAll(
                "<span class=\"term\">((?:[^<]|<span class=\"(?:blank|given)\">[^<]*</span>)*)</span>", "$1");
    }

    /**
     * A sum longer than the paper is broken only between whole terms, at the outermost " = " or " − " first, the
     * lines after the first indented under it: lesson 15's sheet had "(484" at the end of one line and
     * "·0.016666668) =" at the start of the next. Each term is a span never broken, should the page be narrower.
     */
    @Test
    void aLongSumGoesOnOverLinesBrokenBetweenWholeTerms() {
        String xna = studentsSums("15-what-the-xna-code-does", false);
        assertTrue(xna.contains("<span class=\"term\">+ 0.99228·(484·0.016666668)</span>"), xna);
        assertTrue(
                xna.contains("<br/>&#160;&#160;<span class=\"term\">position.X</span> <span class=\"term\">="
                        + " 422.04364</span> <span class=\"term\">+ 0.99228·(484·0.016666668)</span>"
                        + " <span class=\"term\">= <span class=\"blank\"></span>;</span><br/>"),
                xna);
        assertTrue(xna.contains("p.sum .term { white-space: nowrap; }"), "never broken");
        String grid = unspanned(studentsSums("13-broad-phase", false));
        assertTrue(
                grid.contains("<p class=\"sum\">ua = ((x4−x3)(y1−y3) − (y4−y3)(x1−x3)) / denom"
                        + "<br/>&#160;&#160;&#160;= ((795 − 795)(301.2 − 0) − (600 − 0)(421.6 − 795)) / 2160 = "),
                grid);
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

    /** The students' copy's "Work it out" section of a lesson, its sums as plain words. */
    private static String studentsSums(String lessonId) {
        return plain(studentsSums(lessonId, true));
    }

    /** The students' copy of a lesson: its "Work it out" section, or ({@code sectionOnly} false) all with its style. */
    private static String studentsSums(String lessonId, boolean sectionOnly) {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", lessonId));
        String html = WorksheetHtml.paged(WorksheetBuilder.of(lesson, "f"), Paper.A4, n -> n, false);
        return sectionOnly ? html.substring(html.indexOf("<h1>Work it out</h1>")) : html;
    }

    /**
     * A question's sums are first those it names and those of what it asks about: lesson 13 asks how many bricks the
     * grid looks at, and its paper had given only the move's and the wall's sums, the first five of the frame;
     * lesson 4 asks whether the corner test hits, and its deciding test (5) had been left out.
     */
    @Test
    void aQuestionsSumsAreOfWhatItAsksAboutFirst() {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "13-broad-phase"));
        WorkAsked asked = WorksheetBuilder.about(lesson.questions().get(1), "about 5");
        assertEquals(java.util.Set.of("broadphase", "passes"), asked.kinds());
        String section = studentsSums("13-broad-phase");
        String second = section.substring(section.indexOf("Question 2:"), section.indexOf("Question 3:"));
        assertTrue(
                second.contains("brute force = bricks standing on pass 1 + on pass 2 = 750 + 749 = "
                        + "<span class=\"blank\"></span>"),
                second);
        assertEquals(WorksheetWorking.LINES, second.split("<p class=\"sum\">", -1).length - 1, "five sums still");

        String corner = studentsSums("04-pythagoras-corner");
        assertTrue(
                corner.contains("(5) cornerDistance &lt;= (diameter/2)²: 61 &lt;= 100 → <span class=\"blank\"></span>"),
                corner);
    }

    /**
     * No sum on the students' copy shows the answer before its blank: lesson 13's "about 5" had been printed as
     * "share = … = 5 / 1499 =", and lesson 15's "about 81°" in full, "80.731° from straight out".
     */
    @Test
    void noSumOnTheStudentsCopyShowsTheAnswer() {
        String grid = studentsSums("13-broad-phase");
        assertFalse(grid.contains("5 / 1499"), grid);
        assertFalse(grid.contains("3 / 750"), "'all 750'");
        String xna = studentsSums("15-what-the-xna-code-does");
        assertFalse(xna.contains("80.731"), xna);
        assertTrue(xna.contains("<span class=\"blank\"></span>"), "it still has sums to work out");
        WorkAsked about81 = new WorkAsked(java.util.Set.of(), java.util.Set.of(), java.util.List.of(81.0));
        assertTrue(about81.givesAway(80.731));
        assertFalse(about81.givesAway(80.4));
        assertFalse(
                new WorkAsked(java.util.Set.of(), java.util.Set.of(), java.util.List.of(1.0)).givesAway(1),
                "an answer of 1 is in every sum's (1/60)");
    }
}
