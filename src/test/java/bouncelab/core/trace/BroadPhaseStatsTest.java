package bouncelab.core.trace;

import bouncelab.words.English;
import bouncelab.words.Words;
import bouncelab.words.WorkingWords;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 13: the broad-phase line read "4 of 3 bricks looked at" when a frame had two passes. */
class BroadPhaseStatsTest {

    @Test
    void onePassCountsBricksLookedAtOutOfThoseStanding() {
        BroadPhaseStats s = new BroadPhaseStats("grid", 3, 1, 5, 2, 1, 3, List.of());
        assertEquals(
                "broad phase (grid): 5 cells walked, 2 of 3 bricks looked at, 1 tested exactly", English.summary(s));
    }

    /** Lesson 13, frame 7 read "1 cells walked" (and "1 celdas recorridas"). */
    @Test
    void oneCellIsACell() {
        BroadPhaseStats s = new BroadPhaseStats("grid", 750, 1, 1, 3, 0, 750, List.of());
        assertEquals(
                "broad phase (grid): 1 cell walked, 3 of 750 bricks looked at, 0 tested exactly", English.summary(s));
        assertEquals(
                "fase amplia (cuadrícula): 1 celda recorrida, 3 de 750 ladrillos mirados, 0 probados con exactitud",
                WorkingWords.of(Words.of(Locale.forLanguageTag("es"))).say(s.summary()));
    }

    @Test
    void severalPassesCountLooksAgainstBruteForcesLooks() {
        BroadPhaseStats s = new BroadPhaseStats("grid", 3, 2, 5, 4, 1, 6, List.of());
        assertEquals(
                "broad phase (grid): 5 cells walked, 4 looks at bricks over 2 passes (brute force: 6), "
                        + "1 tested exactly",
                English.summary(s));
        assertEquals(
                "share = candidates / brute force = 4 / 6 = 0.667",
                s.quantities().get(5).workingWithFormula());
    }

    /** Its words come from the Working bundle: said here in English. */
    @Test
    void bruteForceAddsTheBricksStandingOnEachPass() {
        // lesson 13, frame 8: it read "brute force = bricks standing, summed over passes = 2 passes = 1499"
        assertEquals(
                "brute force = bricks standing on pass 1 + on pass 2 = 750 + 749 = 1499",
                English.quantityWithFormula(new BroadPhaseStats("grid", 750, 2, 2, 5, 3, 1499, List.of())
                        .quantities()
                        .get(4)));
        assertEquals(
                "brute force = bricks standing on each pass, summed over 3 passes = 2247",
                English.quantityWithFormula(new BroadPhaseStats("grid", 750, 3, 2, 5, 3, 2247, List.of())
                        .quantities()
                        .get(4)));
        assertEquals(
                "brute force = bricks standing = 750",
                English.quantityWithFormula(new BroadPhaseStats("grid", 750, 1, 2, 5, 3, 750, List.of())
                        .quantities()
                        .get(4)));
    }

    @Test
    void noBricksMeansNoShareToWorkOut() {
        BroadPhaseStats s = new BroadPhaseStats("brute-force", 0, 1, 0, 0, 0, 0, List.of());
        assertEquals("share = 0", s.quantities().get(5).working());
    }
}
