package bouncelab.core.trace;

import bouncelab.core.geometry.Corner;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * What a line of the working says, before it is said in a language: a key of the working's words and its named
 * arguments. The core decides what is said (which sentence, which numbers); the words floor says it, in English,
 * Spanish or any language shipped, from its bundle. An argument is one of:
 *
 * <ul>
 *   <li>a {@link String}: a name written as it is (an object's id, the article's code, an algorithm's id), or a
 *       select's choice ({@code true}, {@code left});
 *   <li>an {@link Integer} or {@link Long}: a count or an index, written in digits without grouping;
 *   <li>a {@link Double}: a number, written as {@link Num#fmt(double)} writes it with the language's decimal mark;
 *   <li>a {@link Written}: numbers and operations already written as {@link Num} writes them (a sum with its numbers
 *       put in, "1/60", "11.81 ms"), given the language's decimal mark and list separator;
 *   <li>another {@code Phrase}: said in the same language and put in.
 * </ul>
 *
 * Immutable.
 */
public record Phrase(String key, Map<String, Object> args) {

    public Phrase {
        Objects.requireNonNull(key, "key");
        Map<String, Object> copy = new LinkedHashMap<>();
        args.forEach((name, value) -> {
            Objects.requireNonNull(value, () -> key + "'s argument " + name);
            if (!(value instanceof String
                    || value instanceof Integer
                    || value instanceof Long
                    || value instanceof Double
                    || value instanceof Written
                    || value instanceof Phrase)) {
                throw new IllegalArgumentException(key + "'s argument " + name + " is a "
                        + value.getClass().getSimpleName());
            }
            copy.put(name, value);
        });
        args = Collections.unmodifiableMap(copy);
    }

    /**
     * {@code Phrase.of("box.summary", "object", id, "hit", true)}: the key, then names and values in turn. A boolean
     * is put in as the select choice {@code true} or {@code false}, an enum as its name in lower case.
     */
    public static Phrase of(String key, Object... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException(key + ": names and values come in pairs");
        }
        Map<String, Object> args = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            Object v = namesAndValues[i + 1];
            if (v instanceof Boolean b) {
                v = b.toString();
            } else if (v instanceof Float f) {
                v = f.doubleValue();
            }
            args.put((String) namesAndValues[i], v);
        }
        return new Phrase(key, args);
    }

    /** Numbers and operations as {@link Num} writes them, to be written in a language's notation. */
    public record Written(String text) {
        public Written {
            Objects.requireNonNull(text, "text");
        }
    }

    /** {@code text}, numbers as {@link Num} writes them: "|300 − 530 − 35.5|", "(1/60)·480", "11.81 ms". */
    public static Written written(String text) {
        return new Written(text);
    }

    /**
     * Words still written in the core, in English, with numbers as {@link Num} writes them: a rule or note not yet
     * said from the bundle. Its numbers are said in the language's notation; its words are not translated.
     */
    public static Phrase text(String text) {
        return of("text", "text", written(text));
    }

    /** A corner's name, "top-left" in English. */
    public static Phrase corner(Corner c) {
        return of("corner.name", "corner", c.name().toLowerCase(Locale.ROOT));
    }

    /** A point, "(x, y)" in English: the language writes its pair. */
    public static Phrase point(double x, double y) {
        return of("point", "x", x, "y", y);
    }
}
