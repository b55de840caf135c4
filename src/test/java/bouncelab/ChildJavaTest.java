package bouncelab;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A child Java started for a test says nothing on its error stream that the machine's settings put there. */
class ChildJavaTest {
    /** Prints one word on standard output, nothing on its error stream. */
    public static final class Quiet {
        public static void main(String[] args) {
            System.out.print("ok");
        }
    }

    /** What the child said: standard output, then its error stream, after it ended. */
    private static List<String> run(ProcessBuilder builder) throws Exception {
        Process p = builder.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        return List.of(out, err);
    }

    private static ProcessBuilder asTheMachineSetIt() {
        ProcessBuilder b = new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                System.getProperty("java.class.path"),
                Quiet.class.getName());
        for (String variable : ChildJava.OPTION_VARIABLES) {
            b.environment().put(variable, "-Dbouncelab.child=1");
        }
        return b;
    }

    @Test
    void theOptionVariablesAreNotPassedOn() throws Exception {
        List<String> loud = run(asTheMachineSetIt());
        assertTrue(
                loud.get(1).startsWith("Picked up") || loud.get(1).startsWith("NOTE: Picked up"),
                "what a test reading the error stream would see: " + loud.get(1));
        assertEquals(List.of("ok", ""), run(ChildJava.quiet(asTheMachineSetIt())));
        assertEquals(List.of("ok", ""), run(ChildJava.of(List.of("-Xmx64m"), Quiet.class)));
    }
}
