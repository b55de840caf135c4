package bouncelab.student;

import bouncelab.ChildJava;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A failed grade reports what its worker said, not the JVM's "Picked up JAVA_TOOL_OPTIONS: …" that a machine with
 * such a variable set makes every Java print first: the runner starts its workers without those variables.
 */
class GradeRunnerEnvironmentTest {

    /** A worker that fails in a known way: one line on its error stream, exit 3. */
    public static final class FailingWorker {
        public static void main(String[] args) {
            System.err.println("the worker broke");
            System.exit(3);
        }
    }

    /** Run in a child Java whose environment has the option variables: grades one file and prints its error. */
    public static final class GradeOne {
        public static void main(String[] args) {
            GradeLine line = new GradeRunner(Duration.ofSeconds(60), 1, FailingWorker.class.getName())
                    .grade(List.of(Path.of(args[0])), List.of("a.pde"), l -> {})
                    .get(0);
            System.out.println(line.error());
        }
    }

    @Test
    void aFailedGradeSaysWhatTheWorkerSaidNotWhatTheJvmPickedUp(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path file = Files.writeString(dir.resolve("a.pde"), "boolean hitPaddle(Paddle p, Ball b) { return false; }");
        ProcessBuilder pb = ChildJava.of(List.of("-XX:TieredStopAtLevel=1"), GradeOne.class, file.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("JAVA_TOOL_OPTIONS", "-Dbouncelab.picked=1");
        pb.environment().put("_JAVA_OPTIONS", "-Dbouncelab.picked=2");
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertEquals("grading failed (exit 3): the worker broke", out);
    }
}
