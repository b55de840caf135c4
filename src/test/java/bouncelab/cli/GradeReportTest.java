package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31: {@code grade --report} on a class of every kind of file (a .pde, a .java, a shot with the student's
 * name, one that does not compile, one that loops): the JSON lines as before, the roster, a report card per student
 * and the class page, read back with PDFBox.
 */
class GradeReportTest {
    private static final List<String> FILES =
            List.of("slides.pde", "Circle.java", "box.pde", "semicolon.pde", "loop.pde");

    @TempDir
    static Path folder;

    @TempDir
    static Path out;

    private static CliRun graded;

    @BeforeAll
    static void gradeTheClass() throws IOException {
        for (String name : FILES) {
            try (InputStream in = GradeReportTest.class.getResourceAsStream("/bouncelab/student/" + name)) {
                Files.copy(in, folder.resolve(name));
            }
        }
        // the slides' test with < for <=: touching the corner is the one worked example it gets wrong
        String lessThan = Files.readString(folder.resolve("slides.pde")).replace("<=", "<");
        Files.writeString(
                folder.resolve("shot.json"),
                "{\"court\": {\"width\": 800, \"height\": 600}, \"dt\": 1, "
                        + "\"ball\": {\"x\": 100, \"y\": 100, \"radius\": 8, \"vx\": 3, \"vy\": 0}, \"student\": \"Ada Lovelace\", "
                        + "\"yours\": " + JsonWriter.quote(lessThan) + "}");
        Files.writeString(folder.resolve("handout.json"), "{\"court\": {\"width\": 800, \"height\": 600}}");
        graded = CliRun.run("grade", "--report", out.toString(), folder.toString());
    }

    private static String pdfText(Path pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    @Test
    void theLinesAreAsBeforeOnePerTestFile() {
        assertEquals(0, graded.status(), graded.err());
        assertEquals("", graded.err());
        assertEquals(6, graded.lines().size(), graded.out()); // the handout keeps no test: not graded
        for (String line : graded.lines()) {
            assertEquals(
                    List.of(
                            "file",
                            "compiled",
                            "error",
                            "examplesPassed",
                            "examplesTotal",
                            "agreement",
                            "throughSpeed"),
                    List.copyOf(CliRun.parse(line).keys()),
                    line);
        }
    }

    @Test
    void theRosterHasOneRowPerFileSortedByStudentWithEachExample() throws IOException {
        List<String> rows = Files.readAllLines(out.resolve("marks.csv"), StandardCharsets.UTF_8);
        assertEquals(
                "student,compiled,examples_passed,examples_total,agreement,through_speed,error,"
                        + "not overlapping,closer,overlapping,corner,off the corner,just off the corner,touching the corner,"
                        + "touching the face,one radius clear,just over the top,beyond the bottom,centre inside,"
                        + "ball bigger than paddle,under a flat paddle",
                rows.get(0));
        assertEquals(7, rows.size());
        assertEquals("Ada Lovelace,true,13,14,0.9998,9,,1,1,1,1,1,1,0,1,1,1,1,1,1,1", rows.get(1));
        assertEquals("box,true,12,14,0.9852,9,,1,1,1,1,0,0,1,1,1,1,1,1,1,1", rows.get(2));
        assertEquals("Circle,true,14,14,1,9,,1,1,1,1,1,1,1,1,1,1,1,1,1,1", rows.get(3));
        assertTrue(rows.get(4).startsWith("loop,true,0,14,0,,\"example 'not overlapping'"), rows.get(4));
        assertTrue(rows.get(4).endsWith("a loop that never ends?\",0,0,0,0,0,0,0,0,0,0,0,0,0,0"), rows.get(4));
        assertEquals(
                "semicolon,false,0,14,,,\"did not compile: line 2: A semicolon (;) is missing at the end of a "
                        + "statement, here or at the end of the line before. (javac: ';' expected)\",0,0,0,0,0,0,0,0,0,0,0,0,0,0",
                rows.get(5));
        assertEquals("slides,true,14,14,1,9,,1,1,1,1,1,1,1,1,1,1,1,1,1,1", rows.get(6));
    }

    @Test
    void eachStudentHasAReportCard() throws IOException {
        for (String s : List.of("Ada Lovelace", "box", "Circle", "loop", "semicolon", "slides")) {
            assertTrue(Files.isRegularFile(out.resolve("feedback").resolve(s + ".pdf")), s);
        }
        String ada = pdfText(out.resolve("feedback/Ada Lovelace.pdf"));
        assertTrue(ada.contains("Report card: Ada Lovelace"), ada);
        assertTrue(ada.contains("It got 13 of the 14 worked examples right."), ada);
        assertTrue(ada.contains("touching the corner"), ada);
        assertTrue(
                ada.contains("It is a hit, but your test said miss. Saying miss here means < was used where <= "
                        + "belongs: touching counts as a hit."),
                ada);
        assertTrue(ada.contains("Your test disagreed with the exact test on 2 of 10,000 random cases"), ada);
        assertTrue(ada.contains("Your test 9 px a frame"), ada);
        assertTrue(ada.contains("Swept (expanded edges)"), ada);

        String semicolon = pdfText(out.resolve("feedback/semicolon.pdf"));
        assertTrue(
                semicolon.contains("Your test did not become a working test, so none of it could be marked."),
                semicolon);
        // the compiler's remark under the student's line 2
        assertTrue(
                semicolon.matches(".*2 float circleDistanceX = .*A semicolon \\(;\\) is missing.* 3 float "
                        + "circleDistanceY.*"),
                semicolon);

        String loop = pdfText(out.resolve("feedback/loop.pdf"));
        assertTrue(loop.matches(".*4 x = x \\+ 1; .*hitPaddle did not finish within 0.5 s.*"), loop);
        // its sweep never ran: its page does not say its ball never went through
        assertTrue(loop.contains("not measured: the speed sweep did not finish"), loop);
        assertFalse(loop.contains("Your test never"), loop);
    }

    @Test
    void theClassPageSaysHowTheClassDidAndWhatMostGotWrong() throws IOException {
        String page = pdfText(out.resolve("class.pdf"));
        assertTrue(page.contains("6 files were marked, 5 compiled, and 2 were fully right"), page);
        assertTrue(page.contains("14 of 14 2"), page);
        assertTrue(page.contains("off the corner"), page);
        assertTrue(page.contains("Saying hit here is a box test"), page);
        // the loop answered no example: it had been counted wrong on all 14, each with a slip nobody made
        String missed = page.substring(page.indexOf("most got wrong"), page.indexOf("The roster"));
        assertFalse(missed.contains("not overlapping"), missed);
        assertTrue(missed.contains("1 of 4 Saying hit here is a box test"), missed); // of the 4 that answered
        assertTrue(page.contains("Ada Lovelace yes 13 of 14 99.98%"), page);
    }
}
