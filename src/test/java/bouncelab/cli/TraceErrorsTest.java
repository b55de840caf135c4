package bouncelab.cli;

import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad scenarios and bad trace options: status 2, no output, one line on standard error naming the field. */
class TraceErrorsTest {
    @TempDir
    Path dir;

    /**
     * Each row breaks the thin-brick scenario one way (text replaced) and gives what the error line must
     * contain: the field, and what is wrong with it.
     */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "malformed JSON|\"vy\": 0}|\"vy\": 0,}|:3:|expected a field name",
                "unknown field|\"breakBricks\"|\"breakBrick\"|field 'breakBrick'|unknown field",
                "unknown algorithm|\"simple\"|\"simpel\"|field 'algorithm'|unknown algorithm 'simpel'",
                "negative radius|\"radius\": 5|\"radius\": -5|field 'ball.radius'|must not be negative",
                "negative brick size|\"width\": 4|\"width\": -4|field 'bricks[0].width'|must not be negative",
                "NaN|\"vy\": 0}|\"vy\": NaN}|:3:|NaN",
                "infinite number|\"vy\": 0}|\"vy\": 1e999}|:3:|1e999",
                "ball inside a brick|\"x\": 300|\"x\": 401|field 'ball'|inside brick 'thin'",
                "ball outside the court|\"x\": 300|\"x\": 900|field 'ball'|outside the court",
                "dt zero|\"dt\": 0.016666666666666666|\"dt\": 0|field 'dt'|must be positive",
                "dt negative|\"dt\": 0.016666666666666666|\"dt\": -0.01|field 'dt'|must be positive",
            })
    void badScenarioGivesTheLoadersOneLine(String what, String from, String to, String field, String problem)
            throws IOException {
        String text = TraceCommandTest.THIN_BRICK.replace(from, to);
        assertTrue(!text.equals(TraceCommandTest.THIN_BRICK), "the row must change the scenario: " + what);
        Path p = dir.resolve("bad.json");
        Files.writeString(p, text);
        CliRun r = CliRun.run("trace", p.toString());
        assertEquals(2, r.status(), what + ": " + r.err());
        assertEquals("", r.out());
        assertEquals(1, r.err().lines().count(), r.err());
        String line = r.err().strip();
        assertTrue(line.startsWith(p + ":"), line);
        assertTrue(line.contains(field), line);
        assertTrue(line.contains(problem), line);
        ScenarioException expected = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(p));
        assertEquals(expected.getMessage(), line);
    }

    @Test
    void missingFileIsNamed() {
        Path p = dir.resolve("nowhere.json");
        CliRun r = CliRun.run("trace", p.toString());
        assertEquals(2, r.status());
        assertEquals("", r.out());
        assertEquals(p + ":0: cannot read the file: it does not exist" + System.lineSeparator(), r.err());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--algorithm bogus|option '--algorithm': unknown algorithm 'bogus' (one of simple, pythagoras, "
                        + "intersection-centre, swept, swept-exact)",
                "--frames -1|option '--frames': must be 0 or more but is -1",
                "--frames ten|Invalid value for option '--frames': 'ten' is not an int",
                "--speed 3|Unknown options: '--speed', '3'",
            })
    void badOptionsAreNamed(String options, String message) throws IOException {
        Path p = dir.resolve("thin.json");
        Files.writeString(p, TraceCommandTest.THIN_BRICK);
        String[] args = ("trace " + p + " " + options).split(" ");
        CliRun r = CliRun.run(args);
        assertEquals(2, r.status(), r.err());
        assertEquals("", r.out());
        assertEquals(message + System.lineSeparator(), r.err());
    }

    @Test
    void noScenarioIsNamed() {
        CliRun r = CliRun.run("trace");
        assertEquals(2, r.status());
        assertEquals("trace: give either SCENARIO.json or --lesson ID" + System.lineSeparator(), r.err());
    }

    @Test
    void helpAndVersion() {
        CliRun help = CliRun.run("trace", "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().startsWith("Usage: bounce-lab trace"), help.out());
        assertTrue(help.out().contains("--algorithm=NAME"));
        CliRun top = CliRun.run("--help");
        assertTrue(top.out().contains("trace") && top.out().contains("probe"), top.out());
        assertEquals(0, CliRun.run("trace", "--version").status());
    }
}
