package bouncelab.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a class hands in as it is: a test saved by Windows Notepad (a byte-order mark first), a shot cut short on
 * the way, a shot with a name but no test, the assignment handed out beside them, and a teacher who names a file
 * twice or gives a report folder that is a file.
 */
class GradeHandInTest {
    @TempDir
    Path folder;

    @TempDir
    Path elsewhere;

    @Test
    void everyFileHandedInHasItsLineAndTheHandoutIsLeftAlone() throws IOException {
        byte[] slides;
        try (InputStream in = getClass().getResourceAsStream("/bouncelab/student/slides.pde")) {
            slides = in.readAllBytes();
        }
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        Path notepad = folder.resolve("notepad.pde");
        Files.write(notepad, concat(bom, slides));
        Files.writeString(folder.resolve("broken.json"), "{\"court\": {\"width\": 800,\n\"height\": 6");
        Files.writeString(
                folder.resolve("nora.json"),
                "{\"court\": {\"width\": 800, \"height\": 600}, \"student\": \"Nora Gil\"}",
                StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("handout.json"), "{\"court\": {\"width\": 800, \"height\": 600}}");

        // the folder, and one of its files again by another spelling of its path
        CliRun run = CliRun.run(
                "grade",
                folder.toString(),
                folder.resolve(".").resolve("notepad.pde").toString());

        assertEquals(0, run.status(), run.err());
        List<String> lines = run.lines();
        assertEquals(3, lines.size(), run.out()); // broken, nora, notepad: each once; not the handout
        var broken = CliRun.parse(lines.get(0));
        assertTrue(CliRun.str(broken, "file").endsWith("broken.json"), lines.get(0));
        assertFalse(CliRun.bool(broken, "compiled"));
        assertTrue(
                CliRun.str(broken, "error").startsWith("broken.json is not a shot saved from Bounce Lab: line 2"),
                lines.get(0));
        var nora = CliRun.parse(lines.get(1));
        assertTrue(CliRun.str(nora, "error").contains("nora.json keeps no test"), lines.get(1));
        var saved = CliRun.parse(lines.get(2));
        assertTrue(CliRun.bool(saved, "compiled"), lines.get(2)); // the mark is not an illegal character
        assertTrue(CliRun.isNull(saved, "error"), lines.get(2));
        assertEquals(14, CliRun.num(saved, "examplesPassed"), lines.get(2));
    }

    @Test
    void aReportFolderThatIsAFileIsSaidBeforeAnythingIsGraded() throws IOException {
        Path notes = elsewhere.resolve("notes.txt");
        Files.writeString(notes, "kept");
        Files.writeString(folder.resolve("loop.pde"), "boolean hitPaddle(float a) { while (true) {} }");

        CliRun run = CliRun.run("grade", "--report", notes.toString(), folder.toString());

        assertEquals(2, run.status(), run.err());
        assertEquals("", run.out()); // nothing graded: the teacher hears at once, not after the class
        assertEquals(1, run.err().strip().lines().count(), run.err());
        assertTrue(run.err().contains("'--report'") && run.err().contains("notes.txt"), run.err());
        assertFalse(run.err().contains("Exception"), run.err());
        assertEquals("kept", Files.readString(notes));
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
