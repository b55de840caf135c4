package bouncelab.io.file;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Writing through a temporary file: all or nothing, and readable like any other file. */
class AtomicFileTest {

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryOne(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("log.csv");
        AtomicFile.writeString(f, "old\n");
        assertThrows(IOException.class, () -> AtomicFile.write(f, out -> {
            out.write("half a fi".getBytes());
            throw new IOException("disk full");
        }));
        assertEquals("old\n", Files.readString(f));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of(f), files.toList());
        }
    }

    @Test
    void aNewFileIsReadableByOthersAndAReplacedOneKeepsItsPermissions(@TempDir Path dir) throws IOException {
        assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
        Path f = dir.resolve("sheet.html");
        AtomicFile.writeString(f, "<p>1</p>");
        assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rw-rw----"));
        AtomicFile.writeString(f, "<p>2</p>");
        assertEquals("rw-rw----", PosixFilePermissions.toString(Files.getPosixFilePermissions(f)));
        assertEquals("<p>2</p>", Files.readString(f));
    }
}
