package bouncelab.student;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * A student's file is read as every file is, through SafeRead: a named pipe, a link to /dev/zero or a file far past
 * the cap gets its line, never a blocked or exhausted worker.
 */
class StudentFileTest {

    private static GradeLine graded(Path file) {
        return GradeWorker.grade(file, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    @Test
    void aPipeADeviceOrAHugeFileIsRefusedInItsLine(@TempDir Path dir) throws Exception {
        Path pipe = dir.resolve("pipe.pde");
        Process p = new ProcessBuilder("mkfifo", pipe.toString()).start();
        assumeTrue(p.waitFor() == 0, "no mkfifo here");
        GradeLine line = graded(pipe);
        assertFalse(line.compiled());
        assertTrue(line.error().startsWith("pipe.pde: it is not an ordinary file"), line.error());

        if (Files.exists(Path.of("/dev/zero"))) {
            Path zero = Files.createSymbolicLink(dir.resolve("zero.pde"), Path.of("/dev/zero"));
            assertTrue(
                    graded(zero).error().startsWith("zero.pde: it is not an ordinary file"),
                    graded(zero).error());
        }
        Path huge = Files.write(dir.resolve("huge.pde"), new byte[(int) StudentSource.MAX_BYTES + 1]);
        assertEquals(
                "huge.pde is 262,145 bytes; a test may be at most 256 KiB (262,144 bytes)",
                graded(huge).error());
    }
}
