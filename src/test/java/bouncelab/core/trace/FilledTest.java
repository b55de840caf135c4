package bouncelab.core.trace;

import bouncelab.core.geometry.Vec2;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 13: numbers put into a formula are written so that the line redoes by hand. */
class FilledTest {

    @Test
    void dtIsWrittenAsTheFractionItIs() {
        double dt = 1.0 / 60;
        assertEquals(
                "165 + (1/60)·(−3600) = 165 + (−60)",
                Filled.of("{} + {t}·{} = {} + {}", 165, dt, -3600, 165, dt * -3600)
                        .render(165 + dt * -3600));
        assertEquals("(1/60) − 0.01", Filled.of("{t} − {}", dt, 0.01).render(dt - 0.01));
        assertEquals("1/60", Num.exactly(dt));
        assertEquals("0.017", Num.exactly(0.017));
    }

    @Test
    void onlyTheTimeStepIsAFractionSoANumberReadsTheSameAsAResultAndAsAnArgument() {
        // lesson 10, frame 3: ua = 7/12 is "ua = … = 0.583" on its own line; the next line used to write it (7/12)
        double ua = 7.0 / 12, dt = 1.0 / 60;
        assertEquals("0.583·(1/60)", Filled.of("{}·{t}", ua, dt).render(ua * dt));
        assertEquals("0.0166667·(−3600)", Filled.of("{}·{}", dt, -3600).render(-60), "a number that is no time step");
        assertEquals("−0.328", FieldValue.of(-19.0 / 58).display(), "lesson 8's ub, as its line of working has it");
        assertEquals("1/60", FieldValue.step(dt).display());
        // a move's dt reads as its line does: the frame's 1/60 on the first pass, the time left after
        MoveStep first = new MoveStep(1, new Vec2(0, 0), new Vec2(10, 0), new Vec2(600, 0), new Vec2(600, 0), dt, 0);
        MoveStep second =
                new MoveStep(2, first.to(), first.to(), first.velocityBefore(), first.velocityAfter(), dt / 2.4, 0);
        assertEquals("1/60", MoveStep.KIND.value(first, "dt").display());
        assertEquals("0.007", MoveStep.KIND.value(second, "dt").display());
        assertTrue(English.summary(second).startsWith("pass 2: move for 0.007 s"), English.summary(second));
    }

    @Test
    void moreDecimalsWhereThreeWouldThrowTheResultOff() {
        double a = 208.18953, b = 72.97512, c = 19.78999; // three decimals give 115.425, not 115.424
        String text = Filled.of("|{} − {} − {}|", a, b, c).render(Math.abs(a - b - c));
        assertEquals("|208.18953 − 72.97512 − 19.78999|", text);
        assertEquals(
                "|300 − 530 − 35|", Filled.of("|{} − {} − {}|", 300, 530, 35).render(265));
    }

    @Test
    void aFloatSumSaysSoWhenTheFloatsRoundingDecidesTheLastDigit() {
        // lesson 12's shot under xna, frame 95: worked exactly the sum is 336.58750…, which rounds up; the float
        // code rounds it on the way down to 336.58749…, shown 336.587. No way of writing the numbers redoes both.
        float x0 = 328.5735168457031f, dir = 0.9934696555137634f, time = (float) (1.0 / 60);
        float result = x0 + dir * ((float) 484 * time);
        assertEquals(
                "328.5735168 + 0.9934697·(484·0.016666668) = 336.5875064, which a float holds as 336.5874939"
                        + " = 336.587",
                Filled.workedInFloats(result, "{} + {}·({}·0.016666668)", x0, dir, 484));
        // most sums redo as they are, with only the decimals they need
        float y = 535f + 0.12403473f * ((float) 484 * time);
        assertEquals(
                "535 + 0.12403·(484·0.016666668) = 536.001",
                Filled.workedInFloats(y, "{} + {}·({}·0.016666668)", 535, 0.12403473f, 484));
    }

    @Test
    void twoFloatSumsOfOneLineWriteTheNumberTheyShareTheSameWay() {
        // a 45° direction: alone, position.X's sum redoes at 0.707 and position.Y's needs 0.70711
        float dir = 0.70710677f, time = (float) (1.0 / 60), x0 = 250.4f, y0 = 523.9f;
        float step = (float) 477 * time, px = x0 + dir * step, py = y0 + dir * step;
        String template = "{} + {}·({}·0.016666668)";
        assertEquals("250.4 + 0.707·(477·0.016666668) = 256.021", Filled.workedInFloats(px, template, x0, dir, 477));
        assertEquals(
                "523.90002 + 0.70711·(477·0.016666668) = 529.522", Filled.workedInFloats(py, template, y0, dir, 477));
        assertEquals(
                List.of(
                        "250.3999939 + 0.7071068·(477·0.016666668) = 256.021",
                        "523.9000244 + 0.7071068·(477·0.016666668) = 529.522"),
                Filled.workedInFloatsAlike(
                        template, new float[] {px, py}, new double[][] {{x0, dir, 477}, {y0, dir, 477}}));
    }

    @Test
    void negativesGetBracketsAfterAnOperatorAndBeforeASquare() {
        assertEquals("−5 + (−3)·2", Filled.of("{} + {}·{}", -5, -3, 2).render(-11));
        assertEquals("(−5)² + 6²", Filled.of("{}² + {}²", -5, 6).render(61));
        assertEquals(
                "min(600 + 60, 700)",
                Filled.of("min({} + {}, {})", 600, 60, 700).render(660));
    }

    @Test
    void onlySmallExactFractionsAreWrittenAsFractions() {
        assertNull(Num.fraction(702.5730994152046), "120140/171 exactly, but no time step");
        assertNull(Num.fraction(0.5), "three decimals say it already");
        assertEquals("7/120", Num.fraction(7.0 / 120));
    }

    @Test
    void shortTimesAreWrittenInMilliseconds() {
        assertEquals("2.778 ms", Num.seconds(1.0 / 360));
        assertEquals("0 s", Num.seconds(0));
        assertEquals("1.5 s", Num.seconds(1.5));
        assertTrue(Num.seconds(1e-7).startsWith("0.0001 ms"), Num.seconds(1e-7));
    }
}
