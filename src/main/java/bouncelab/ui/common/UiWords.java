package bouncelab.ui.common;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The window's language: set once when a window is made ({@code MainWindow}, English unless asked), and read by
 * every view as it builds its labels, so the views need no language passed down to them. One language a window;
 * View → Language takes effect at the next start.
 */
public final class UiWords {
    private static volatile Words words = Words.ENGLISH;

    private UiWords() {}

    /** Makes {@code locale} the language of the window being made and of everything it shows. */
    public static void use(Locale locale) {
        words = Words.of(locale);
    }

    public static Words words() {
        return words;
    }

    public static Locale locale() {
        return words.locale();
    }

    /** A word of the window's views (Window.properties), with its arguments put in. */
    public static String window(String key, @Nullable Object... args) {
        return words.format(Book.WINDOW, key, args);
    }

    /** A menu's word (Menus.properties). */
    public static String menus(String key, Object... args) {
        return words.format(Book.MENUS, key, args);
    }

    /** F1's words (Help.properties). */
    public static String help(String key, Object... args) {
        return words.format(Book.HELP, key, args);
    }

    /** A glossary entry's words (Glossary.properties). */
    public static String glossary(String key, Object... args) {
        return words.format(Book.GLOSSARY, key, args);
    }

    /** A dialog's or message's words (Messages.properties). */
    public static String messages(String key, @Nullable Object... args) {
        return words.format(Book.MESSAGES, key, args);
    }

    /**
     * Keys as written for a reader ("Shift+←", "F1 or ?", "Ctrl+Shift+Tab") in the window's language: each key's
     * name that Help.properties names ({@code keyname.Shift}: "Mayús" in Spanish) and the word "or"; arrows, letters
     * and F-keys as they are.
     */
    public static String keys(String written) {
        StringBuilder out = new StringBuilder();
        Matcher m = KEY_WORD.matcher(written);
        while (m.find()) {
            String key = "keyname." + m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(Words.has(Book.HELP, key) ? help(key) : m.group()));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A word of letters in a key's name (a single letter is a key, not a name). */
    private static final Pattern KEY_WORD = Pattern.compile("\\p{L}{2,}");

    /** A number as the working writes it, with the window's language's decimal mark. */
    public static String number(double value) {
        return words.number(value);
    }

    /**
     * An algorithm's title in the window's language; one the bundles do not know (offered by a test, or added
     * without its words yet) by its own title.
     */
    public static String title(AlgorithmId id) {
        String key = "algorithm." + id.fileName();
        return Words.has(Book.WINDOW, key) ? window(key) : id.title();
    }
}
