package bouncelab.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code worksheet}: a shipped lesson as a page and its pictures, headless; bad input in one line. */
class WorksheetCommandTest {

    @BeforeAll
    static void startToolkitTheTestFxWay() throws Exception {
        org.testfx.api.FxToolkit.registerPrimaryStage(); // TestFX owns the toolkit in this JVM (see RenderCommandTest)
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
        assertEquals(html + ": " + questions + " questions, " + 2 * questions + " pictures", r.out().strip());
        try (var files = Files.list(dir.resolve("tunnelling-frames"))) {
            var pngs = files.toList();
            assertEquals(2 * questions, pngs.size());
            for (Path png : pngs) {
                BufferedImage img = ImageIO.read(png.toFile());
                assertEquals(720, img.getWidth(), png.toString());
                assertEquals(450, img.getHeight(), png.toString());
                assertTrue(page.contains("tunnelling-frames/" + png.getFileName()), png.toString());
            }
        }
    }

    @Test
    void badArgumentsGiveOneLineAndStatusTwo(@TempDir Path dir) throws Exception {
        CliRun r = CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", dir.resolve("x.pdf").toString());
        assertEquals(2, r.status());
        assertEquals("option '--out': the file must end in .html: " + dir.resolve("x.pdf"), r.err().strip());
        r = CliRun.run("worksheet", "--lesson", "99-nothing", "--out", dir.resolve("x.html").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().strip().startsWith("option '--lesson' 99-nothing: no such lesson (one of 01-the-frame-loop"),
                r.err());
        assertEquals(1, r.err().strip().lines().count());
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written");
        }
    }
}
