package bouncelab.cli;

import bouncelab.ChildJava;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Output that cannot be written is a failure, never a success: {@code grade --csv > marks.csv} on a full disk exited
 * 0 with an empty file, and {@code trace > file} exited 0 having written 49 of 300 lines. Every command now exits 1
 * with one line, {@code cannot write standard output: No space left on device}, and no trace.
 */
class StandardOutputTest {
    private static final String FULL = "cannot write standard output: No space left on device";

    /** A disk that takes {@code room} bytes and then is full, as a 1 MiB tmpfs was. */
    private static final class FullDisk extends OutputStream {
        private int room;

        FullDisk(int room) {
            this.room = room;
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (len > room) {
                throw new IOException("No space left on device");
            }
            room -= len;
        }
    }

    private static CliRun run(OutputStream out, String... args) {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BounceLabCli.run(args, new CliStreams(new ByteArrayInputStream(new byte[0]), out, err));
        return new CliRun(status, "", err.toString(StandardCharsets.UTF_8));
    }

    private static Path shot(Path dir) throws IOException {
        return Files.writeString(
                dir.resolve("shot.json"),
                "{\"court\": {\"width\": 640, \"height\": 480}, \"dt\": 0.02,"
                        + " \"ball\": {\"x\": 100, \"y\": 100, \"radius\": 7, \"vx\": 50, \"vy\": 30}}\n");
    }

    private static void saysTheDiskIsFull(CliRun r) {
        assertEquals(1, r.status(), r.err());
        assertEquals(FULL + "\n", r.err().replace("\r\n", "\n"), "one line, no trace");
    }

    @Test
    void traceToAFullDiskExits1InOneLine(@TempDir Path dir) throws IOException {
        saysTheDiskIsFull(run(new FullDisk(4096), "trace", shot(dir).toString(), "--frames", "300"));
        saysTheDiskIsFull(run(new FullDisk(0), "trace", shot(dir).toString(), "--frames", "3"));
    }

    @Test
    void everyCommandThatWritesStandardOutputChecksIt(@TempDir Path dir) throws IOException {
        saysTheDiskIsFull(run(new FullDisk(0), "probe", "simple", "--ball", "572,192,20", "--rect", "580,200,20,100"));
        saysTheDiskIsFull(run(new FullDisk(0), "check-lessons"));
        saysTheDiskIsFull(run(
                new FullDisk(100),
                "sweep",
                "--thickness",
                "12",
                "--diameter",
                "16",
                "--speeds",
                "10:40:10",
                "--shots",
                "20",
                "--seed",
                "7"));
        saysTheDiskIsFull(run(new FullDisk(0), "--help"));
        saysTheDiskIsFull(run(new FullDisk(0), "--version"));
    }

    /** A caller's PrintStream keeps its errors to itself; the run asks it. */
    @Test
    void aPrintStreamThatErrsIsAFailureToo(@TempDir Path dir) throws IOException {
        CliRun r = run(
                new PrintStream(new FullDisk(0), true, StandardCharsets.UTF_8),
                "trace",
                shot(dir).toString(),
                "--frames",
                "3");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().startsWith("cannot write standard output: "), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }

    @Test
    void gradeCsvToAFullDiskExits1InOneLine(@TempDir Path dir) throws IOException {
        Path pde = dir.resolve("slides.pde");
        try (InputStream in = StandardOutputTest.class.getResourceAsStream("/bouncelab/student/slides.pde")) {
            Files.copy(in, pde);
        }
        saysTheDiskIsFull(run(new FullDisk(0), "grade", "--csv", pde.toString()));
    }

    /** The real thing: a Java whose standard output is /dev/full, as {@code > /dev/full} gives it. */
    @Test
    void devFullAsStandardOutputExits1InOneLine(@TempDir Path dir) throws Exception {
        File full = new File("/dev/full");
        assumeTrue(full.exists() && full.canWrite(), "no /dev/full here");
        Path shot = shot(dir);
        for (List<String> args : List.of(
                List.of("trace", shot.toString(), "--frames", "300"),
                List.of("probe", "simple", "--ball", "572,192,20", "--rect", "580,200,20,100"))) {
            Process p = ChildJava.of(
                            List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1"),
                            "bouncelab.Launcher",
                            args.toArray(String[]::new))
                    .redirectOutput(full)
                    .start();
            p.getOutputStream().close();
            String err = read(p.getErrorStream());
            assertTrue(p.waitFor(60, TimeUnit.SECONDS), "still running: " + args);
            assertEquals(1, p.exitValue(), args + ": " + err);
            assertEquals(FULL, err.strip(), args.toString());
        }
    }

    private static String read(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
