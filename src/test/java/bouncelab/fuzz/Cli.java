package bouncelab.fuzz;

import bouncelab.cli.BounceLabCli;
import bouncelab.cli.CliStreams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** One in-process run of the command line, as a hostile-input test sees it: the exit status and the error line. */
record Cli(int status, String out, String err) {

    static Cli run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = BounceLabCli.run(args, new CliStreams(new ByteArrayInputStream(new byte[0]), out, err));
        return new Cli(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /**
     * Bad input: exit status 2, and standard error exactly one line that starts with {@code start}, holds
     * {@code words}, and carries no Java text and no character that would act on a terminal.
     */
    Cli refused(String start, String words) {
        assertEquals(2, status, "exit status; stderr: " + err);
        String line = err.strip();
        assertEquals(1, err.lines().count(), "one line: " + err);
        assertTrue(line.startsWith(start), "starts with " + start + ": " + line);
        assertTrue(line.contains(words), "says '" + words + "': " + line);
        assertFalse(
                line.contains("Exception") || line.contains("internal error") || line.contains("java."),
                "Java text: " + line);
        assertTrue(
                line.chars()
                        .noneMatch(
                                c -> c < 0x20 || c == 0x7f || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069),
                "a control or bidi character: " + line);
        return this;
    }
}
