package bouncelab.student;

import bouncelab.io.csv.CsvLines;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.json.Visible;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * One file's grade, as the {@code grade} command prints it: a JSON line with exactly these keys (a contract:
 * teachers' scripts read them), or a CSV row under {@link #CSV_HEADER}.
 *
 * @param compiled       the file became a runnable test: javac compiled it and its references passed the check
 * @param error          the first problem, one plain line, or null
 * @param examplesPassed worked examples passed (0 when it did not compile)
 * @param examplesTotal  worked examples on the card
 * @param agreement      share of the {@value ReportCard#CASES} seeded random cases agreeing with the exact test; null
 *                       when it did not compile
 * @param throughSpeed   the first speed (px/frame) at which the default sweep lets the ball through; null if never,
 *                       or if it could not be measured (then {@code error} says why)
 */
public record GradeLine(
        String file,
        boolean compiled,
        @Nullable String error,
        int examplesPassed,
        int examplesTotal,
        @Nullable Double agreement,
        @Nullable Double throughSpeed) {

    public static final List<String> KEYS =
            List.of("file", "compiled", "error", "examplesPassed", "examplesTotal", "agreement", "throughSpeed");
    public static final String CSV_HEADER = String.join(",", KEYS);

    /** A file that never became a test (or whose grading failed before its card): no numbers, one error. */
    public static GradeLine failed(String file, boolean compiled, @Nullable String error) {
        return new GradeLine(file, compiled, error, 0, Example.ALL.size(), null, null);
    }

    public static GradeLine of(String file, ReportCard card) {
        return new GradeLine(
                file,
                true,
                card.error(),
                card.examplesPassed(),
                card.examplesTotal(),
                card.agreement().share(),
                card.throughSpeed());
    }

    /** What a card found before its worker was stopped ({@link CardSoFar}): no through speed, as the sweep never ended. */
    public static GradeLine soFar(String file, CardSoFar s) {
        return new GradeLine(
                file,
                true,
                s.error(),
                (int) s.examples().stream()
                        .filter(ReportCard.ExampleResult::passed)
                        .count(),
                s.examples().size(),
                s.agreement() == null ? null : s.agreement().share(),
                null);
    }

    /** The same grade with another error (a runner's word on why it was stopped). */
    public GradeLine withError(String why) {
        return new GradeLine(file, compiled, why, examplesPassed, examplesTotal, agreement, throughSpeed);
    }

    public GradeLine withFile(String name) {
        return new GradeLine(name, compiled, error, examplesPassed, examplesTotal, agreement, throughSpeed);
    }

    /** One line of JSON, keys in the order of {@link #KEYS}. */
    public String toJson() {
        StringBuilder sb = new StringBuilder(160);
        sb.append("{\"file\":")
                .append(quote(file))
                .append(",\"compiled\":")
                .append(compiled)
                .append(",\"error\":")
                .append(error == null ? "null" : quote(error))
                .append(",\"examplesPassed\":")
                .append(examplesPassed)
                .append(",\"examplesTotal\":")
                .append(examplesTotal)
                .append(",\"agreement\":")
                .append(number(agreement))
                .append(",\"throughSpeed\":")
                .append(number(throughSpeed))
                .append('}');
        return sb.toString();
    }

    /**
     * One CSV row (RFC 4180 quoting), empty cells for null. A spreadsheet or a terminal shows the cells as they
     * are, so control characters (ESC, BEL, U+202E …) in a file's name or error are written as U+XXXX.
     */
    public String toCsv() {
        return String.join(
                ",",
                csv(file),
                String.valueOf(compiled),
                error == null ? "" : csv(error),
                String.valueOf(examplesPassed),
                String.valueOf(examplesTotal),
                agreement == null ? "" : JsonWriter.number(agreement),
                throughSpeed == null ? "" : JsonWriter.number(throughSpeed));
    }

    private static String number(@Nullable Double v) {
        return v == null || !Double.isFinite(v) ? "null" : JsonWriter.number(v);
    }

    private static String csv(String raw) {
        String s = CsvLines.text(Visible.of(raw)); // a file named =… is never a formula
        if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
            return s;
        }
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }

    /**
     * A JSON string: quotes, backslashes and control characters escaped, and so is every character a terminal would
     * obey or hide (U+202E, U+2028, zero width …, as {@link Visible} finds them); everything else as it is (UTF-8).
     */
    static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    boolean pair = Character.isHighSurrogate(c)
                            && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1));
                    if (pair) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (Visible.invisible(c)) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    /**
     * Reads back a line written by {@link #toJson} (the grading worker's answer). Only that shape is read: one
     * object of strings, numbers, booleans and nulls.
     */
    public static GradeLine fromJson(String json) {
        Map<String, @Nullable Object> m = new FlatJson(json).object();
        for (String k : KEYS) {
            if (!m.containsKey(k)) {
                throw new IllegalArgumentException("no \"" + k + "\" in " + json);
            }
        }
        return new GradeLine(
                (String) given(m, "file", json),
                (Boolean) given(m, "compiled", json),
                (String) m.get("error"),
                ((Double) given(m, "examplesPassed", json)).intValue(),
                ((Double) given(m, "examplesTotal", json)).intValue(),
                (Double) m.get("agreement"),
                (Double) m.get("throughSpeed"));
    }

    /** A value that may not be null. */
    private static Object given(Map<String, @Nullable Object> m, String key, String json) {
        Object v = m.get(key);
        if (v == null) {
            throw new IllegalArgumentException("\"" + key + "\" is null in " + json);
        }
        return v;
    }

    /** A reader for one flat JSON object, just enough for {@link #fromJson}. */
    private static final class FlatJson {
        private final String s;
        private int i;

        FlatJson(String s) {
            this.s = s.strip();
        }

        Map<String, @Nullable Object> object() {
            Map<String, @Nullable Object> m = new LinkedHashMap<>();
            expect('{');
            if (peek() == '}') {
                i++;
                return m;
            }
            while (true) {
                String key = string();
                expect(':');
                m.put(key, value());
                char c = next();
                if (c == '}') {
                    return m;
                }
                if (c != ',') {
                    throw bad();
                }
            }
        }

        private @Nullable Object value() {
            char c = peek();
            if (c == '"') {
                return string();
            }
            if (s.startsWith("null", i)) {
                i += 4;
                return null;
            }
            if (s.startsWith("true", i)) {
                i += 4;
                return Boolean.TRUE;
            }
            if (s.startsWith("false", i)) {
                i += 5;
                return Boolean.FALSE;
            }
            int start = i;
            while (i < s.length() && "+-.0123456789eE".indexOf(s.charAt(i)) >= 0) {
                i++;
            }
            if (start == i) {
                throw bad();
            }
            return Double.parseDouble(s.substring(start, i));
        }

        private String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = raw();
                if (c == '"') {
                    return sb.toString();
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = raw();
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'b' -> sb.append('\b');
                    case 'f' -> sb.append('\f');
                    case 'u' -> {
                        if (i + 4 > s.length()) {
                            throw bad();
                        }
                        sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
                        i += 4;
                    }
                    default -> sb.append(e);
                }
            }
        }

        /** The next character as it is, inside a string. */
        private char raw() {
            if (i >= s.length()) {
                throw bad();
            }
            return s.charAt(i++);
        }

        private void expect(char c) {
            if (next() != c) {
                throw bad();
            }
        }

        private char peek() {
            skip();
            if (i >= s.length()) {
                throw bad();
            }
            return s.charAt(i);
        }

        private char next() {
            char c = peek();
            i++;
            return c;
        }

        private void skip() {
            while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
                i++;
            }
        }

        private IllegalArgumentException bad() {
            return new IllegalArgumentException("not a grade line at " + i + ": " + s);
        }
    }
}
