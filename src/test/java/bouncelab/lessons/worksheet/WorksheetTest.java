package bouncelab.lessons.worksheet;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.Run;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.Placeholders;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A shipped lesson made into a worksheet: the frames its questions are about, its values, its HTML. */
class WorksheetTest {

    private static Lesson tunnelling() {
        return (Lesson) LessonLoader.load(Path.of("lessons", "06-tunnelling"));
    }

    @Test
    void eachQuestionShowsTheFrameItsFirstCheckIsAbout() {
        Lesson lesson = tunnelling();
        Worksheet w = WorksheetBuilder.of(lesson, "sheet-frames");
        assertEquals(lesson.questions().size(), w.questions().size());
        WorksheetQuestion q1 = w.questions().get(0);
        assertEquals(10, q1.frame().frame());
        assertEquals(AlgorithmId.PYTHAGORAS, q1.frame().algorithm());
        assertEquals("sheet-frames/q1-frame10-pythagoras-start.png", q1.image(), "the question's: as frame 10 starts");
        assertEquals("sheet-frames/q1-frame10-pythagoras.png", q1.answerImage(), "the answer's: frame 10's working");
        WorksheetQuestion q3 = w.questions().get(2);
        assertEquals(AlgorithmId.SWEPT, q3.frame().algorithm(), "question 3 is about switching to swept");
        assertEquals(10, q3.frame().frame());
        assertEquals(lesson.questions().get(0).answer(), q1.answer());
        assertEquals(lesson.questions().get(0).choices(), q1.choices());
    }

    @Test
    void liveValuesAreFilledInFromThatFrame() {
        Lesson lesson = tunnelling();
        WorksheetQuestion q1 = WorksheetBuilder.of(lesson, "f").questions().get(0);
        var trace = new Run(lesson.scenario(), AlgorithmClasses.create(AlgorithmId.PYTHAGORAS)).trace(10);
        String distance = Placeholders.resolve("check:pythagoras.1", trace, lesson.scenario());
        String tunnelX = Placeholders.resolve("tunnel.x", trace, lesson.scenario());
        // a value's last word may sit in a span of its own with the comma after it: read the values as words
        String words = q1.explainHtml().replaceAll("<[^>]+>", "");
        assertTrue(words.contains(WorksheetHtml.escape(distance)), words);
        assertTrue(words.contains(" " + tunnelX), words);
        assertTrue(q1.explainHtml().contains("<span class=\"live\">"), "values are set apart");
        assertTrue(!q1.explainHtml().contains("{{"), q1.explainHtml());
    }

    @Test
    void thePageHasTheQuestionsPicturesAndAnAnswerPage() {
        Lesson lesson = tunnelling();
        Worksheet w = WorksheetBuilder.of(lesson, "sheet-frames");
        String html = WorksheetHtml.html(w);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<title>Tunnelling — worksheet</title>"), html);
        assertTrue(
                html.contains("· from “Breakout Week 3: When Balls Collide”, the XNA Breakout blog, 2011</p>"),
                "credits the article by title and author");
        assertTrue(
                WorksheetHtml.paged(w, Paper.A4, src -> src)
                        .contains("“Breakout Week 3: When Balls Collide”, the XNA Breakout blog, 2011"),
                "the PDF's page too");
        assertTrue(html.contains("<img src=\"sheet-frames/q1-frame10-pythagoras-start.png\""), html);
        int answerPage = html.indexOf("<section class=\"answers\">");
        assertTrue(
                html.indexOf("<img src=\"sheet-frames/q1-frame10-pythagoras.png\"") > answerPage,
                "the working of the frame is on the answer page, not beside the question");
        assertTrue(html.contains("<li>no, the ball goes through</li>"), html);
        assertTrue(html.contains("@media print"));
        int answers = html.indexOf("<section class=\"answers\">");
        assertTrue(answers > html.lastIndexOf("<section class=\"question\""), "answers come last");
        assertTrue(html.indexOf("no, the ball goes through</span>", answers) > 0, "the answer is on the answer page");
        assertEquals(w.questions().size(), html.split("<section class=\"question\"", -1).length - 1);
        assertTrue(html.contains("<span class=\"try\">switch to swept</span>"), "links become plain labels");
    }

    @Test
    void textIsEscaped() {
        assertEquals("a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;", WorksheetHtml.escape("a <b> & \"c\" 'd'"));
    }

    @Test
    void aLessonsCodingTaskIsOnItsSheet() {
        Lesson lesson = (Lesson) LessonLoader.load(Path.of("lessons", "17-write-your-own-test"));
        Worksheet w = WorksheetBuilder.of(lesson, "sheet-frames");
        String expected = "<p class=\"task\"><strong>Your task</strong> (on Bounce Lab's Your test tab): Write "
                + "hitPaddle so that it answers true exactly when the ball touches the "
                + "paddle. Done when the Bounce Lab report card shows every example right, and at least 99% of the "
                + "random cases agreeing with the exact test.</p>";
        assertTrue(WorksheetHtml.html(w).contains(expected), WorksheetHtml.html(w));
        assertTrue(WorksheetHtml.paged(w, Paper.A4, n -> n).contains(expected));
        assertEquals(null, WorksheetBuilder.of(tunnelling(), "sheet-frames").task(), "no task, no line");
    }

    /**
     * A 'try this' link says "(as in the picture)" only when the question's picture shows what it sets up; a link in
     * an answer to Bounce Lab's own rules is not in the picture (drawn under the article's), so it says in words what
     * to set up instead.
     */
    @Test
    void aLinkSaysItIsInThePictureOnlyWhenItIs() {
        Worksheet w = WorksheetBuilder.of(tunnelling(), "f");
        WorksheetQuestion q3 = w.questions().get(2);
        assertTrue(q3.askHtml().contains("switch to swept</span>" + WorksheetBuilder.PAPER_NOTE), q3.askHtml());
        WorksheetQuestion q4 = w.questions().get(3);
        assertTrue(
                q4.askHtml().contains("Slow the ball to 10 px a frame</span>" + WorksheetBuilder.PAPER_NOTE),
                q4.askHtml());
        String explain = q4.explainHtml();
        assertTrue(
                explain.contains("see it</span>"
                        + WorksheetHtml.escape(
                                " [in Bounce Lab: Bounce Lab's own rules, 10 px a frame, pythagoras, frame 27]")),
                explain);
        assertTrue(!explain.contains(WorksheetBuilder.PAPER_NOTE), explain);
    }

    /** A printed line never starts with the comma after a value: the value's last word keeps it. */
    @Test
    void aValueKeepsThePunctuationAfterItOnItsLine() {
        String html = WorksheetHtml.html(WorksheetBuilder.of(tunnelling(), "f"));
        assertTrue(
                html.contains("At B the ball is past the paddle: <span class=\"live\">(1) circleDistanceX &gt; "
                        + "paddleWidth/2 + diameter/2: 17 &gt; 3 + 5 → </span><span class=\"together\"><span class=\"live\">"
                        + "true</span>,</span> so there is nothing to see."),
                html);
        assertTrue(html.contains(".together { white-space: nowrap; }"));
    }
}
