package bouncelab.ui.step;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 13: a typed or dragged number is shown tidy, never as 702.5730994152046 or 9.99999999999E11. */
class ShotNumbersTest {

    @Test
    void numbersAreShownTidy() {
        assertEquals("702.573", ShotNumbers.tidy(702.5730994152046));
        assertEquals("999999999999", ShotNumbers.tidy(9.99999999999E11));
        assertEquals("8", ShotNumbers.tidy(8.0));
        assertEquals("-3600", ShotNumbers.tidy(-3600));
        assertEquals("1/60", ShotNumbers.tidy(1.0 / 60));
        assertEquals("0.01234", ShotNumbers.tidy(0.012344444444));
        assertEquals("0.0000001", ShotNumbers.tidy(1e-7), "small, but not shown as 0");
        assertEquals("12.5", ShotNumbers.tidy(12.5));
    }

    @Test
    void aFractionCanBeTypedAndTheTidyTextReadsBack() {
        assertEquals(1.0 / 60, ShotNumbers.parse("1/60"));
        assertEquals(-2.5, ShotNumbers.parse("-2.5"));
        assertEquals(702.573, ShotNumbers.parse(ShotNumbers.tidy(702.5730994152046)));
        assertEquals(-0.5, ShotNumbers.parse("-1/2"));
    }
}
