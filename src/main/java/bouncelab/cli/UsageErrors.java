package bouncelab.cli;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * picocli's usage errors ("Unknown option: '--colour'") in the words of the language {@code --lang} asks for, from
 * {@link Book#REFUSALS}. picocli writes them in English only; this is one table from its message to our key, the
 * arguments quoted as picocli quotes them (as typed, with their labels in the help's language). Its English patterns
 * are picocli's words exactly, so an English line is the one picocli wrote; a message the table does not know stays
 * picocli's own.
 */
final class UsageErrors {
    private static final Pattern UNKNOWN = Pattern.compile("Unknown option(s?): (.+)", Pattern.DOTALL);
    private static final Pattern UNMATCHED_AT =
            Pattern.compile("Unmatched argument at index (\\d+): (.+)", Pattern.DOTALL);
    private static final Pattern UNMATCHED_FROM =
            Pattern.compile("Unmatched arguments from index (\\d+): (.+)", Pattern.DOTALL);
    private static final Pattern MISSING = Pattern.compile(
            "Missing required (option|options|parameter|parameters|options and parameters): (.+)", Pattern.DOTALL);
    private static final Pattern MISSING_VALUE =
            Pattern.compile("Missing required parameter for option '([^']*)' \\((.*)\\)", Pattern.DOTALL);
    private static final Pattern EXPECTED_VALUE =
            Pattern.compile("Expected parameter for option '([^']*)' but found '(.*)'", Pattern.DOTALL);
    private static final Pattern ONCE =
            Pattern.compile("option '([^']*)' \\((.*)\\) should be specified only once", Pattern.DOTALL);
    private static final Pattern INVALID = Pattern.compile("Invalid value for option '([^']*)': (.*)", Pattern.DOTALL);
    private static final Pattern INVALID_POSITIONAL =
            Pattern.compile("Invalid value for positional parameter at index (\\d+) \\((.*?)\\): (.*)", Pattern.DOTALL);
    /** What picocli's own converters say of a value they cannot read. */
    private static final Pattern NOT_A = Pattern.compile("'(.*)' is not an? (\\w+)", Pattern.DOTALL);

    private UsageErrors() {}

    /** picocli's {@code message} in {@code words}' language. */
    static String say(String message, Words words) {
        Matcher m;
        if ((m = UNKNOWN.matcher(message)).matches()) {
            return say(words, "usage.unknownOption", m.group(1).isEmpty() ? 1 : 2, m.group(2));
        }
        if ((m = UNMATCHED_AT.matcher(message)).matches()) {
            return say(words, "usage.unmatchedAt", m.group(1), m.group(2));
        }
        if ((m = UNMATCHED_FROM.matcher(message)).matches()) {
            return say(words, "usage.unmatchedFrom", m.group(1), m.group(2));
        }
        if ((m = MISSING.matcher(message)).matches()) {
            String kind = m.group(1).equals("options and parameters") ? "both" : m.group(1);
            return say(words, "usage.missing." + kind, m.group(2));
        }
        if ((m = MISSING_VALUE.matcher(message)).matches()) {
            return say(words, "usage.missingValue", m.group(1), m.group(2));
        }
        if ((m = EXPECTED_VALUE.matcher(message)).matches()) {
            return say(words, "usage.expectedValue", m.group(1), m.group(2));
        }
        if ((m = ONCE.matcher(message)).matches()) {
            return say(words, "usage.once", m.group(1), m.group(2));
        }
        if ((m = INVALID.matcher(message)).matches()) {
            return say(words, "usage.invalid", m.group(1), value(m.group(2), words));
        }
        if ((m = INVALID_POSITIONAL.matcher(message)).matches()) {
            return say(words, "usage.invalidPositional", m.group(1), m.group(2), value(m.group(3), words));
        }
        return message;
    }

    /** Why a value was refused: picocli's converters' words said in the language, ours as they are. */
    private static String value(String why, Words words) {
        Matcher m = NOT_A.matcher(why);
        return m.matches() ? say(words, "usage.notA", m.group(1), m.group(2)) : why;
    }

    /** An option's own refusal of its value ({@code option '--view': must be main, ...}). */
    static String option(String option, String why, Words words) {
        return say(words, "usage.option", option, why);
    }

    /** {@code message} with what picocli suggests instead: "...; did you mean trace or grade?". */
    static String withSuggestions(String message, List<String> suggestions, Words words) {
        String either = suggestions.get(0);
        for (String s : suggestions.subList(1, suggestions.size())) {
            either = say(words, "usage.or", either, s);
        }
        return say(words, "usage.didYouMean", message, either);
    }

    private static String say(Words words, String key, Object... args) {
        return words.format(Book.REFUSALS, key, args);
    }
}
