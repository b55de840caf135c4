package bouncelab.core.trace;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * How numbers are written in formulas: whole numbers without a decimal point, others with at most three
 * decimals, negatives with a true minus sign (−) so that "300 − 530" and "−5" read as they do on the slides.
 */
public final class Num {
    public static final String MINUS = "\u2212";
    /** Above this size the fast path's error bound (see {@link #fmt}) is not worth proving: use BigDecimal. */
    private static final double FAST_LIMIT = 1e9;
    /** How far v·1000 must be from a rounding boundary (k + ½) for the fast path to be sure of its rounding. */
    private static final double TIE_MARGIN = 1e-3;

    private Num() {
    }

    /**
     * The number rounded to three decimals, half to even, of its shortest decimal form ({@link Double#toString}),
     * as {@link BigDecimal} would write it. Formatting runs for every number of every frame's working, so most
     * values go a fast way: v·1000 rounded to a long. That is exact unless v·1000 lies near a boundary k + ½,
     * because below 10⁹ the error of the product and the gap between v and its shortest decimal are each under
     * 3·10⁻⁴ there; values near a boundary, large ones and odd ones take the BigDecimal way, {@link #exact}.
     */
    public static String fmt(double v) {
        double x = v * 1000;
        if (Math.abs(v) < FAST_LIMIT && Math.abs(x - Math.floor(x) - 0.5) > TIE_MARGIN) {
            return fast(Math.round(x));
        }
        return exact(v);
    }

    /** {@code n} thousandths, trailing zeros dropped: 1500 → "1.5", −2 → "−0.002", 0 → "0". */
    private static String fast(long n) {
        long m = Math.abs(n);
        long whole = m / 1000;
        int frac = (int) (m % 1000);
        StringBuilder s = new StringBuilder(16);
        if (n < 0) {
            s.append(MINUS);
        }
        s.append(whole);
        if (frac != 0) {
            s.append('.').append((char) ('0' + frac / 100));
            if (frac % 100 != 0) {
                s.append((char) ('0' + frac / 10 % 10));
                if (frac % 10 != 0) {
                    s.append((char) ('0' + frac % 10));
                }
            }
        }
        return s.toString();
    }

    /** The reference way, kept for the cases the fast path leaves and for the test that compares the two. */
    static String exact(double v) {
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
}
