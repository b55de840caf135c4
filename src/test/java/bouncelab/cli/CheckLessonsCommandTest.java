package bouncelab.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check-lessons}: the shipped course holds; copies of real lessons with one mistake each are refused with the
 * file, the line and what is wrong, one line per problem, and the lessons beside them still hold.
 */
class CheckLessonsCommandTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));

    @Test
    void theShippedCourseHolds() {
        CliRun r = CliRun.run("check-lessons", SHIPPED.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith(SHIPPED + ": 17 lessons hold ("), r.out());
    }

    @Test
    void withoutAFolderItChecksTheCourseTheWindowFinds() {
        CliRun r = CliRun.run("check-lessons");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("17 lessons hold"), r.out());
    }

    @Test
    void aFalseCheckIsRefusedWithItsFileAndLine(@TempDir Path dir) {
        Path md = copy(dir, "04-pythagoras-corner");
        int line = edit(
                md,
                "check: pythagoras.cornerDistance = 61 at frame 3",
                "check: pythagoras.cornerDistance = 64 at frame 3");
        assertRefused(dir, md + ":" + line + ": check 'pythagoras.cornerDistance = 64 at frame 3' is false: it is 61");
    }

    @Test
    void aFalseEventCheckSaysWhatTheFrameHeld(@TempDir Path dir) {
        Path md = copy(dir, "06-tunnelling");
        int line = edit(md, "check: no event bounce at frame 10\n", "check: event bounce at frame 10\n");
        assertRefused(
                dir,
                md + ":" + line + ": check 'event bounce at frame 10' is false: "
                        + "frame 10 events: tunnelled through right at 2.778 ms into the frame");
    }

    @Test
    void aNumberWithNoValueAtItsQuestionsFrameIsRefused(@TempDir Path dir) {
        Path md = copy(dir, "04-pythagoras-corner");
        int line = edit(md, "explain: At (575, 194)", "explain: It took {{tunnel.toi}} s. At (575, 194)");
        assertRefused(
                dir,
                md + ":" + line + ": question 1's explanation: {{tunnel.toi}} has no value at frame 3 with "
                        + "pythagoras, the frame the question is about (its first check's); it would show —");
    }

    @Test
    void aLessonOpeningPastItsQuestionIsRefused(@TempDir Path dir) {
        Path md = copy(dir, "04-pythagoras-corner");
        edit(md, "frame: 2", "frame: 5");
        int line = lineOf(md, "reveal-at-frame: 3");
        assertRefused(
                dir,
                md + ":" + line + ": question 1 reveals at frame 3, before frame 5 where the lesson opens: "
                        + "a lesson must not open past one of its questions (change 'frame:' in the front matter, or the "
                        + "question)");
    }

    @Test
    void aTryThisSpeedNoScenarioFileCouldHoldIsRefused(@TempDir Path dir) {
        Path md = copy(dir, "01-the-frame-loop");
        int line = edit(md, "(action:speed=40&frame=1)", "(action:speed=4e7&frame=1)");
        assertRefused(
                dir,
                md + ":" + line + ": action link 'action:speed=4e7&frame=1': the ball's velocity would be "
                        + "(2400000000, 0) px/s, and a scenario file holds numbers at most 1e9 in size");
    }

    @Test
    void aCheckAfterADtNoScenarioFileCouldHoldIsRefused(@TempDir Path dir) {
        Path md = copy(dir, "01-the-frame-loop");
        int line = edit(
                md,
                "check: move.length = 5 at frame 4 after dt=0.008333333333333333",
                "check: move.length = 5 at frame 4 after dt=12");
        assertRefused(
                dir,
                md + ":" + line + ": check: dt would be 12 s, and a scenario file holds a dt more than 0 and "
                        + "at most 10 s");
    }

    @Test
    void everyProblemIsOneLineAndTheOtherLessonsStillHold(@TempDir Path dir) {
        copy(dir, "03-pythagoras-straight-on");
        Path md = copy(dir, "04-pythagoras-corner");
        int first = edit(md, "check: pythagoras.hit = true at frame 3", "check: pythagoras.hit = false at frame 3");
        int second =
                edit(md, "check: pythagoras.decidedBy = 5 at frame 3", "check: pythagoras.decidedBy = 4 at frame 3");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status());
        List<String> lines = r.err().lines().toList();
        assertEquals(2, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith(md + ":" + first + ": "), lines.get(0));
        assertTrue(lines.get(1).startsWith(md + ":" + second + ": "), lines.get(1));
        assertTrue(r.out().startsWith(dir + ": 1 lesson holds ("), r.out());
        assertTrue(r.out().strip().endsWith(" checks and question numbers); 1 refused, with 2 problems"), r.out());
    }

    /**
     * A teacher's lesson with four mistakes (a folder named without its number, no scenario.json, an unknown
     * front matter key and a bad frame:) is reported whole in one run, the folder's name with what to rename it to
     * and no "line 0".
     */
    @Test
    void everyMistakeOfALessonIsReportedInOneRun(@TempDir Path dir) throws IOException {
        Path md = copy(dir, "04-pythagoras-corner");
        Path renamed = dir.resolve("pythagoras-corner");
        Files.move(md.getParent(), renamed);
        Files.delete(renamed.resolve("scenario.json"));
        Path lesson = renamed.resolve("lesson.md");
        int key = edit(lesson, "zoom: working", "colour: red");
        int frame = edit(lesson, "frame: 2", "frame: two");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                List.of(
                        renamed + ": a lesson folder's name starts with its number and a dash, which order the "
                                + "course (e.g. 03-pythagoras-corner): rename 'pythagoras-corner' to NN-pythagoras-corner, NN "
                                + "its place in the course, such as 18-pythagoras-corner",
                        renamed.resolve("scenario.json") + ":0: missing scenario.json",
                        lesson + ":" + key
                                + ": unknown front matter key 'colour' (one of title, article, author, algorithm, "
                                + "rules, overlays, frame, zoom, task, task-check)",
                        lesson + ":" + frame + ": frame must be a whole number from 1 to 600, not 'two'"),
                r.err().lines().toList());
    }

    @Test
    void everyBlockWithAMistakeIsReportedNotJustTheFirst(@TempDir Path dir) {
        Path md = copy(dir, "04-pythagoras-corner");
        int first = edit(md, "{{pythagoras.circleDistanceX}}", "{{pythagoras.circleDistanceZ}}");
        int second = edit(md, "(action:algorithm=pythagoras)", "(https://example.org)");
        List<String> lines =
                CliRun.run("check-lessons", dir.toString()).err().lines().toList();
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith(md + ":" + first + ": "), lines.get(0));
        assertTrue(lines.get(1).startsWith(md + ":" + second + ": "), lines.get(1));
    }

    @Test
    void aFolderMissingFromTheIndexIsWarnedAbout(@TempDir Path dir) throws IOException {
        copy(dir, "03-pythagoras-straight-on");
        copy(dir, "04-pythagoras-corner");
        Files.writeString(dir.resolve("index.txt"), "03-pythagoras-straight-on\n05-gone\n");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                List.of(
                        dir.resolve("04-pythagoras-corner") + ": warning: not in index.txt: the window shows it, "
                                + "but the course inside the jar finds its lessons through that list and leaves this one out "
                                + "(add the line '04-pythagoras-corner')",
                        dir.resolve("index.txt") + ":0: warning: '05-gone' is listed but there is no such folder"),
                r.err().lines().toList());
        assertTrue(r.out().strip().endsWith("; 2 warnings"), r.out());
    }

    @Test
    void anAnswerWrittenInTheProseIsASpoiler(@TempDir Path dir) {
        Path md = copy(dir, "06-tunnelling");
        int line = edit(
                md,
                "Pythagoras is one of three tests this course calls *discrete*:",
                "Pythagoras is one of three tests, none of them able to see it, this course calls *discrete*:");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                md + ":" + line + ": warning: question 2's answer 'none of them' is in the lesson's text (\"none "
                        + "of them\"), which the student reads before answering: say it after the reveal, in the question's "
                        + "explain:\n",
                r.err());
    }

    @Test
    void aNumberWithNoValueWhereTheLessonOpensIsADash(@TempDir Path dir) {
        Path md = copy(dir, "06-tunnelling");
        int line = edit(
                md,
                "At frame {{frame}} the ball ends",
                "It tunnelled {{tunnel.toi}} s in. At frame {{frame}} " + "the ball ends");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                md + ":" + line + ": warning: {{tunnel.toi}} has no value at frame 9, where the lesson opens: a "
                        + "student reads — (give it a number at that frame, or name the frame and write its numbers)\n",
                r.err());
    }

    @Test
    void aFolderThatIsNotThereIsBadInput(@TempDir Path dir) {
        CliRun r = CliRun.run("check-lessons", dir.resolve("nowhere").toString());
        assertEquals(2, r.status());
        assertEquals("DIR " + dir.resolve("nowhere") + ": not a folder", r.err().strip());
        CliRun empty = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, empty.status());
        assertTrue(empty.err().startsWith(dir + ": no lessons"), empty.err());
    }

    private static void assertRefused(Path dir, String line) {
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals(line + "\n", r.err());
    }

    /** A copy of a shipped lesson in {@code dir}; its lesson.md. */
    private static Path copy(Path dir, String id) {
        Path to = dir.resolve(id);
        try (Stream<Path> files = Files.list(SHIPPED.resolve(id))) {
            Files.createDirectories(to);
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return to.resolve("lesson.md");
    }

    /** Replaces the one occurrence of {@code from}; the line it is on. */
    private static int edit(Path md, String from, String to) {
        try {
            String s = Files.readString(md);
            assertEquals(s.indexOf(from), s.lastIndexOf(from), "once: " + from);
            assertTrue(s.contains(from), "in the lesson: " + from);
            Files.writeString(md, s.replace(from, to));
            return (int) s.substring(0, s.indexOf(from))
                            .chars()
                            .filter(c -> c == '\n')
                            .count()
                    + 1;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static int lineOf(Path md, String text) {
        try {
            List<String> lines = Files.readAllLines(md);
            for (int i = 0; i < lines.size(); i++) {
                if (lines.get(i).contains(text)) {
                    return i + 1;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("not in " + md + ": " + text);
    }
}
