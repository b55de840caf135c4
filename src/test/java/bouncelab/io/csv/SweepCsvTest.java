package bouncelab.io.csv;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepRow;
import bouncelab.core.sweep.SweepSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The CSV: its columns, its plain numbers, and the same bytes for the same spec. */
class SweepCsvTest {

    @Test
    void theSameSeedGivesTheSameCsvAndAnotherSeedDoesNot() {
        SweepSpec spec = SweepSpec.DEFAULT.withSpeeds(10, 40, 5).withShots(300).withSeed(42);
        String first = SweepCsv.write(SpeedSweep.run(spec));
        String again = SweepCsv.write(SpeedSweep.run(spec));
        assertEquals(first, again);
        assertNotEquals(first, SweepCsv.write(SpeedSweep.run(spec.withSeed(43))));
    }

    @Test
    void eachRowIsAlgorithmSpeedShotsTunnelledMissedPushedThroughRate() {
        SweepSpec spec = SweepSpec.DEFAULT.withSpeeds(20, 40, 20).withShots(1000);
        SweepResult result = SpeedSweep.run(spec);
        List<String> lines = SweepCsv.write(result).lines().toList();
        assertEquals("algorithm,speed,shots,tunnelled,missed,pushedThrough,rate", lines.get(0));
        assertEquals(1 + 5 * 2, lines.size());
        for (SweepRow r : result.rows()) {
            String line = r.algorithm().fileName() + "," + (int) r.speed() + ",1000," + r.tunnelled() + "," + r.missed()
                    + "," + r.pushedThrough() + "," + SweepCsv.plain(r.tunnelled() / 1000.0);
            assertTrue(lines.contains(line), line + " in " + lines);
        }
        // the rows come algorithm by algorithm, slowest first, and the swept ones never go through
        assertTrue(lines.get(1).startsWith("simple,20,1000,0,0,0,0"), lines.get(1));
        assertEquals("swept-exact,40,1000,0,0,0,0", lines.get(10));
        SweepRow pyth = result.row(AlgorithmId.PYTHAGORAS, 40);
        assertEquals(pyth.tunnelled(), pyth.missed() + pyth.pushedThrough());
    }

    @Test
    void speedsAreWrittenAsTypedAndRatesWithoutExponents() {
        SweepSpec spec =
                SweepSpec.DEFAULT.withSpeeds(0.1, 0.3, 0.1).withShots(2).withAlgorithms(List.of(AlgorithmId.SWEPT));
        assertEquals(List.of(0.1, 0.2, 0.3), spec.speeds());
        assertEquals(
                "algorithm,speed,shots,tunnelled,missed,pushedThrough,rate\n"
                        + "swept,0.1,2,0,0,0,0\nswept,0.2,2,0,0,0,0\nswept,0.3,2,0,0,0,0\n",
                SweepCsv.write(SpeedSweep.run(spec)));
        assertEquals("0.0005", SweepCsv.plain(5.0 / 10000));
        assertEquals("12", SweepCsv.plain(12.0));
    }
}
