package bouncelab.io.refusal;

import java.util.List;
import java.util.Objects;

/**
 * What is wrong with something read, before it is said in a language: a key of the Refusals words
 * ({@code bouncelab/words/Refusals.properties}, each language's file beside it) and its arguments, in order. An
 * argument is one of:
 *
 * <ul>
 *   <li>a {@link String}: what is quoted from the file or the system as it is (a name, a value as written, a
 *       number already written);
 *   <li>an {@link Integer} or {@link Long}: a count, a size or a line, written as the pattern says;
 *   <li>another {@code Refusal}: said in the same language and put in.
 * </ul>
 *
 * Immutable. {@link #english()} is the English, the words every exception's message carries.
 */
public record Refusal(String key, List<Object> args) {

    public Refusal {
        Objects.requireNonNull(key, "key");
        for (Object a : args) {
            if (!(a instanceof String || a instanceof Integer || a instanceof Long || a instanceof Refusal)) {
                throw new IllegalArgumentException(key + ": an argument is a "
                        + (a == null ? "null" : a.getClass().getSimpleName()));
            }
        }
        args = List.copyOf(args);
    }

    /** {@code Refusal.of("field.negative", "-3")}: the key, then its arguments in order. */
    public static Refusal of(String key, Object... args) {
        return new Refusal(key, List.of(args));
    }

    /**
     * Words not (yet) said from the bundle: put in as they are in every language, e.g. what a library or the
     * system said. In the pseudo-language they stay plain, so they are seen to be untranslated.
     */
    public static Refusal text(String text) {
        return of("text", text);
    }

    /** The refusal in English, as the words floor says it in English. */
    public String english() {
        return EnglishRefusals.say(this);
    }

    @Override
    public String toString() {
        return english();
    }
}
