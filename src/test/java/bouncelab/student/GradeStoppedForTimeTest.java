package bouncelab.student;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A file stopped for time after its worked examples keeps what was found before: its examples' marks (in marks.csv
 * and in the class report's detail), its agreement if the random cases were done, the part it was stopped in, and
 * the first problem its code had, which a teacher would otherwise never see.
 */
class GradeStoppedForTimeTest {
    private static final String FIRST_PROBLEM = "example 'corner': line 4: / by zero";

    /** Says what it found as the real worker does, the first example failed, then never finishes. */
    public static final class StopsInTheSweep {
        public static void main(String[] args) throws InterruptedException {
            boolean randomCasesDone = args[0].endsWith("sweep.pde");
            PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
            out.println(GradeWorker.COMPILED);
            List<ReportCard.ExampleResult> examples = new ArrayList<>();
            for (Example e : Example.ALL) {
                examples.add(
                        examples.isEmpty()
                                ? new ReportCard.ExampleResult(e, null, FIRST_PROBLEM)
                                : new ReportCard.ExampleResult(e, e.expected(), null));
            }
            CardSoFar soFar = new CardSoFar(examples, null, FIRST_PROBLEM);
            say(out, soFar);
            if (randomCasesDone) {
                say(out, new CardSoFar(examples, new ReportCard.Agreement(10, 9, List.of(), 16), FIRST_PROBLEM));
            }
            Thread.sleep(60_000);
        }

        private static void say(PrintStream out, CardSoFar soFar) {
            out.println(GradeWorker.DETAIL_SO_FAR
                    + GradeDetail.soFar("Amy", "code", soFar).toJson());
            out.println(GradeWorker.RESULT_SO_FAR
                    + GradeLine.soFar("ignored", soFar).toJson());
        }
    }

    /** Never says a thing: stopped before its examples were done. */
    public static final class SaysNothing {
        public static void main(String[] args) throws InterruptedException {
            Thread.sleep(60_000);
        }
    }

    @Test
    void aFileStoppedAfterItsExamplesKeepsTheirMarksWhereItStoppedAndItsFirstProblem(@TempDir Path dir)
            throws IOException {
        Path inCases = Files.writeString(dir.resolve("cases.pde"), "");
        Path inSweep = Files.writeString(dir.resolve("sweep.pde"), "");
        List<Graded> graded = new GradeRunner(Duration.ofSeconds(2), 2, StopsInTheSweep.class.getName())
                .gradeWithDetail(List.of(inCases, inSweep), List.of("cases.pde", "sweep.pde"), l -> {});

        GradeLine cases = graded.get(0).line();
        assertEquals("cases.pde", cases.file());
        assertEquals(
                "grading stopped after 2 s, during the random cases: the file took too long;"
                        + " the first problem before that: " + FIRST_PROBLEM,
                cases.error());
        assertEquals(Example.ALL.size() - 1, cases.examplesPassed());
        assertNull(cases.agreement());
        assertNull(cases.throughSpeed());
        GradeDetail detail = graded.get(0).detail();
        assertEquals("Amy", detail.student());
        assertEquals(Example.ALL.size(), detail.examples().size());
        assertEquals(FIRST_PROBLEM, detail.examples().get(0).error());
        assertFalse(detail.swept());
        assertEquals(2L, graded.get(0).stoppedAfter(), "the report says it was stopped, not that it failed");

        GradeLine sweep = graded.get(1).line();
        assertEquals(
                "grading stopped after 2 s, during the speed sweep: the file took too long;"
                        + " the first problem before that: " + FIRST_PROBLEM,
                sweep.error());
        assertEquals(0.9, sweep.agreement(), 1e-9);
        assertNull(sweep.throughSpeed());
    }

    @Test
    void aFileStoppedBeforeItSaidAnythingIsSaidToHaveTakenTooLong(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("a.pde"), "");
        GradeLine line = new GradeRunner(Duration.ofSeconds(1), 1, SaysNothing.class.getName())
                .grade(List.of(file), List.of("a.pde"), l -> {})
                .get(0);
        assertEquals("grading stopped after 1 s: the file took too long", line.error());
        assertEquals(0, line.examplesPassed());
    }
}
