package bouncelab.io.file;

import bouncelab.ChildJava;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** Writing through a temporary file: all or nothing, and readable like any other file. */
class AtomicFileTest {

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryOne(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("log.csv");
        AtomicFile.writeString(f, "old\n");
        assertThrows(
                IOException.class,
                () -> AtomicFile.write(f, out -> {
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

    @Test
    void aSaveKilledMidwayLeavesATemporaryFileThatTheNextStartRemoves(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("myshot.json");
        AtomicFile.writeString(f, "{\"good\": true}\n");
        // another Bounce Lab, killed while it writes: its temporary file stays behind
        Process p = ChildJava.of(List.of(), HangingWrite.class, f.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        try {
            assertEquals("writing", new String(p.getInputStream().readNBytes(7)), "the child started its write");
            assertEquals(
                    1,
                    names(dir).stream().filter(n -> n.endsWith(".tmp")).count(),
                    names(dir).toString());
            assertEquals(List.of(), AtomicFile.sweepStale(dir), "a write in progress is left alone");
        } finally {
            p.destroyForcibly();
            assertTrue(p.waitFor(20, TimeUnit.SECONDS));
        }
        assertEquals(1, names(dir).stream().filter(n -> n.endsWith(".tmp")).count(), "the kill left it behind");

        assertEquals(1, AtomicFile.sweepStale(dir).size());
        assertEquals(List.of("myshot.json"), names(dir));
        assertEquals("{\"good\": true}\n", Files.readString(f), "the old file is whole");
    }

    @Test
    void aWriteInProgressInThisProcessIsNotSwept(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("sheet.pdf");
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch sweepDone = new CountDownLatch(1);
        Thread t = new Thread(() -> {
            try {
                AtomicFile.write(f, out -> {
                    out.write(1);
                    writing.countDown();
                    try {
                        sweepDone.await();
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                });
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        t.start();
        assertTrue(writing.await(10, TimeUnit.SECONDS));
        assertEquals(List.of(), AtomicFile.sweepStale(dir));
        sweepDone.countDown();
        t.join();
        assertEquals(List.of("sheet.pdf"), names(dir));
    }

    @Test
    void aStaleTemporaryFileGoesWhenItsFileIsWrittenAgain(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("frame.png");
        Path stale = Files.writeString(dir.resolve(".frame.png.bounce-lab-0123456789abcdef.tmp"), "half");
        Path other = Files.writeString(dir.resolve(".notes.txt.tmp"), "someone else's");
        AtomicFile.writeString(f, "png");
        assertTrue(Files.notExists(stale));
        assertTrue(Files.exists(other), "not ours: left alone");
        assertEquals(List.of(".notes.txt.tmp", "frame.png"), names(dir));
    }

    /**
     * The sweep matched any {@code .NAME.N.tmp} or {@code .NAME-N.tmp} beside a file NAME, and opening a shot
     * removed a teacher's {@code .notes.txt.1.tmp} and {@code .report-2024.tmp}. Only Bounce Lab's mark is swept.
     */
    @Test
    void theSweepTakesOnlyFilesWithBounceLabsMark(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("notes.txt"), "notes");
        Files.writeString(dir.resolve("report"), "report");
        Files.writeString(dir.resolve("shot.json"), "{}");
        Path notes = Files.writeString(dir.resolve(".notes.txt.1.tmp"), "mine");
        Path report = Files.writeString(dir.resolve(".report-2024.tmp"), "mine too");
        Path shotOld = Files.writeString(dir.resolve(".shot.json.3fa9c2.tmp"), "an earlier version's, or not");
        Path ours = Files.writeString(dir.resolve(".shot.json.bounce-lab-0123456789abcdef.tmp"), "half");
        assertEquals(List.of(ours), AtomicFile.sweepStale(dir));
        assertTrue(Files.exists(notes) && Files.exists(report) && Files.exists(shotOld));
        // a writing of the shot removes its own marked leftovers only
        Path again = Files.writeString(dir.resolve(".shot.json.bounce-lab-fedcba9876543210.tmp"), "half");
        AtomicFile.writeString(dir.resolve("shot.json"), "{\"x\": 1}");
        assertTrue(Files.notExists(again));
        assertEquals(
                List.of(
                        ".notes.txt.1.tmp",
                        ".report-2024.tmp",
                        ".shot.json.3fa9c2.tmp",
                        "notes.txt",
                        "report",
                        "shot.json"),
                names(dir));
    }

    /** Renaming over a device or a pipe would take its place (as root, /dev/full itself): refused, nothing written. */
    @Test
    void aDeviceOrAPipeOrAFolderIsNeverWrittenOver(@TempDir Path dir) throws Exception {
        Path pipe = dir.resolve("pipe.csv");
        Process p = new ProcessBuilder("mkfifo", pipe.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "no mkfifo here");
        IOException e = Assertions.assertThrows(IOException.class, () -> AtomicFile.writeString(pipe, "a,b\n"));
        assertEquals(
                pipe + ": it is not an ordinary file (a device, a named pipe or a socket is never written over)",
                e.getMessage());
        assertTrue(Files.readAttributes(pipe, BasicFileAttributes.class).isOther(), "still the pipe");
        Path folder = Files.createDirectories(dir.resolve("folder.csv"));
        assertEquals(
                folder + ": it is a folder",
                Assertions.assertThrows(IOException.class, () -> AtomicFile.writeString(folder, "x"))
                        .getMessage());
        assertEquals(List.of("folder.csv", "pipe.csv"), names(dir), "no temporary file left");
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    /** A writer that never finishes: run in another process and killed. */
    public static final class HangingWrite {
        public static void main(String[] args) throws IOException {
            AtomicFile.write(Path.of(args[0]), out -> {
                out.write("{\"half\": ".getBytes());
                out.flush();
                System.out.print("writing");
                System.out.flush();
                try {
                    Thread.sleep(60_000);
                } catch (InterruptedException e) {
                    throw new IOException(e);
                }
            });
        }
    }
}
