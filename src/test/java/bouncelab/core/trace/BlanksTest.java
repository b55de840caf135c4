package bouncelab.core.trace;

import bouncelab.core.trace.Blanks.Blank;
import bouncelab.core.trace.Blanks.Part;
import bouncelab.core.trace.Blanks.Text;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Working lines with their results taken out, as lesson 6's frame 10 prints them under pythagoras. */
class BlanksTest {
    @Test
    void aSumKeepsItsFirstLineOfNumbersAndHidesTheRest() {
        assertEquals(
                List.of(new Text("x2 = x + dt·vx = 690 + (1/60)·1800 = "), new Blank("690 + (1/60)·1800", "720", "")),
                Blanks.of("x2 = x + dt·vx = 690 + (1/60)·1800 = 690 + 30 = 720"));
        assertEquals(
                List.of(
                        new Text("circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |720 − 700 − 3| = "),
                        new Blank("|720 − 700 − 3|", "17", "")),
                Blanks.of("circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = " + "|720 − 700 − 3| = 17"));
    }

    @Test
    void aComparisonsVerdictIsABlankForTrueOrFalse() {
        assertEquals(
                List.of(
                        new Text("(1) circleDistanceX > paddleWidth/2 + diameter/2: 17 > 3 + 5 → "),
                        new Blank("17 > 3 + 5", "true", "")),
                Blanks.of("(1) circleDistanceX > paddleWidth/2 + diameter/2: 17 > 3 + 5 → true"));
    }

    @Test
    void severalSumsInALineEachGetABlankAndAUnitStaysOutside() {
        List<Part> parts = Blanks.of("toi = ua · dt = 0.5 · 16.667 = 8.333 ms; left = 16.667 − 8.333 = 8.334 ms");
        assertEquals(
                List.of(
                        new Text("toi = ua · dt = 0.5 · 16.667 = "),
                        new Blank("0.5 · 16.667", "8.333", " ms"),
                        new Text("; left = 16.667 − 8.333 = "),
                        new Blank("16.667 − 8.333", "8.334", " ms")),
                parts);
    }

    @Test
    void wordsAloneAndAPlainValueAreNotBlanks() {
        assertEquals(
                List.of(new Text("right: no hit, decided by straight-on test (1)")),
                Blanks.of("right: no hit, decided by straight-on test (1)"));
        assertEquals(List.of(new Text("speed = 1800 px/s")), Blanks.of("speed = 1800 px/s"));
        assertFalse(Blanks.hasBlanks("pass 1: move for 1/60 s from (690, 300) to (720, 300)"));
        assertTrue(Blanks.hasBlanks("y2 = y + dt·vy = 300 + (1/60)·0 = 300"));
    }

    @Test
    void anAnswerIsRightToTheDecimalsShown() {
        Blank toi = new Blank("", "2.778", " ms");
        assertTrue(toi.accepts("2.778"));
        assertTrue(toi.accepts("2.7778"), "more decimals that round to it");
        assertTrue(toi.accepts(" 2,778 "), "a decimal comma");
        assertFalse(toi.accepts("2.77"));
        assertFalse(toi.accepts("2.779"));
        assertFalse(toi.accepts("about 3"));
        assertTrue(new Blank("", "−0.124", "").accepts("-0.124"), "a hyphen for the minus sign");
        assertTrue(new Blank("", "−0.124", "").accepts("−0.1241"));
        assertTrue(new Blank("", "17", "").accepts("17.4"));
        assertTrue(new Blank("", "17", "").accepts("17.5"), "half-way: the working's own rounding may go either way");
        assertFalse(new Blank("", "17", "").accepts("17.51"));
        assertTrue(new Blank("", "true", "").accepts("True"));
        assertFalse(new Blank("", "true", "").accepts("false"));
    }

    @Test
    void joiningThePartsWithTheirAnswersGivesTheLineLessItsMiddleSteps() {
        String line = "x2 = x + dt·vx = 690 + (1/60)·1800 = 690 + 30 = 720; y2 = 300 + 0 = 300";
        StringBuilder b = new StringBuilder();
        for (Part p : Blanks.of(line)) {
            b.append(p instanceof Text t ? t.text() : ((Blank) p).expected() + ((Blank) p).unit());
        }
        assertEquals("x2 = x + dt·vx = 690 + (1/60)·1800 = 720; y2 = 300 + 0 = 300", b.toString());
    }

    /** The working never prints a comparison its own numbers contradict: a tiny negative is shown as one. */
    @Test
    void aNumberRoundedOntoItsBoundKeepsItsSide() {
        assertEquals("−0.0000000003", Num.against(-3e-10, 0));
        assertEquals("0", Num.against(0, 0));
        assertEquals("17", Num.against(17.0001, 8));
        assertEquals("8.0001", Num.against(8.0001, 8));
    }
}
