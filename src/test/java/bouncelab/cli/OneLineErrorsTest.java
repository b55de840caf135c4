package bouncelab.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A bug is reported in one line with status 1, not as a stack trace. */
class OneLineErrorsTest {

    @Test
    void anUnexpectedExceptionIsOneLineWithStatusOne() {
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new BounceLabCommand());
        cmd.setErr(new PrintWriter(err));
        int status =
                new OneLineErrors().handleExecutionException(new IllegalStateException("boom\nsecond line"), cmd, null);
        assertEquals(1, status);
        String text = err.toString();
        assertEquals(1, text.lines().count(), text);
        assertTrue(
                text.startsWith("internal error, please report: java.lang.IllegalStateException: boom; second line"),
                text);
        assertTrue(text.contains(" at bouncelab.cli.OneLineErrorsTest."), text);
    }

    @Test
    void badInputIsItsMessageWithStatusTwo() {
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new BounceLabCommand());
        cmd.setErr(new PrintWriter(err));
        assertEquals(
                2,
                new OneLineErrors()
                        .handleExecutionException(
                                new BadInputException("option '--frames': must be 0 or more but is -1"), cmd, null));
        assertEquals("option '--frames': must be 0 or more but is -1" + System.lineSeparator(), err.toString());
    }
}
