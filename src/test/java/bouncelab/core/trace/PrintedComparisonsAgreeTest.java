package bouncelab.core.trace;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Intercept;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every check of the working whose numbers are printed rounded says a comparison that agrees with its true or false:
 * numbers a hair's breadth past a bound (10⁻⁹) were written rounded onto it, so that "0 ≤ 1 ≤ 1 → false" or
 * "40 > 35 + 5 → true" read as contradictions. Each case below is one where three decimals alone would contradict the
 * outcome; the comparison printed is read back exactly, as a student reads it, and must come out as the check did.
 */
class PrintedComparisonsAgreeTest {
    private static final double HAIR = 1e-9;
    private static final Pattern OP = Pattern.compile(" (<=|>=|≤|≥|<|>) ");

    @Test
    void theEdgesUaAndUbJustPastOneOrZero() {
        Segment edge = new Segment(new Vec2(100, 0), new Vec2(100, 200));
        for (double ua : List.of(1 + HAIR, -HAIR, 1 - HAIR, HAIR)) {
            Intercept i =
                    new Intercept(new Segment(new Vec2(0, 50), new Vec2(90, 50)), edge, 90, ua, 0.25, false, null);
            agree(new EdgeTest("right", Side.LEFT, 1, i, false, "").checks(), "ua = " + ua);
        }
    }

    @Test
    void pythagorasAtEachBoundByAHair() {
        Rect paddle = new Rect(0, 0, 70, 100); // halves 35 and 50
        double d = 10; // diameter/2 = 5
        for (double off : List.of(HAIR, -HAIR)) {
            PythagorasTest p =
                    new PythagorasTest("paddle", new Vec2(0, 0), d, paddle, 35 + 5 + off, 50 + off, 5, 25 + off, false);
            agree(p.checks(), "beside 40, 50 and 25 by " + off);
            PythagorasTest q =
                    new PythagorasTest("paddle", new Vec2(0, 0), d, paddle, 35 + off, 55 + off, 5, 25 + off, false);
            agree(q.checks(), "beside 35 and 55 by " + off);
        }
    }

    @Test
    void theBoxTestJustPastItsSum() {
        Rect brick = new Rect(0, 0, 70, 100);
        for (double off : List.of(HAIR, -HAIR)) {
            agree(
                    new BoxTest("brick", new Vec2(0, 0), 10, brick, 40 + off, 55 + off, false).checks(),
                    "beside 40 and 55 by " + off);
        }
    }

    @Test
    void theOverlapsCentresAHairApart() {
        Rect overlap = new Rect(100, 100, 10, 10); // centre (105, 105)
        for (double off : List.of(HAIR, -HAIR)) {
            Rect ball = new Rect(100 + off, 100 - off, 10, 10);
            agree(new OverlapTest("brick", ball, new Rect(100, 100, 50, 20), overlap, 1, 1).checks(), "by " + off);
        }
    }

    @Test
    void thePhantomCornerAHairOutsideTheRadius() {
        PhantomCorner p = new PhantomCorner("brick", Side.LEFT, new Vec2(0, 0), new Vec2(0, 0), 10 + HAIR, 10);
        agree(p.checks(), "distance 10 + 10⁻⁹");
    }

    @Test
    void theCornerTestsRootJustPastOne() {
        // from (−3, 0) to just short of (−1, 0): the circle of radius 1 about the corner is met at t = 2 / (2 − δ)
        Segment path = new Segment(new Vec2(-3, 0), new Vec2(-1 - HAIR, 0));
        CornerTest c = new CornerTest("brick", Corner.TOP_LEFT, new Vec2(0, 0), 1, path, 1, Double.NaN, false);
        agree(c.checks(), "t just past 1");
    }

    @Test
    void aComparisonNotNearItsBoundIsWrittenAsBefore() {
        assertEquals("84 > 35 + 50", Num.compared(" > ", 84, 35, 50));
        assertEquals("40.123 <= 40.5", Num.compared(" <= ", 40.1234, 40.5));
        assertEquals("40.000000001 > 35 + 5", Num.compared(" > ", 40 + HAIR, 35, 5));
        assertEquals("1.000000001", Num.against(1 + HAIR, 0, 1));
        assertEquals("0.5", Num.against(0.5, 0, 1));
    }

    /** Each check's printed comparison, read back, comes out as the check's own outcome; at least one is read. */
    private static void agree(List<Check> checks, String what) {
        int read = 0;
        List<String> wrong = new ArrayList<>();
        for (Check c : checks) {
            if (!(c.filled().args().get("sum") instanceof Phrase.Written w)) {
                continue; // a check said in words
            }
            Boolean printed = holds(w.text());
            if (printed == null) {
                continue;
            }
            read++;
            if (printed != c.result()) {
                wrong.add(c.label() + " " + w.text() + " → " + c.result());
            }
        }
        assertTrue(read > 0, what + ": no comparison read in " + checks);
        assertEquals(List.of(), wrong, what);
    }

    /** Whether the comparison written holds for the numbers as written; null if it is not one. */
    private static Boolean holds(String text) {
        Matcher m = OP.matcher(text);
        List<String> ops = new ArrayList<>();
        List<String> sides = new ArrayList<>();
        int from = 0;
        while (m.find()) {
            sides.add(text.substring(from, m.start()));
            ops.add(m.group(1));
            from = m.end();
        }
        sides.add(text.substring(from));
        if (ops.isEmpty()) {
            return null;
        }
        boolean all = true;
        for (int i = 0; i < ops.size(); i++) {
            int cmp = sum(sides.get(i)).compareTo(sum(sides.get(i + 1)));
            all &= switch (ops.get(i)) {
                case "<" -> cmp < 0;
                case ">" -> cmp > 0;
                case "<=", "≤" -> cmp <= 0;
                default -> cmp >= 0;
            };
        }
        return all;
    }

    private static BigDecimal sum(String side) {
        BigDecimal s = BigDecimal.ZERO;
        for (String term : side.split(" \\+ ")) {
            s = s.add(new BigDecimal(term.trim().replace(Num.MINUS, "-")));
        }
        return s;
    }
}
