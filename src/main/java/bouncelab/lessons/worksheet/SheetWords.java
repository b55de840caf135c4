package bouncelab.lessons.worksheet;

import bouncelab.core.choice.RulesId;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;

/**
 * A worksheet's own words ({@link Book#WORKSHEET}) in its language, as text or as HTML, and its numbers written as
 * that language writes them.
 */
final class SheetWords {
    /** Stands for an argument already HTML while the pattern's own words are escaped; private use, never in a lesson. */
    private static final char OPEN = '\uE000';

    private static final char CLOSE = '\uE001';

    private final Words words;

    SheetWords(Locale language) {
        this.words = Words.of(language);
    }

    /** The language's words, for the working's lines on the sheet. */
    Words words() {
        return words;
    }

    Locale language() {
        return words.locale();
    }

    /** A pattern with its arguments put in, as plain text. */
    /** The rules' title as the window names them in this language ("Las de Bounce Lab"), else their own. */
    String rules(RulesId id) {
        String key = "rules." + id.fileName();
        return Words.has(Book.WINDOW, key) ? words.format(Book.WINDOW, key) : id.title();
    }

    String text(String key, Object... args) {
        return words.format(Book.WORKSHEET, key, args);
    }

    /** The same as HTML: the pattern's words escaped, each argument put in as the HTML it already is. */
    String html(String key, String... htmlArgs) {
        Object[] marks = new Object[htmlArgs.length];
        for (int i = 0; i < htmlArgs.length; i++) {
            marks[i] = OPEN + Integer.toString(i) + CLOSE;
        }
        // apostrophes are left as they are: the words sit between tags or in a double-quoted attribute
        String s = text(key, marks)
                .replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("\"", "&quot;");
        for (int i = 0; i < htmlArgs.length; i++) {
            s = s.replace(OPEN + Integer.toString(i) + CLOSE, htmlArgs[i]);
        }
        return s;
    }

    /** A number as the working writes it, with the language's decimal mark. */
    String number(double value) {
        return words.number(value);
    }

    /**
     * A number a lesson's link sets, written whole as the lesson gives it (a dt of 1/120 s is 0.008333333333333333,
     * not the working's 0.008), with the language's decimal mark.
     */
    String exact(double value) {
        return words.decimalMark(
                value == Math.rint(value) && Math.abs(value) < 1e15
                        ? Long.toString((long) value)
                        : Double.toString(value));
    }

    /** The page's {@code lang}: the language's tag. */
    String tag() {
        return words.locale().toLanguageTag();
    }
}
