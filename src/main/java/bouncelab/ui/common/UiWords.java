package bouncelab.ui.common;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Locale;

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
    public static String window(String key, Object... args) {
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
    public static String messages(String key, Object... args) {
        return words.format(Book.MESSAGES, key, args);
    }

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
