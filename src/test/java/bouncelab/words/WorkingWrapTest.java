package bouncelab.words;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A working line broken to fit is broken only between whole terms: the window's working had put "B = (690," at the
 * end of one line and "300)" on the next, and the worksheet "(484" on one line and "·0.016666668)" on the next.
 */
class WorkingWrapTest {
    /** Lines as the working says them in lessons 4, 6, 12, 13 and 15, with their indents and bullets. */
    static final List<String> REAL = List.of(
            "Frame 9 · t = 0.133 s → 0.15 s · dt = 1/60 s · pythagoras",
            "A = (660, 300)   B = (690, 300)   radius = 5",
            "velocity before = (1800, 0) px/s, speed 1800   after = (1800, 0) px/s, speed 1800",
            "• pass 1: move for 1/60 s from (660, 300) to (690, 300)",
            "    x2 = x + dt·vx = 660 + (1/60)·1800 = 660 + 30 = 690",
            "    circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |690 − 700 − 3| = 13",
            "    (1) circleDistanceX > paddleWidth/2 + diameter/2: 13 > 3 + 5 → true",
            "• tunnelled through right at 2.778 ms into the frame",
            "    cornerDistance = (circleDistanceX − paddleWidth/2)² + (circleDistanceY − paddleHeight/2)²"
                    + " = (15 − 10)² + (56 − 50)² = 61",
            "    denom = (y4−y3)(x2−x1) − (x4−x3)(y2−y1) = (570 − 542)(346.04364 − 338.03928)"
                    + " − (342 − 342)(553.00549 − 552.00494) = 224.122",
            "    ua = ((x4−x3)(y1−y3) − (y4−y3)(x1−x3)) / denom = ((342 − 342)(552.005 − 542)"
                    + " − (570 − 542)(338.039 − 342)) / 224.122 = 0.495",
            "    time left = dt − time used = (1/60) − 0.00833 = 0.008",
            "• whole pixels: the ball's box is (340, 290, 20, 20); x += xVel: 340 + 5 = 345; y += yVel: 290 + 0 = 290",
            "• in floats, with position the sprite's top-left corner (the centre less 8) and time = 0.016666668"
                    + " (the float nearest 1/60): position += direction·(speed·time);"
                    + " position.X = 422.04364 + 0.99228·(484·0.016666668) = 430.048;"
                    + " position.Y = 534.00549 + 0.12403·(484·0.016666668) = 535.006",
            "• bounce off paddle (top face): direction.Y = −direction.Y = −0.1240347; Y = paddle.Y − Height = 534;"
                    + " direction.X = (Bounds.Center.X − paddle.Bounds.Center.X) / (paddle size / 2)"
                    + " = (346 − 400) / 50 = −1.08; normalised: (−0.993, −0.114), 83.448° from straight out, as the"
                    + " code has it: direction.Y stays −0.1240347 before normalising, not ±1 as the article's prose"
                    + " says; speed = Math.Min(484 + 0, no maximum) = 484",
            "Fotograma 9 · t = 0,133 s → 0,15 s · dt = 1/60 s · pythagoras",
            "A = (660; 300)   B = (690; 300)   radio = 5");

    private static List<String> texts(String line, int columns) {
        return WorkingWrap.lines(line, columns).stream()
                .map(WorkingWrap.Line::text)
                .toList();
    }

    /** The window at 1024 × 768 had "B = (690," at the end of a line and "300)" at the start of the next. */
    @Test
    void aPointIsNeverBrokenInside() {
        for (int columns = 16; columns <= 45; columns++) {
            for (String line : texts("A = (660, 300)   B = (690, 300)   radius = 5", columns)) {
                assertEquals(count(line, '('), count(line, ')'), columns + ": " + line);
            }
        }
        assertEquals(
                List.of("A = (660, 300)", "  B = (690, 300)", "  radius = 5"),
                texts("A = (660, 300)   B = (690, 300)   radius = 5", 26));
    }

    /** The worksheet had "(484" at the end of one line and "·0.016666668)" at the start of the next. */
    @Test
    void aFactorStaysWithItsBracketAndItsOperator() {
        String floats = REAL.get(13);
        for (int columns = 30; columns <= 110; columns++) {
            List<String> lines = texts(floats, columns);
            assertTrue(lines.stream().anyMatch(l -> l.contains("+ 0.99228·(484·0.016666668)")), columns + ": " + lines);
            assertTrue(lines.stream().noneMatch(l -> l.endsWith("(484")), columns + ": " + lines);
        }
        assertEquals(
                List.of(
                        "• in floats, with position the sprite's top-left corner (the centre less 8) and time",
                        "  = 0.016666668 (the float nearest 1/60): position += direction·(speed·time);",
                        "  position.X = 422.04364 + 0.99228·(484·0.016666668) = 430.048;",
                        "  position.Y = 534.00549 + 0.12403·(484·0.016666668) = 535.006"),
                texts(floats, 98));
    }

    /** A sum breaks before its " = ", the lines after it indented under the first. */
    @Test
    void aSumBreaksBeforeItsEqualsAndReadsAsOne() {
        assertEquals(
                List.of("    x2 = x + dt·vx", "       = 660 + (1/60)·1800", "       = 660 + 30 = 690"),
                texts(REAL.get(4), 30));
        assertEquals(
                List.of(
                        "    denom = (y4−y3)(x2−x1) − (x4−x3)(y2−y1) = (570 − 542)(346.04364 − 338.03928)",
                        "          − (342 − 342)(553.00549 − 552.00494) = 224.122"),
                texts(REAL.get(9), 80),
                "at the outermost level: before the − between the brackets, not inside one");
        assertEquals(
                List.of(
                        "    denom = (y4−y3)(x2−x1) − (x4−x3)(y2−y1)",
                        "          = (570 − 542)(346.04364 − 338.03928)",
                        "          − (342 − 342)(553.00549 − 552.00494) = 224.122"),
                texts(REAL.get(9), 60));
        assertEquals(
                List.of(
                        "    ua = ((x4−x3)(y1−y3) − (y4−y3)(x1−x3)) / denom",
                        "       = ((342 − 342)(552.005 − 542) − (570 − 542)(338.039 − 342)) / 224.122 = 0.495"),
                texts(REAL.get(10), 98));
    }

    @Test
    void aNumberStaysWithItsUnit() {
        for (int columns = 10; columns <= 50; columns++) {
            List<String> lines = texts(REAL.get(7), columns);
            assertTrue(lines.stream().anyMatch(l -> l.contains("2.778 ms")), columns + ": " + lines);
        }
    }

    /** What no line of any real working, at any width, ends or starts with. */
    private static final Pattern BAD_END = Pattern.compile(".*( [=+−·×/>→]|[(\\[]| \\||\\([^)\\s]*[,;])$");

    private static final Pattern BAD_START = Pattern.compile("^\\s*([)\\],;]|(px|px/s|ms|s|°)( |$)).*");

    @Test
    void noLineEndsOnAnOperatorOrAnOpeningBracketNorStartsWithAUnitOrAClosingOne() {
        for (String line : REAL) {
            for (int columns = 12; columns <= 120; columns++) {
                List<String> lines = texts(line, columns);
                for (int i = 0; i < lines.size(); i++) {
                    String l = lines.get(i);
                    assertFalse(BAD_END.matcher(l).matches(), columns + ": '" + l + "' of " + lines);
                    assertFalse(i > 0 && BAD_START.matcher(l).matches(), columns + ": '" + l + "' of " + lines);
                }
                assertEquals(
                        List.of(line.strip().split(" +")),
                        List.of(String.join(" ", lines).strip().split(" +")),
                        "every word kept, in order");
            }
        }
    }

    @Test
    void aLineThatFitsIsLeftAsItIs() {
        for (String line : REAL) {
            assertEquals(List.of(line), texts(line, line.length()));
        }
    }

    /** Brackets of words (prose) may break inside; a pair or a sum's bracket only before an operator. */
    @Test
    void wordsInABracketMayBreakButAPairMayNot() {
        List<String> lines =
                texts("• right: no hit (the game's only way out is the bottom; Bounce Lab lets it go)", 30);
        assertTrue(lines.size() >= 3, lines.toString());
        for (String line : texts("normalised: (−0.993, −0.114), 83.448° from straight out", 14)) {
            assertEquals(count(line, '('), count(line, ')'), line);
        }
    }

    /** The window's text: each continuation on a line of its own, told apart and put back for a copy. */
    @Test
    void wrappedTextIsPutBackTogether() {
        String text = String.join("\n", REAL.get(1), "", REAL.get(4));
        String wrapped = WorkingWrap.wrapText(text, 26);
        assertEquals(
                "A = (660, 300)\n  B = (690, 300)\n  radius = 5\n\n"
                        + "    x2 = x + dt·vx\n       = 660 + (1/60)·1800\n       = 660 + 30 = 690",
                wrapped.replace(WorkingWrap.GOES_ON, ' '));
        assertEquals(
                text.replace(")   ", ") "), WorkingWrap.unwrapText(wrapped), "a field's gap broken at is one space");
        assertEquals(text, WorkingWrap.wrapText(text, 200));
    }

    private static long count(String s, char c) {
        return s.chars().filter(ch -> ch == c).count();
    }
}
