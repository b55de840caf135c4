package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static bouncelab.student.GradingWords.say;

/**
 * javac's error messages in words a student of the Pong slides reads: the commonest keys (a missing semicolon, a
 * name Java does not know, a double put into a float, a path with no return …) each with one plain sentence; any
 * other error keeps javac's own message. Shown beside javac's message, never instead of it, so what a search engine
 * finds still matches.
 */
final class JavacWords {
    private JavacWords() {}

    private static final Pattern SYMBOL = Pattern.compile("symbol:\\s+(\\w+)\\s+([^\\n]+)");
    private static final Pattern EXPECTED = Pattern.compile("^'(.+)' expected");

    /** javac's keys that share another's words. */
    private static final Map<String, String> SAME_AS = Map.of(
            "illegal.start.of.type", "illegal.start.of.expr",
            "expected3", "expected4");

    /**
     * The plain sentence for one of javac's errors, given its key and its English message, in {@code words}'
     * language: the Grading book's {@code javac.KEY} for javac's {@code compiler.err.KEY}.
     */
    static String plain(String key, String message, Words words) {
        String first = firstLine(message);
        if (key != null && key.startsWith("compiler.err.expected")) {
            Matcher m = EXPECTED.matcher(first);
            if (m.find()) {
                String which = switch (m.group(1)) {
                    case ";" -> "semicolon";
                    case ")" -> "closeBracket";
                    case "(" -> "openBracket";
                    case "{" -> "openBrace";
                    case "}" -> "closeBrace";
                    case "]" -> "closeSquare";
                    case "<identifier>" -> "name";
                    default -> null;
                };
                return which == null
                        ? say(words, "javac.expected.other", m.group(1))
                        : say(words, "javac.expected." + which);
            }
        }
        if (key != null && key.startsWith("compiler.err.cant.resolve")) {
            return unknownName(message, words);
        }
        if (key != null && key.equals("compiler.err.prob.found.req")) {
            if (message.contains("possible lossy conversion from double to float")) {
                return say(words, "javac.doubleToFloat");
            }
            if (message.contains("possible lossy conversion")) {
                return say(words, "javac.lossy");
            }
            return say(words, "javac.wrongKind");
        }
        if (key != null && key.startsWith("compiler.err.")) {
            String k = key.substring("compiler.err.".length());
            k = SAME_AS.getOrDefault(k, k);
            if (Words.has(Book.GRADING, "javac." + k)) {
                return say(words, "javac." + k);
            }
        }
        return say(words, "javac.other");
    }

    /** "Java does not know the name 'circleDistanceZ' …", naming the symbol javac could not find. */
    private static String unknownName(String message, Words words) {
        Matcher m = SYMBOL.matcher(message);
        if (!m.find()) {
            return say(words, "javac.unknown");
        }
        String kind = m.group(1);
        String symbol = m.group(2).strip();
        return switch (kind) {
            case "method" -> say(words, "javac.unknown.method", symbol);
            case "class" -> say(words, "javac.unknown.class", symbol);
            default -> say(words, "javac.unknown.name", symbol);
        };
    }

    /** javac's message as one line: its first line, with the symbol it could not find if it says one. */
    static String javacLine(String message) {
        String first = firstLine(message);
        Matcher m = SYMBOL.matcher(message);
        return m.find() ? first + ": " + m.group(1) + " " + m.group(2).strip() : first;
    }

    private static String firstLine(String message) {
        int nl = message.indexOf('\n');
        return (nl < 0 ? message : message.substring(0, nl)).strip();
    }
}
