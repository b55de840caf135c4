package bouncelab.ui.yours;

import java.util.Locale;

/** Numbers on the report card, as people read them. */
final class CardText {
    private CardText() {}

    /** 46, or 12.5: no trailing zeros. */
    static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** 99.87% (two places only when it is not whole). */
    static String percent(double share) {
        double p = share * 100;
        return (p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.2f", p)) + "%";
    }
}
