package bouncelab.cli;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.io.csv.SweepCsv;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code sweep}: CSV with the core's numbers, the same bytes for the same seed, one-line errors naming the option. */
class SweepCommandTest {

    @Test
    void printsTheCoresCsvForTheOptionsGiven() {
        CliRun r = CliRun.run(
                "sweep",
                "--thickness",
                "12",
                "--diameter",
                "16",
                "--speeds",
                "10:40:10",
                "--shots",
                "200",
                "--seed",
                "7",
                "--angle",
                "15");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        SweepSpec spec = new SweepSpec(12, 16, 10, 40, 10, 200, 7, 15, AlgorithmId.all());
        assertEquals(SweepCsv.write(SpeedSweep.run(spec)), r.out());
        List<String> lines = r.lines();
        assertEquals("algorithm,speed,shots,tunnelled,missed,pushedThrough,rate", lines.get(0));
        assertEquals(1 + 5 * 4, lines.size());
        assertTrue(lines.contains("swept-exact,40,200,0,0,0,0"), r.out());
    }

    /**
     * The full default sweep gives the very bytes it gave before the trace-free step and the sweep's progress: the
     * SHA-256 of the CSV printed by main at f110cd0 (every frame traced in full, speeds joined at the end).
     */
    @Test
    void theFullDefaultSweepGivesTheSameBytesAsBefore() throws Exception {
        CliRun r =
                CliRun.run("sweep", "--thickness", "12", "--diameter", "16", "--speeds", "1:60:1", "--shots", "1000");
        assertEquals(0, r.status(), r.err());
        byte[] hash = MessageDigest.getInstance("SHA-256").digest(r.out().getBytes(StandardCharsets.UTF_8));
        assertEquals(
                "5ff7ba36675c699a7da8b3d9cf54d9124fe0fcb3a409af71cb9f8ee06819f641",
                HexFormat.of().formatHex(hash));
    }

    @Test
    void theSameSeedGivesTheSameBytes() {
        String[] args = {
            "sweep", "--thickness", "4", "--diameter", "10", "--speeds", "5:30:5", "--shots", "300", "--seed", "99"
        };
        assertEquals(CliRun.run(args).out(), CliRun.run(args).out());
    }

    @Test
    void theSeedAndAngleDefaultToOneAndHeadOn() {
        CliRun r = CliRun.run(
                "sweep",
                "--thickness",
                "12",
                "--diameter",
                "16",
                "--speeds",
                "30:30:1",
                "--shots",
                "100",
                "--algorithms",
                "simple,swept");
        SweepSpec spec = new SweepSpec(12, 16, 30, 30, 1, 100, 1, 0, List.of(AlgorithmId.SIMPLE, AlgorithmId.SWEPT));
        assertEquals(SweepCsv.write(SpeedSweep.run(spec)), r.out());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "--thickness -3 --diameter 16 --speeds 1:10:1 --shots 10"
                        + "|option '--thickness': must be a positive number, got -3",
                "--thickness 12 --diameter abc --speeds 1:10:1 --shots 10"
                        + "|option '--diameter': not a number: 'abc'",
                "--thickness 12 --diameter NaN --speeds 1:10:1 --shots 10"
                        + "|option '--diameter': must be a finite number but is 'NaN'",
                "--thickness 12 --diameter 16 --speeds 1:10 --shots 10"
                        + "|option '--speeds' (FROM:TO:STEP): expected 3 numbers separated by colons but got 2 in '1:10'",
                "--thickness 12 --diameter 16 --speeds 10:1:1 --shots 10"
                        + "|option '--speeds' (FROM:TO:STEP): FROM must not be more than TO, got 10:1",
                "--thickness 12 --diameter 16 --speeds 1:10:0 --shots 10"
                        + "|option '--speeds' (FROM:TO:STEP): must be a positive number, got 0",
                "--thickness 12 --diameter 16 --speeds 1:x:1 --shots 10"
                        + "|option '--speeds' (FROM:TO:STEP): not a number: 'x'",
                "--thickness 12 --diameter 16 --speeds 1:10:1 --shots 0"
                        + "|option '--shots': must be 1 to 1000000, got 0",
                "--thickness 12 --diameter 16 --speeds 1:10:1 --shots many"
                        + "|Invalid value for option '--shots': 'many' is not an int",
                "--thickness 12 --diameter 16 --speeds 1:10:1 --shots 10 --angle 90"
                        + "|option '--angle': must be from −80 to 80 degrees, got 90",
                "--thickness 12 --diameter 16 --speeds 1:10:1 --shots 10 --algorithms simple,sweep"
                        + "|option '--algorithms': unknown algorithm 'sweep' (one of simple, pythagoras, "
                        + "intersection-centre, swept, swept-exact)",
                "--thickness 12 --speeds 1:10:1 --shots 10" + "|Missing required option: '--diameter=D'",
            })
    void badArgumentsGiveOneLineNamingTheOptionAndStatusTwo(String args, String message) {
        String[] all = ("sweep " + args).split(" ");
        CliRun r = CliRun.run(all);
        assertEquals(2, r.status(), r.out() + r.err());
        assertEquals("", r.out());
        assertEquals(message + System.lineSeparator(), r.err());
    }

    @Test
    void hasHelp() {
        CliRun r = CliRun.run("sweep", "--help");
        assertEquals(0, r.status());
        assertTrue(r.out().contains("--speeds=FROM:TO:STEP"), r.out());
    }
}
