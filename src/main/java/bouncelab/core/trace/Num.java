package bouncelab.core.trace;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * How numbers are written in formulas: whole numbers without a decimal point, others with at most three
 * decimals, negatives with a true minus sign (−) so that "300 − 530" and "−5" read as they do on the slides.
 */
public final class Num {
    public static final String MINUS = "\u2212";

    private Num() {
    }

    public static String fmt(double v) {
        if (Double.isNaN(v)) {
            return "NaN";
        }
        if (Double.isInfinite(v)) {
            return v > 0 ? "∞" : MINUS + "∞";
        }
        String s = BigDecimal.valueOf(v).setScale(3, RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString();
        if (s.equals("-0") || s.equals("0.000")) {
            s = "0";
        }
        return s.startsWith("-") ? MINUS + s.substring(1) : s;
    }

    /** A number as an operand after a minus or inside a product: negatives in brackets, "(−5)". */
    public static String op(double v) {
        String s = fmt(v);
        return s.startsWith(MINUS) ? "(" + s + ")" : s;
    }

    /** Plain ASCII, full precision: for JSON and CSV, where a reader parses the number back. */
    public static String json(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }
}
