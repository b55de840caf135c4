package bouncelab.ui.render;

import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A label broken between its words keeps each number's unit with it: "ms" had begun a line of its own. */
class LabelWordsTest {
    @Test
    void aUnitStaysWithItsNumber() {
        assertEquals(
                List.of("tunnelled", "through", "right", "at", "toi", "2.778 ms"),
                LabelLines.words("tunnelled through right at toi 2.778 ms"));
        assertEquals(List.of("v", "=", "(240,", "960) px/s"), LabelLines.words("v = (240, 960) px/s"));
        assertEquals(List.of("ángulo", "32.005°"), LabelLines.words("ángulo 32.005°"));
        // only a unit, and only after a number
        assertEquals(List.of("grid:", "0", "cells,", "in", "ms"), LabelLines.words("grid: 0 cells, in ms"));
    }
}
