package bouncelab.core.sweep;

import bouncelab.core.choice.AlgorithmId;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The curves at points worked out by hand for a 12 px target and a 16 px ball. */
class MissRateTheoryTest {

    @Test
    void nothingIsMissedUntilTheStepExceedsThicknessPlusDiameter() {
        assertEquals(0, MissRateTheory.missRate(12, 16, 28, 0));
        assertEquals(1 - 28.0 / 40, MissRateTheory.missRate(12, 16, 40, 0), 1e-15);
        assertEquals(0.5, MissRateTheory.missRate(12, 16, 56, 0), 1e-15);
        // at 60° only half the step is across the face
        assertEquals(0.5, MissRateTheory.missRate(12, 16, 112, 60), 1e-12);
        assertEquals(56, MissRateTheory.firstMissSpeed(12, 16, 60), 1e-9);
    }

    @Test
    void eachAlgorithmHasItsReach() {
        assertEquals(28, MissRateTheory.reach(AlgorithmId.SIMPLE, 12, 16));
        assertEquals(8, MissRateTheory.reach(AlgorithmId.PYTHAGORAS, 12, 16));
        assertEquals(14, MissRateTheory.reach(AlgorithmId.INTERSECTION_CENTRE, 12, 16)); // (12 + 16)/2 < 16
        assertEquals(10, MissRateTheory.reach(AlgorithmId.INTERSECTION_CENTRE, 30, 10)); // the ball's width
        assertEquals(Double.POSITIVE_INFINITY, MissRateTheory.reach(AlgorithmId.SWEPT, 12, 16));
        assertEquals(1 - 8.0 / 20, MissRateTheory.throughRate(AlgorithmId.PYTHAGORAS, 12, 16, 20, 0), 1e-15);
        assertEquals(0, MissRateTheory.throughRate(AlgorithmId.SWEPT_EXACT, 12, 16, 500, 0));
        assertEquals(4, MissRateTheory.quarterWidth(16));
        assertEquals(8, MissRateTheory.halfWidth(16));
    }
}
