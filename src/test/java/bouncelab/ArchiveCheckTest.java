package bouncelab;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A class-data archive under ~/.bounce-lab/start/ with bytes flipped crashed the Java (SIGSEGV) at every window start.
 * It is checked against the record made when it was kept, before each use, and dropped when it does not match or
 * when a start crashed with it mapped.
 */
class ArchiveCheckTest {

    private static Path written(Path dir) throws IOException {
        byte[] bytes = new byte[3 << 20]; // past one read block
        new Random(7).nextBytes(bytes);
        Path writing = Files.write(dir.resolve("classes-1.jsa.123.tmp"), bytes);
        Path archive = dir.resolve("classes-1.jsa");
        ArchiveCheck.keep(writing, archive);
        return archive;
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anArchiveKeptWithItsRecordIsSound(@TempDir Path dir) throws IOException {
        Path archive = written(dir);
        assertEquals(List.of("classes-1.jsa", "classes-1.jsa.sum"), names(dir));
        assertTrue(ArchiveCheck.sound(archive));
        assertTrue(ArchiveCheck.sound(archive), "and again: it stays");
    }

    @Test
    void anArchiveWithBytesFlippedIsDroppedBeforeUse(@TempDir Path dir) throws IOException {
        Path archive = written(dir);
        byte[] bytes = Files.readAllBytes(archive);
        bytes[2_000_000] ^= 0x5A;
        Files.write(archive, bytes);
        assertFalse(ArchiveCheck.sound(archive));
        assertEquals(List.of(), names(dir), "gone, with its record: the next start writes a new one");
    }

    @Test
    void anArchiveCutShortOrWithoutARecordIsDropped(@TempDir Path dir) throws IOException {
        Path archive = written(dir);
        Files.write(archive, new byte[10]);
        assertFalse(ArchiveCheck.sound(archive));
        Files.write(archive, new byte[10]); // an earlier version's: no record
        assertFalse(ArchiveCheck.sound(archive));
        assertEquals(List.of(), names(dir));
        assertFalse(ArchiveCheck.sound(dir.resolve("none.jsa")), "none there: none to use");
    }

    @Test
    void aStartThatCrashedWithTheArchiveDropsItAndOneThatEndedDoesNot(@TempDir Path dir) throws IOException {
        Path archive = written(dir);
        for (int ended : new int[] {0, 1, 2, 130, 137, 143}) { // exits, Ctrl+C, kill -9, kill
            ArchiveCheck.afterStart(ended, archive);
            assertTrue(Files.exists(archive), "kept after " + ended);
        }
        ArchiveCheck.afterStart(134, archive); // SIGABRT: how HotSpot ends after a SIGSEGV, its hs_err log written
        assertEquals(List.of(), names(dir));
    }

    /** A crash's log goes beside the archive, not into the folder the teacher started from. */
    @Test
    void aCrashLogGoesBesideTheArchive() {
        Path archive = Path.of("/home/t/.bounce-lab/start/classes-1.jsa");
        List<String> c = FastStart.command(
                        "java", List.of("-jar", "x.jar"), Path.of("/x.jar"), archive, FastStart.Archive.MAP, List.of())
                .orElseThrow();
        assertTrue(c.contains("-XX:ErrorFile=/home/t/.bounce-lab/start/hs_err_pid%p.log"), c.toString());
    }
}
