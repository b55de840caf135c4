package bouncelab.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Issue 18, item 5: {@code --out} at a folder or somewhere that cannot be written gives one line naming the file,
 * with no Java text, and leaves nothing behind: no picture, no pictures folder, no folder made on the way.
 */
class OutFileTest {

    /** TestFX owns the toolkit in this test JVM (see RenderCommandTest). */
    @BeforeAll
    static void startToolkitTheTestFxWay() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    private static void assertOneLine(CliRun r, String start, String words) {
        assertEquals(2, r.status(), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().startsWith(start), r.err());
        assertTrue(r.err().contains(words), r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("internal error"), r.err());
    }

    private static List<Path> contents(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.sorted().toList();
        }
    }

    @Test
    void aFolderOrAPathThroughAFileIsRefusedBeforeAnythingIsDrawn(@TempDir Path dir) throws IOException {
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, RenderCommandTest.PONG);
        Path folder = Files.createDirectory(dir.resolve("picture.png"));
        Path file = Files.writeString(dir.resolve("notes.txt"), "a file, not a folder");
        Path html = Files.createDirectory(dir.resolve("sheet.html"));
        List<Path> before = contents(dir);

        assertOneLine(
                CliRun.run("render", "--scenario", shot.toString(), "--out", folder.toString()),
                "option '--out': " + folder + " is a folder",
                "give the name of the file to write");
        assertOneLine(
                CliRun.run(
                        "render",
                        "--scenario",
                        shot.toString(),
                        "--out",
                        file.resolve("sub/x.png").toString()),
                "option '--out': cannot write " + file.resolve("sub/x.png"),
                file + " is not a folder");
        assertOneLine(
                CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", html.toString()),
                "option '--out': " + html + " is a folder",
                "give the name");
        assertEquals(before, contents(dir));
    }

    @Test
    void aWorksheetWhosePageCannotBeWrittenTakesItsPicturesAway(@TempDir Path dir) throws IOException {
        // the page's temporary name is too long for the file system, its pictures folder's is not: the pictures are
        // drawn and written, then the page fails
        Path out = dir.resolve("new/folder/" + "w".repeat(240) + ".html");
        CliRun r = assertTimeoutPreemptively(
                Duration.ofSeconds(120),
                () -> CliRun.run("worksheet", "--lesson", "06-tunnelling", "--out", out.toString()));
        assertOneLine(r, "option '--out': cannot write " + out + ": ", "name");
        assertEquals(List.of(dir), contents(dir));
    }

    @Test
    void aPlaceThatCannotBeWrittenIsOneLine(@TempDir Path dir) throws IOException {
        Path sys = Path.of("/sys");
        assumeTrue(Files.isDirectory(sys));
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, RenderCommandTest.PONG);
        CliRun r = assertTimeoutPreemptively(
                Duration.ofSeconds(120),
                () -> CliRun.run("render", "--scenario", shot.toString(), "--out", "/sys/bounce-lab.png"));
        assertOneLine(r, "option '--out': cannot write /sys/bounce-lab.png: ", "");
        assertFalse(Files.exists(sys.resolve("bounce-lab.png")));
    }

    @Test
    void whatAFailedWriteMadeIsRemovedAndWhatWasThereStays(@TempDir Path dir) throws IOException {
        Path kept = Files.createDirectories(dir.resolve("frames"));
        Files.writeString(kept.resolve("old.png"), "old");
        OutFile out = OutFile.check("--out", dir.resolve("a/b/page.html"));
        out.watch(dir.resolve("frames"));
        out.watch(dir.resolve("a/b/page-frames"));
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> out.write(() -> {
                    Files.writeString(kept.resolve("new.png"), "new");
                    Files.createDirectories(dir.resolve("a/b/page-frames"));
                    Files.writeString(dir.resolve("a/b/page-frames/q1.png"), "new");
                    throw new AccessDeniedException(dir.resolve("a/b/page.html").toString());
                }));
        assertEquals(
                "option '--out': cannot write " + dir.resolve("a/b/page.html") + ": permission denied", e.getMessage());
        assertEquals(List.of(dir, kept, kept.resolve("old.png")), contents(dir));
    }
}
