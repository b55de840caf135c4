package bouncelab.cli;

import bouncelab.lessons.TeacherFolders;
import bouncelab.lessons.worksheet.SheetPicture;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code worksheet}: a shipped lesson as a PDF, or a page and its pictures, headless; bad input in one line. */
class WorksheetCommandTest {

    @BeforeAll
    static void startToolkitTheTestFxWay() throws Exception {
        FxToolkit.registerPrimaryStage(); // TestFX owns the toolkit in this JVM (see RenderCommandTest)
    }

    @Test
    void writesThePageAndTwoPicturesAQuestion(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("tunnelling.html");
        CliRun r = CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", html.toString());
        assertEquals(0, r.status(), r.err());
        String page = Files.readString(html);
        assertTrue(page.contains("<h1>Tunnelling</h1>"), page);
        int questions = page.split("<section class=\"question\"", -1).length - 1;
        assertTrue(questions >= 3, "questions: " + questions);
        assertEquals(
                html + ": " + questions + " questions, " + 2 * questions + " pictures",
                r.out().strip());
        try (var files = Files.list(dir.resolve("tunnelling-frames"))) {
            var pngs = files.toList();
            assertEquals(2 * questions, pngs.size());
            for (Path png : pngs) {
                BufferedImage img = ImageIO.read(png.toFile());
                // the question's picture, the court as its frame starts, is NAME-start.png; the answer's NAME.png
                SheetPicture size = png.getFileName().toString().endsWith("-start.png")
                        ? SheetPicture.QUESTION
                        : SheetPicture.ANSWER;
                assertEquals(size.widthPx(), img.getWidth(), png.toString());
                assertEquals(size.heightPx(), img.getHeight(), png.toString());
                assertTrue(page.contains("tunnelling-frames/" + png.getFileName()), png.toString());
            }
        }
    }

    @Test
    void aPdfWrittenInAJavaOfItsOwnPrintsNothingOnStandardError(@TempDir Path dir) throws Exception {
        // in a Java of its own: PDFBox warns of the standard fonts a computer lacks once, when it first loads them,
        // and this test's Java may have done so already; java.util.logging writes to the Java's own standard error
        Path pdf = dir.resolve("tunnelling.pdf");
        Process p = bouncelab.ChildJava.of(
                        List.of("-Xmx512m"),
                        "bouncelab.Launcher",
                        "worksheet",
                        "--lesson",
                        "06-tunnelling",
                        "--out",
                        pdf.toString())
                .start();
        p.getOutputStream().close();
        var out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
        String err = read(p.getErrorStream());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the worksheet took over two minutes");
        assertEquals(0, p.exitValue(), err);
        assertTrue(out.get().startsWith(pdf + ": "), out.get());
        assertEquals("", err, "nothing on standard error");
    }

    private static String read(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void writesOnePdfOnA4ByDefaultOrLetter(@TempDir Path dir) throws Exception {
        Path pdf = dir.resolve("tunnelling.pdf");
        CliRun r = CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", pdf.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err(), "nothing on standard error");
        try (var doc = PDDocument.load(pdf.toFile())) {
            int pages = doc.getNumberOfPages();
            assertTrue(pages <= 5, pages + " pages: lesson 6 fits on five at most (Work it out takes one)");
            assertEquals(
                    pdf + ": 4 questions, " + pages + " pages of A4", r.out().strip());
            assertEquals(595.3, doc.getPage(0).getMediaBox().getWidth(), 1);
        }
        try (var files = Files.list(dir)) {
            assertEquals(1, files.count(), "one file, the pictures inside it");
        }
        Path letter = dir.resolve("letter.pdf");
        r = CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", letter.toString(), "--paper", "letter");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().strip().endsWith("pages of Letter"), r.out());
        try (var doc = PDDocument.load(letter.toFile())) {
            assertEquals(612, doc.getPage(0).getMediaBox().getWidth(), 1);
            assertEquals(792, doc.getPage(0).getMediaBox().getHeight(), 1);
            assertTrue(
                    doc.getNumberOfPages() <= 6,
                    doc.getNumberOfPages() + " pages: Letter is shorter, and Work it out takes a page");
        }
    }

    /** A teacher's lesson in a folder of their own is found with --lessons DIR, and only there. */
    @Test
    void aTeachersLessonIsFoundInTheFolderLessonsNames(@TempDir Path dir) throws Exception {
        Path mine = dir.resolve("mine");
        TeacherFolders.copy(Path.of("lessons", "06-tunnelling"), mine.resolve("31-my-tunnel"));
        Path html = dir.resolve("mine.html");
        CliRun r = CliRun.run(
                "worksheet", "--lessons", mine.toString(), "--lesson", "31-my-tunnel", "--out", html.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.readString(html).contains("<h1>Tunnelling</h1>"));
        CliRun without = CliRun.run("worksheet", "--lesson", "31-my-tunnel", "--out", html.toString());
        assertEquals(2, without.status());
        assertTrue(without.err().startsWith("option '--lesson' 31-my-tunnel: no such lesson"), without.err());
        CliRun nowhere = CliRun.run(
                "worksheet", "--lessons", dir.resolve("gone").toString(), "--lesson", "31-x", "--out", html.toString());
        assertEquals(
                "option '--lessons' " + dir.resolve("gone") + ": not a folder",
                nowhere.err().strip());
    }

    @Test
    void badArgumentsGiveOneLineAndStatusTwo(@TempDir Path dir) throws Exception {
        CliRun r = CliRun.run(
                "worksheet",
                "--lesson",
                "06-tunnelling",
                "--out",
                dir.resolve("x.png").toString());
        assertEquals(2, r.status());
        assertEquals(
                "option '--out': the file must end in .pdf or .html: " + dir.resolve("x.png"),
                r.err().strip());
        r = CliRun.run(
                "worksheet",
                "--lesson",
                "06-tunnelling",
                "--out",
                dir.resolve("x.pdf").toString(),
                "--paper",
                "a3");
        assertEquals(2, r.status());
        assertEquals(
                "option '--paper': must be a4 or letter but is 'a3'", r.err().strip());
        r = CliRun.run(
                "worksheet",
                "--lesson",
                "99-nothing",
                "--out",
                dir.resolve("x.html").toString());
        assertEquals(2, r.status());
        assertTrue(
                r.err().strip().startsWith("option '--lesson' 99-nothing: no such lesson (one of 01-the-frame-loop"),
                r.err());
        assertEquals(1, r.err().strip().lines().count());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written");
        }
    }
}
