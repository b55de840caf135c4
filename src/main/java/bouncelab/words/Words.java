package bouncelab.words;

import bouncelab.core.trace.Num;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
import com.ibm.icu.text.DecimalFormatSymbols;
import com.ibm.icu.text.MessageFormat;
import com.ibm.icu.util.ULocale;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One language's words. Every value in a bundle is an ICU MessageFormat pattern: {@link #get} for one without
 * arguments, {@link #format} for one with ({@code {0}}, or {@code {0, plural, one {# frame} other {# frames}}}).
 * A single apostrophe is an apostrophe (ICU's rule), so translators write "don't" as it is.
 *
 * <p>Only the language asked for and English are read, never the machine's own language, so what is shown (and a
 * test) does not depend on the machine. {@link Languages#PSEUDO} is the English made longer and accented
 * ({@link Pseudo}). Immutable; safe to share between threads.
 */
public final class Words {
    /** The bundles read as UTF-8 (Java's default for properties since 9), with no fallback to the machine's language. */
    private static final ResourceBundle.Control CONTROL =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private static final Map<Locale, Words> MADE = new ConcurrentHashMap<>();
    /** English, the language every other falls back to for a word it lacks. */
    public static final Words ENGLISH = of(Locale.ENGLISH);

    private final Locale locale;
    /** Where its words are read: this language's bundle of each book, read when the book is first asked. */
    private final Locale read;
    /** Each book's bundle, read when first asked: a window or a command reads the books it uses, not all of them. */
    private final Map<Book, ResourceBundle> books = new ConcurrentHashMap<>();

    private final boolean pseudo;
    private final char mark;

    private Words(Locale locale) {
        this.locale = locale;
        this.pseudo = Languages.isPseudo(locale);
        this.read = pseudo ? Locale.ROOT : locale;
        // the pseudo-language writes numbers as English does: the working must still redo in it
        mark = DecimalFormatSymbols.getInstance(ULocale.forLocale(pseudo ? Locale.ENGLISH : locale))
                .getDecimalSeparator();
    }

    /** The words of {@code locale}'s language (English for a word, or a language, not translated). */
    public static Words of(Locale locale) {
        return MADE.computeIfAbsent(locale, Words::new);
    }

    public Locale locale() {
        return locale;
    }

    /** The pattern as written in the bundle (made pseudo in {@code qps}); for tests and tools. */
    public String pattern(Book book, String key) {
        String p;
        try {
            p = bundle(book).getString(key);
        } catch (MissingResourceException e) {
            throw new IllegalArgumentException(book.file() + ".properties has no word '" + key + "'", e);
        }
        return pseudo ? Pseudo.of(p) : p;
    }

    /**
     * The language {@code book}'s words are in for this language: this one where it is translated, English where it
     * falls back (and for the pseudo-language, which is made from English).
     */
    public Locale languageOf(Book book) {
        Locale l = bundle(book).getLocale();
        return l.getLanguage().isEmpty() ? Locale.ENGLISH : l;
    }

    /** A word or sentence without arguments. */
    public String get(Book book, String key) {
        return format(book, key);
    }

    /**
     * A sentence with its arguments put in, in the language's order; numbers given for a plural choose its form.
     * A number put in as {@code {0}} is written with the language's digits and grouping: pass one already written
     * ({@link #number}) where it must read as the working writes it.
     */
    public String format(Book book, String key, Object... args) {
        return new MessageFormat(pattern(book, key), ULocale.forLocale(locale)).format(args);
    }

    /** Why something read was refused ({@link Book#REFUSALS}), in this language; refusals put in, too. */
    public String refusal(Refusal r) {
        Object[] args = r.args().stream()
                .map(a -> a instanceof Refusal inner ? refusal(inner) : a)
                .toArray();
        return format(Book.REFUSALS, r.key(), args);
    }

    /** A refused line, {@code FILE:LINE: what is wrong}, its words in this language. */
    public String line(RefusedLine refused) {
        return refused.line(this::refusal);
    }

    /**
     * A number as the working writes it ({@link Num#fmt(double)}: at most three decimals, a true minus sign, no
     * grouping), with this language's decimal mark: "12.5" in English, "12,5" in Spanish.
     */
    public String number(double value) {
        return decimalMark(Num.fmt(value));
    }

    /** The same to {@code decimals} places ({@link Num#fmt(double, int)}). */
    public String number(double value, int decimals) {
        return decimalMark(Num.fmt(value, decimals));
    }

    /** {@code written}, a number as {@link Num} writes it, with this language's decimal mark. */
    public String decimalMark(String written) {
        return mark == '.' ? written : written.replace('.', mark);
    }

    /**
     * Every key of {@code book}, in the order the English file lists them: the order a list made of a book (the
     * glossary) is shown in.
     */
    public static List<String> keys(Book book) {
        return KEYS.computeIfAbsent(book, Words::readKeys);
    }

    private static final Map<Book, List<String>> KEYS = new ConcurrentHashMap<>();

    private static List<String> readKeys(Book book) {
        List<String> order = new ArrayList<>();
        Properties inOrder = new Properties() {
            @Override
            public synchronized Object put(Object key, Object value) {
                order.add((String) key);
                return super.put(key, value);
            }
        };
        try (InputStream in = Words.class.getClassLoader().getResourceAsStream(book.englishResource())) {
            if (in == null) {
                throw new IllegalStateException(book.englishResource() + " is not on the class path");
            }
            inOrder.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(book.englishResource() + " cannot be read", e);
        }
        return List.copyOf(order);
    }

    /** The book's bundle, read the first time it is asked for. */
    private ResourceBundle bundle(Book book) {
        return books.computeIfAbsent(book, b -> ResourceBundle.getBundle(b.baseName(), read, CONTROL));
    }

    /** Whether {@code book} has {@code key} in English (the keys every language has). */
    public static boolean has(Book book, String key) {
        return ENGLISH.bundle(book).containsKey(key);
    }
}
