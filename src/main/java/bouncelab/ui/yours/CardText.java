package bouncelab.ui.yours;

import bouncelab.ui.common.UiWords;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;

/** Numbers on the report card, as people read them. */
final class CardText {
    private CardText() {}

    /** 46, or 12.5: no trailing zeros; the window's language's decimal mark (12,5). */
    static String number(double v) {
        return UiWords.words()
                .decimalMark(v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v));
    }

    /** 99.87% (two places only when it is not whole), as the window's language writes it (99,87 %). */
    static String percent(double share) {
        double p = share * 100;
        Words w = UiWords.words();
        String n = p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.2f", p);
        return w.format(Book.GRADING, "report.percent", w.decimalMark(n));
    }
}
