package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sweep against the paper: the missed and through rates of the discrete tests agree with {@link MissRateTheory}
 * within statistical error, and the swept tests never let a ball through. Each row's count is binomial, so its
 * standard error is √(p(1 − p)/shots); five of those is far outside chance for the few dozen rows checked.
 */
class SweepTheoryTest {
    private static final int SHOTS = 2000;
    private static final List<AlgorithmId> DISCRETE =
            List.of(AlgorithmId.SIMPLE, AlgorithmId.PYTHAGORAS, AlgorithmId.INTERSECTION_CENTRE);

    @ParameterizedTest(name = "thickness {0}, diameter {1}, angle {2}")
    @CsvSource({
        "12, 16, 0", // the Pong paddle and ball: the ball is wider than the paddle is thick
        "30, 10, 0", // a thick brick: intersection-centre's reach is the ball's width
        "4, 20, 25", // a thin brick, at an angle: everything scales with v·cos θ
    })
    void ratesAgreeWithTheTheoryWithinStatisticalError(double thickness, double diameter, double angle) {
        SweepSpec spec = new SweepSpec(thickness, diameter, 2, 74, 8, SHOTS, 11, angle, DISCRETE);
        SweepResult result = SpeedSweep.run(spec);
        assertEquals(3 * 10, result.rows().size());
        for (SweepRow row : result.rows()) {
            double miss = MissRateTheory.missRate(thickness, diameter, row.speed(), angle);
            double through = MissRateTheory.throughRate(row.algorithm(), thickness, diameter, row.speed(), angle);
            String where = row.algorithm().fileName() + " at " + row.speed() + " px/frame";
            assertWithin(miss, row.missedRate(), where + ": missed");
            assertWithin(through, row.rate(), where + ": through");
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"simple", "pythagoras", "intersection-centre"})
    void belowHalfTheBallsWidthNoDiscreteTestLetsAHeadOnBallThrough(String algorithm) {
        // Graybill's half width, 8 px for a 16 px ball, against a target of almost no thickness
        SweepSpec spec = new SweepSpec(0.5, 16, 1, 8, 0.5, 500, 3, 0, List.of(AlgorithmId.of(algorithm)));
        SweepResult result = SpeedSweep.run(spec);
        result.rows().forEach(r -> assertEquals(0, r.tunnelled(), algorithm + " at " + r.speed()));
    }

    @ParameterizedTest(name = "thickness {0}, diameter {1}, angle {2}")
    @CsvSource({"12, 16, 0", "30, 10, 0", "4, 20, 25", "2, 6, 70"})
    void sweptTestsNeverLetABallThroughEvenFarFasterThanTheTargetIsThick(
            double thickness, double diameter, double angle) {
        SweepSpec spec = new SweepSpec(
                thickness, diameter, 2, 402, 50, 300, 5, angle, List.of(AlgorithmId.SWEPT, AlgorithmId.SWEPT_EXACT));
        SpeedSweep.run(spec)
                .rows()
                .forEach(r -> assertEquals(0, r.tunnelled(), r.algorithm().fileName() + " at " + r.speed()));
    }

    private static void assertWithin(double expected, double measured, String what) {
        double sd = Math.sqrt(expected * (1 - expected) / SHOTS);
        double allowed = 5 * sd + 1.0 / SHOTS;
        assertTrue(
                Math.abs(measured - expected) <= allowed,
                what + ": measured " + measured + ", theory " + expected + " ± " + allowed);
    }
}
