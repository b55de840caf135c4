package bouncelab.ui.step;

import bouncelab.core.trace.Num;
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/**
 * The shot's numbers as people read and type them. A number typed or dragged is kept exactly, but shown tidy:
 * 702.573, not 702.5730994152046; 999999999999, not 9.99999999999E11.
 */
public final class ShotNumbers {
    private ShotNumbers() {}

    /**
     * Tidy text that still reads as a number: whole numbers without a point, at most three decimals (four
     * significant digits below 1, so a small number never shows as 0), 1/60 when it is exactly that; never an
     * exponent; a plain '-' so that the text can be typed back.
     */
    public static String tidy(double v) {
        if (!Double.isFinite(v)) {
            return Double.toString(v);
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return String.format(Locale.ROOT, "%d", (long) v);
        }
        String fraction = Num.fraction(v);
        if (fraction != null) {
            return fraction.replace(Num.MINUS, "-");
        }
        BigDecimal b = BigDecimal.valueOf(v);
        b = Math.abs(v) >= 1
                ? b.setScale(3, RoundingMode.HALF_EVEN)
                : b.round(new MathContext(4, RoundingMode.HALF_EVEN));
        return b.stripTrailingZeros().toPlainString();
    }

    /** A typed number: a decimal, or a fraction such as 1/60. */
    public static double parse(String typed) {
        int slash = typed.indexOf('/');
        if (slash > 0) {
            return Double.parseDouble(typed.substring(0, slash).strip())
                    / Double.parseDouble(typed.substring(slash + 1).strip());
        }
        return Double.parseDouble(typed);
    }
}
