package bouncelab.student.report;

import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.GradeRunner;
import bouncelab.student.Graded;
import bouncelab.words.Words;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 26: a through speed of null is "never" only when the sweep ran to its end. A test that failed during the
 * sweep, or whose grading stopped, has no through speed measured, and its report card and the class page say so.
 */
class UnsweptSpeedTest {
    private static final String UNSWEPT = "not measured: the speed sweep did not finish";
    private static final String NEVER = "never (tried up to";

    private static String pdfText(Path pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    @Test
    void aTestThatFailsOnlyForFastBallsIsNotSaidToNeverLetOneThrough(@TempDir Path dir) throws IOException {
        String slides;
        try (InputStream in = UnsweptSpeedTest.class.getResourceAsStream("/bouncelab/student/slides.pde")) {
            slides = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        // the sweep's target stands at x = 9 + speed, left of every example's and random case's paddle: past
        // x = 50 only balls faster than 41 px a frame meet it, and there this test divides by zero
        Path file = Files.writeString(
                dir.resolve("fast.pde"),
                slides.replaceFirst(
                        "\\{",
                        "{\nif (paddle.getXCoord() > 50 && paddle.getXCoord() < 99) { int zero = 0; return 1 / zero > 0; }"));
        Graded g = new GradeRunner(GradeRunner.DEFAULT_LIMIT, 1)
                .gradeWithDetail(List.of(file), List.of("fast.pde"), l -> {})
                .get(0);
        assertEquals(14, g.line().examplesPassed(), g.line().toString());
        assertNull(g.line().throughSpeed());
        assertTrue(g.line().error().contains("speed sweep"), g.line().error());
        assertFalse(g.detail().swept());

        Path out = dir.resolve("report");
        ClassReport.write(out, List.of(g));
        String card = pdfText(out.resolve("feedback/fast.pdf"));
        assertTrue(card.contains("Your test " + UNSWEPT), card);
        assertFalse(card.contains("Your test " + NEVER), card);
        String page = pdfText(out.resolve("class.pdf"));
        assertTrue(page.contains("fast yes 14 of 14"), page);
        assertTrue(page.contains(UNSWEPT), page);
        assertFalse(page.contains(NEVER), page);
    }

    @Test
    void aFinishedSweepWithNoBallThroughStillSaysNever() {
        GradeLine line = new GradeLine("tight.pde", true, null, 14, 14, 1.0, null);
        Graded swept = new Graded(line, new GradeDetail("tight", "", List.of(), List.of(), List.of(), true));
        Graded stopped = new Graded(line, new GradeDetail("tight", "", List.of(), List.of(), List.of(), false));
        for (String html : List.of(
                FeedbackPage.html(swept, Map.of(), Words.ENGLISH), ClassPage.html(List.of(swept), Words.ENGLISH))) {
            assertTrue(html.contains(NEVER + " 60 px a frame)"), html);
            assertFalse(html.contains(UNSWEPT), html);
        }
        for (String html : List.of(
                FeedbackPage.html(stopped, Map.of(), Words.ENGLISH), ClassPage.html(List.of(stopped), Words.ENGLISH))) {
            assertTrue(html.contains(UNSWEPT), html);
            assertFalse(html.contains(NEVER), html);
        }
    }
}
