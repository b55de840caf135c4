package bouncelab.core.sweep;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** A spec refuses what the sweep cannot run, naming the field. */
class SweepSpecTest {

    private static SweepSpec.Invalid refused(Runnable make) {
        return assertThrows(SweepSpec.Invalid.class, make::run);
    }

    @Test
    void badValuesNameTheirField() {
        SweepSpec d = SweepSpec.DEFAULT;
        assertEquals("thickness", refused(() -> d.withTarget(0, 16)).field());
        assertEquals("diameter", refused(() -> d.withTarget(12, -1)).field());
        assertEquals("diameter", refused(() -> d.withTarget(12, Double.NaN)).field());
        assertEquals("speeds", refused(() -> d.withSpeeds(10, 5, 1)).field());
        assertEquals("speeds", refused(() -> d.withSpeeds(1, 5, 0)).field());
        assertEquals("speeds", refused(() -> d.withSpeeds(1, 50, 0.001)).field());
        assertEquals("shots", refused(() -> d.withShots(0)).field());
        assertEquals("angle", refused(() -> d.withAngle(85)).field());
        assertEquals("algorithms", refused(() -> d.withAlgorithms(List.of())).field());
        assertEquals(
                "must be a positive number, got -1",
                refused(() -> d.withTarget(12, -1)).problem());
        assertEquals(
                "FROM must not be more than TO, got 10:5",
                refused(() -> d.withSpeeds(10, 5, 1)).problem());
    }

    @Test
    void speedsRunFromFromToToInclusive() {
        assertEquals(
                List.of(1.0, 2.5, 4.0), SweepSpec.DEFAULT.withSpeeds(1, 4, 1.5).speeds());
        assertEquals(
                List.of(1.0, 2.5), SweepSpec.DEFAULT.withSpeeds(1, 3.9, 1.5).speeds());
        assertEquals(50, SweepSpec.DEFAULT.withSpeeds(1, 50, 1).speeds().size());
    }
}
