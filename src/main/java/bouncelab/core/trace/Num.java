package bouncelab.core.trace;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

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

    private Num() {}

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
        String s = BigDecimal.valueOf(v)
                .setScale(3, RoundingMode.HALF_EVEN)
                .stripTrailingZeros()
                .toPlainString();
        if (s.equals("-0") || s.equals("0.000")) {
            s = "0";
        }
        return s.startsWith("-") ? MINUS + s.substring(1) : s;
    }

    /** Largest denominator {@link #fraction} looks for: enough for every frame rate a shot may have (1/60, 1/144). */
    private static final int MAX_DENOMINATOR = 240;

    /**
     * The number to {@code decimals} places, half to even, trailing zeros dropped, with a true minus sign; at
     * {@link #FULL} places the shortest text that reads back as the same double.
     */
    public static String fmt(double v, int decimals) {
        if (decimals == 3) {
            return fmt(v);
        }
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return exact(v);
        }
        BigDecimal b = BigDecimal.valueOf(v);
        if (decimals < FULL) {
            b = b.setScale(decimals, RoundingMode.HALF_EVEN);
        }
        String s = b.stripTrailingZeros().toPlainString();
        if (b.signum() == 0) {
            s = "0";
        }
        return s.startsWith("-") ? MINUS + s.substring(1) : s;
    }

    /**
     * {@code v} as {@link #fmt(double)} writes it, unless that rounding would make it compare with one of the
     * {@code bounds} otherwise than {@code v} does (a discriminant of −3·10⁻¹⁰ written "0", so that "0 ≥ 0 → false"
     * reads as a contradiction, or a ua of 1.0000001 written "1" in "0 ≤ 1 ≤ 1 → false"); then with the decimals it
     * takes to show which side of each it is on. The bounds are written as they are (0 and 1, say).
     */
    public static String against(double v, double... bounds) {
        String s = fmt(v);
        if (!Double.isFinite(v)) {
            return s;
        }
        for (int d = 4; !sameSide(s, v, bounds) && d <= 20; d++) {
            s = fmt(v, d);
        }
        return sameSide(s, v, bounds) ? s : fmt(v, FULL);
    }

    private static boolean sameSide(String shown, double v, double... bounds) {
        double read = read(shown).doubleValue();
        for (double bound : bounds) {
            if (Math.signum(read - bound) != Math.signum(v - bound)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The two sides of a comparison {@code left op right₁ + right₂ + …}, written so that the numbers printed compare
     * as the true ones do: each as {@link #fmt(double)} writes it, unless the printed left side would then fall on
     * the other side of the printed sum (or on it) than {@code left} falls of the sum {@code right₁ + right₂ + …}
     * as the check works it out in doubles ("40 > 35 + 5 → true" for 40.0000001); then all with the decimals it
     * takes. A number that is exact keeps its short form at any number of decimals. The left side comes first.
     */
    public static List<String> sides(double left, double... right) {
        double sum = 0;
        for (double r : right) {
            sum += r; // in the order and the arithmetic the check uses
        }
        if (!Double.isFinite(sum) || !Double.isFinite(left)) {
            return written(3, left, right); // nothing to keep apart: ∞ and NaN are written as they are
        }
        int truth = left < sum ? -1 : left > sum ? 1 : 0;
        for (int d = 3; d <= 20; d++) {
            List<String> shown = written(d, left, right);
            if (comparison(shown) == truth) {
                return shown;
            }
        }
        return written(FULL, left, right);
    }

    /**
     * {@code left op right₁ + right₂ + …} with the numbers {@link #sides} writes: "84 > 35 + 50". {@code op} is
     * written between the sides as given, spaces included.
     */
    public static String compared(String op, double left, double... right) {
        List<String> s = sides(left, right);
        return s.get(0) + op + String.join(" + ", s.subList(1, s.size()));
    }

    private static List<String> written(int decimals, double left, double... right) {
        List<String> all = new ArrayList<>(right.length + 1);
        all.add(fmt(left, decimals));
        for (double r : right) {
            all.add(fmt(r, decimals));
        }
        return all;
    }

    /** How the first number written compares with the sum of the others, read as a student reads them (exactly). */
    private static int comparison(List<String> shown) {
        BigDecimal sum = BigDecimal.ZERO;
        for (String r : shown.subList(1, shown.size())) {
            sum = sum.add(read(r));
        }
        return Integer.signum(read(shown.get(0)).compareTo(sum));
    }

    private static BigDecimal read(String shown) {
        return new BigDecimal(shown.replace(MINUS, "-"));
    }

    /** Decimals enough for {@link #fmt(double, int)} to write a double exactly as it is. */
    public static final int FULL = 99;

    /**
     * A number below 10 that three decimals would round but that is exactly a small fraction, such as dt = 1/60, as
     * that fraction ("1/60", "−7/120"); null for any other number. Exact: the fraction must be the very same double,
     * its numerator under 1000 and its denominator at most 240.
     */
    public static @Nullable String fraction(double v) {
        if (!Double.isFinite(v) || Math.abs(v) >= 10 || fmt(v).equals(fmt(v, FULL))) {
            return null;
        }
        for (int q = 2; q <= MAX_DENOMINATOR; q++) {
            double p = Math.rint(v * q);
            if (p / q == v && Math.abs(p) < 1000) { // a small fraction, as a time step is; not any ratio at all
                return (p < 0 ? MINUS : "") + (long) Math.abs(p) + "/" + q;
            }
        }
        return null;
    }

    /** A time step or time as it is: "1/60" when it is that fraction exactly, otherwise as {@link #fmt}. */
    public static String exactly(double v) {
        String f = fraction(v);
        return f != null ? f : fmt(v);
    }

    /**
     * A time with its unit, readable however short: a second or more as {@link #fmt} in s ("1.5 s"), a shorter one
     * in ms to four significant digits ("16.67 ms", "0.0123 ms"), so that a time into the frame never reads "0 s".
     */
    public static String seconds(double s) {
        if (s == 0 || !Double.isFinite(s) || Math.abs(s) >= 1) {
            return fmt(s) + " s";
        }
        String ms = new BigDecimal(s * 1000)
                .round(new MathContext(4, RoundingMode.HALF_EVEN))
                .stripTrailingZeros()
                .toPlainString();
        return (ms.startsWith("-") ? MINUS + ms.substring(1) : ms) + " ms";
    }

    /** A number as an operand after a minus or inside a product: negatives in brackets, "(−5)". */
    public static String op(double v) {
        String s = fmt(v);
        return s.startsWith(MINUS) ? "(" + s + ")" : s;
    }
}
