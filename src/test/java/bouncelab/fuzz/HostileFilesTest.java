package bouncelab.fuzz;

import bouncelab.ChildJava;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LoadResult;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Issue 18, items 3 to 5: files that are not what they seem. Each is given to the command line (exit status 2 and
 * one line naming the file), or to the lesson loader (one LessonError naming the file and line), within a time
 * limit where the danger is a hang: devices that never end, a named pipe that blocks its reader, a folder, a loop
 * of symbolic links, a file far past the size cap, a lesson file that is a link out of its folder, text that is
 * not UTF-8, lines ended by CR alone, and file names holding an escape sequence or U+202E.
 */
class HostileFilesTest {
    /** A hang, not a stopwatch: far past what a busy CI machine needs to refuse a file. */
    private static final Duration HANG = Duration.ofSeconds(60);

    static final String SHOT = """
            {
              "court": {"width": 800, "height": 600},
              "dt": 0.02,
              "ball": {"x": 400, "y": 300, "radius": 8, "vx": 100, "vy": 0}
            }
            """;

    static final String LESSON = """
            ---
            title: A lesson
            article: "Pong - Collision Detection"
            frame: 1
            ---

            # Hello

            The ball is at {{ball.x}}.
            """;

    @Test
    void devicesThatNeverEndAreRefusedBeforeAByteIsRead() {
        for (String device : List.of("/dev/zero", "/dev/urandom")) {
            assumeTrue(Files.exists(Path.of(device)));
            Cli r = assertTimeoutPreemptively(HANG, () -> Cli.run("trace", device, "--frames", "1"));
            r.refused(device + ":0: ", "not an ordinary file");
        }
    }

    @Test
    void aNamedPipeNeverBlocksTheReader(@TempDir Path dir) throws Exception {
        Path fifo = fifo(dir.resolve("shot.json"));
        assertTimeoutPreemptively(HANG, () -> Cli.run("trace", fifo.toString()))
                .refused(fifo + ":0: ", "not an ordinary file");
        Path lesson = dir.resolve("lessons/01-pipe");
        Files.createDirectories(lesson);
        Files.writeString(lesson.resolve("scenario.json"), SHOT);
        fifo(lesson.resolve("lesson.md"));
        LessonError e =
                assertInstanceOf(LessonError.class, assertTimeoutPreemptively(HANG, () -> LessonLoader.load(lesson)));
        assertEquals(lesson.resolve("lesson.md").toString(), e.file());
        assertTrue(e.message().contains("not an ordinary file"), e.describe());
    }

    @Test
    void aFolderOrALoopOfLinksIsOneLine(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectory(dir.resolve("shot.json"));
        Cli.run("trace", folder.toString()).refused(folder + ":0: ", "it is a folder");
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        assertTimeoutPreemptively(HANG, () -> Cli.run("trace", a.toString()))
                .refused(a + ":0: ", "symbolic links go round in a loop");
    }

    @Test
    void aHugeFileIsRefusedBeforeItIsRead(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(73L << 20); // sparse: 73 MiB that would not fit a small heap as a tree of JSON values
        }
        Cli r = assertTimeoutPreemptively(HANG, () -> Cli.run("trace", huge.toString()));
        r.refused(huge + ":0: ", "it is 76,546,048 bytes, and a file may be at most 1,048,576 bytes (1 MiB)");
        // just past the cap is refused too; at the cap it is read (and then is not JSON)
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(ShotLimits.MAX_SCENARIO_BYTES + 1);
        }
        assertTrue(assertThrows(ScenarioException.class, () -> ScenarioLoader.load(huge))
                .problem()
                .contains("may be at most"));
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(ShotLimits.MAX_SCENARIO_BYTES);
        }
        assertFalse(assertThrows(ScenarioException.class, () -> ScenarioLoader.load(huge))
                .problem()
                .contains("may be at most"));
    }

    @Test
    void aHugeShotOnASmallHeapIsOneLineInItsOwnProcess(@TempDir Path dir) throws Exception {
        // as reported: java -Xmx256m with a 73 MB shot ended in an OutOfMemoryError trace
        Path huge = dir.resolve("huge.json");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            f.setLength(73L << 20);
        }
        Process p = ChildJava.of(List.of("-Xmx256m"), "bouncelab.Launcher", "trace", huge.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        assertEquals(
                List.of(huge + ":0: cannot read the file: it is 76,546,048 bytes, and a file may be at most "
                        + "1,048,576 bytes (1 MiB)"),
                err.lines().filter(l -> !l.startsWith("WARNING")).toList());
    }

    @Test
    void aLessonFileThatLinksOutOfItsFolderIsRefused(@TempDir Path root) throws IOException {
        Path outside = root.resolve("outside");
        Files.createDirectories(outside);
        Files.writeString(outside.resolve("lesson.md"), LESSON);
        Files.writeString(outside.resolve("scenario.json"), SHOT);
        Path lessons = root.resolve("lessons");

        Path mdLink = lessons.resolve("01-md");
        Files.createDirectories(mdLink);
        Files.createSymbolicLink(mdLink.resolve("lesson.md"), outside.resolve("lesson.md"));
        Files.writeString(mdLink.resolve("scenario.json"), SHOT);

        Path jsonLink = lessons.resolve("02-json");
        Files.createDirectories(jsonLink);
        Files.writeString(jsonLink.resolve("lesson.md"), LESSON);
        Files.createSymbolicLink(jsonLink.resolve("scenario.json"), Path.of("../../outside/scenario.json"));

        // a link that stays inside the folder is fine, as it is for pictures
        Path inside = lessons.resolve("03-inside");
        Files.createDirectories(inside);
        Files.writeString(inside.resolve("text.md"), LESSON);
        Files.createSymbolicLink(inside.resolve("lesson.md"), Path.of("text.md"));
        Files.writeString(inside.resolve("scenario.json"), SHOT);

        for (Path folder : List.of(mdLink, jsonLink)) {
            String file = folder == mdLink ? "lesson.md" : "scenario.json";
            LessonError e = assertInstanceOf(LessonError.class, LessonLoader.load(folder));
            assertEquals(folder.resolve(file).toString(), e.file());
            assertEquals(0, e.line());
            assertTrue(e.message().contains("symbolic link to a file outside the lesson's folder"), e.describe());
        }
        assertEquals(
                List.of("03-inside"),
                LessonLoader.loadAll(lessons).lessons().stream().map(Lesson::id).toList());
    }

    @Test
    void textThatIsNotUtf8NamesItsFileAndLine(@TempDir Path root) throws IOException {
        Path folder = root.resolve("01-latin1");
        Files.createDirectories(folder);
        byte[] md = (LESSON.replace("# Hello", "# Caf\u00e9")).getBytes(StandardCharsets.ISO_8859_1);
        Files.write(folder.resolve("lesson.md"), md);
        Files.writeString(folder.resolve("scenario.json"), SHOT);
        LessonError e = assertInstanceOf(LessonError.class, LessonLoader.load(folder));
        assertEquals(
                folder.resolve("lesson.md") + ":7: not UTF-8 text: byte 0xE9 is not part of a UTF-8 character; "
                        + "save the file as UTF-8",
                e.describe());

        Path shot = root.resolve("latin1.json");
        Files.write(shot, SHOT.replace("\"dt\"", "\"d\u00e9\"").getBytes(StandardCharsets.ISO_8859_1));
        Cli.run("trace", shot.toString()).refused(shot + ":3: not UTF-8 text", "0xE9");
    }

    @Test
    void linesEndedByCarriageReturnsAloneAreCountedInALesson(@TempDir Path root) throws IOException {
        Path folder = root.resolve("01-cr");
        Files.createDirectories(folder);
        // the unknown placeholder is on line 11
        String md = LESSON.replace("{{ball.x}}", "{{ball.x}}.\n\nAnd {{ball.colour}}");
        assertEquals(11, md.lines().takeWhile(l -> !l.contains("colour")).count() + 1);
        Files.writeString(folder.resolve("lesson.md"), md.replace("\n", "\r"));
        Files.writeString(folder.resolve("scenario.json"), SHOT);
        LessonError e = assertInstanceOf(LessonError.class, LessonLoader.load(folder));
        assertEquals(11, e.line(), e.describe());
        assertTrue(e.message().contains("ball.colour"), e.describe());
        // not UTF-8 on a CR-ended line: the line still counts the lone CRs
        Files.write(
                folder.resolve("lesson.md"),
                md.replace("\n", "\r").replace("And", "Caf\u00e9").getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(
                11,
                assertInstanceOf(LessonError.class, LessonLoader.load(folder)).line());
    }

    @Test
    void linesEndedByCarriageReturnsAloneAreCountedInAShot(@TempDir Path dir) throws IOException {
        // the negative radius is on line 4 whichever way the lines end
        String bad = SHOT.replace("\"radius\": 8", "\"radius\": -8");
        for (String end : List.of("\r", "\r\n")) {
            Path shot = dir.resolve("cr" + end.length() + ".json");
            Files.writeString(shot, bad.replace("\n", end));
            Cli.run("trace", shot.toString()).refused(shot + ":4:", "must not be negative");
        }
    }

    @Test
    void aNameHoldingAnEscapeSequenceOrRloNeverReachesTheTerminal(@TempDir Path dir) throws IOException {
        String name = "shot\u001b[2J\u001b[31mred\u202egnp.json";
        Path bad = dir.resolve(name);
        Files.writeString(bad, SHOT.replace("\"radius\": 8", "\"radius\": -8"));
        Cli r = Cli.run("trace", bad.toString());
        r.refused(dir + "/shotU+001B[2JU+001B[31mredU+202Egnp.json:4: ", "must not be negative");
        Cli.run("trace", dir.resolve("gone\u001b]0;title\u0007.json").toString())
                .refused(dir + "/goneU+001B]0;titleU+0007.json:0: ", "it does not exist");
        Cli.run(
                        "render",
                        "--scenario",
                        bad.toString(),
                        "--out",
                        dir.resolve("x\u202e.jpg").toString())
                .refused("option '--out'", "U+202E");

        // a lesson folder whose name holds them: its one line shows them as U+XXXX too
        Path lesson = dir.resolve("07-x\u001b[31m");
        Files.createDirectories(lesson);
        LoadResult result = LessonLoader.load(lesson);
        String line = ((LessonError) result).describe();
        assertTrue(line.contains("U+001B") && line.chars().noneMatch(c -> c == 0x1b), line);
    }

    /** A named pipe made with mkfifo; the test is skipped where there is none. */
    static Path fifo(Path at) throws Exception {
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", at.toString())
                    .redirectErrorStream(true)
                    .start();
        } catch (IOException e) {
            assumeTrue(false, "no mkfifo here");
            return null;
        }
        assumeTrue(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0, "mkfifo failed");
        return at;
    }
}
