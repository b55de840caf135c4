package bouncelab.student;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A class's worst files, graded in one batch beside a good one: every file that compiled is marked compiled, each
 * line is one plain sentence of a few hundred characters at most (no stack trace, no class of ours), and the good
 * file's 14 of 14 is what it always was.
 */
class HostileBatchTest {
    private static final List<String> HOSTILE = List.of(
            "deadlock.pde", "boom.pde", "tostring.pde", "longmessage.pde", "growing.pde", "clones.pde", "hoard.pde");

    @Test
    void theWorstFilesOfAClassGetOnePlainLineEachAndTheGoodFileItsMarks(@TempDir Path dir) throws IOException {
        List<Path> files = new ArrayList<>();
        List<String> names = new ArrayList<>();
        files.add(Files.writeString(dir.resolve("slides.pde"), Sources.text("slides.pde")));
        names.add("slides.pde");
        for (String h : HOSTILE) {
            files.add(Files.writeString(dir.resolve(h), Sources.text("hostile/" + h)));
            names.add(h);
        }
        // a wall clock far past the time a file takes, so only a file that hangs its worker meets it
        List<GradeLine> lines = new GradeRunner(Duration.ofSeconds(120), 2).grade(files, names, l -> {});

        GradeLine good = lines.get(0);
        assertTrue(good.compiled());
        assertEquals(14, good.examplesPassed(), good::toJson);
        assertEquals(null, good.error(), good::toJson);
        for (GradeLine l : lines.subList(1, lines.size())) {
            assertTrue(l.compiled(), l::toJson);
            String error = l.error();
            assertNotNull(error, l::toJson);
            assertTrue(error.length() <= 400, () -> error.length() + ": " + error);
            assertFalse(
                    error.contains("\tat ")
                            || error.contains("Exception in thread")
                            || error.contains("Guard")
                            || error.contains("bouncelab."),
                    error);
            assertFalse(error.startsWith("grading"), error);
        }
        // which of the sweep's two threads reaches which class first is the scheduler's: mostly they wait for each
        // other for ever (given up by the watchdog); sometimes both go for the same class and the second waits
        // behind the first, whose loop is then stopped at its budget; or the first is stopped at its budget inside its
        // class's setup, and the second, waiting for that setup, is told it failed. Each way one plain line, and the
        // marks come
        // (UntrustedCallsTest makes the deadlock itself happen every time, from two threads of its own)
        String deadlock = lines.get(1).error();
        assertTrue(
                deadlock.contains("speed sweep")
                        && (deadlock.contains("waited and never returned")
                                || deadlock.contains("did not finish within 0.5 s")
                                || deadlock.contains("its static fields' setup failed earlier")),
                deadlock);
        assertTrue(lines.get(2).error().contains("your code threw Boom"), lines.get(2)::toJson);
        assertTrue(lines.get(3).error().contains("your code threw Odd"), lines.get(3)::toJson);
        GradeLine longMessage = lines.get(4);
        assertTrue(longMessage.error().contains("IllegalStateException: xxx"), longMessage::toJson);
        // only its first call threw (the first example); the rest are the box test's answers, right or wrong
        assertEquals(11, longMessage.examplesPassed(), longMessage::toJson);
        assertEquals(9.0, longMessage.throughSpeed(), longMessage::toJson);
        assertTrue(lines.get(5).error().contains("a text of more than"), lines.get(5)::toJson);
        assertTrue(lines.get(6).error().contains("arrays of more than"), lines.get(6)::toJson);
        // out of memory: put aside, so every later call fails at once with the same line and the worker answers
        GradeLine hoard = lines.get(7);
        assertTrue(hoard.error().contains("line 6: your code used too much memory"), hoard::toJson);
        assertEquals(7, hoard.examplesPassed(), "its false is right for seven examples: " + hoard.toJson());
        assertTrue(hoard.agreement() < 0.05, "the random cases after it count as not agreeing: " + hoard.toJson());
    }
}
