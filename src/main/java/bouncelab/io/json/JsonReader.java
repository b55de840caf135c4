package bouncelab.io.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) that records the line and column of every value. It is ours rather than a
 * library's so that a scenario error can name the line of the very number that is wrong.
 *
 * <p>Stricter than the RFC requires: duplicate keys, numbers too large for a double ({@code 1e999}) and lone
 * surrogates are errors, and nesting stops at {@value #MAX_DEPTH} levels, so hostile input gets a message
 * instead of a StackOverflowError. A UTF-8 byte order mark at the start is skipped.
 */
public final class JsonReader {
    public static final int MAX_DEPTH = 64;

    private final JsonCursor in;
    private int depth;

    private JsonReader(String text, String file) {
        this.in = new JsonCursor(text, file);
    }

    /** Parses one JSON document; {@code fileName} only labels error messages. */
    public static JsonValue parse(String text, String fileName) {
        return new JsonReader(text, fileName).document();
    }

    private JsonValue document() {
        in.skipWhitespace();
        JsonValue value = value();
        in.skipWhitespace();
        if (!in.atEnd()) {
            throw in.error("unexpected " + in.found() + " after the end of the JSON value");
        }
        return value;
    }

    private JsonValue value() {
        int c = in.peek();
        int line = in.line;
        int col = in.column();
        return switch (c) {
            case '{' -> object(line, col);
            case '[' -> array(line, col);
            case '"' -> new JsonString(JsonStringReader.read(in), line, col);
            case 't' -> literal("true", new JsonBool(true, line, col));
            case 'f' -> literal("false", new JsonBool(false, line, col));
            case 'n' -> literal("null", new JsonNull(line, col));
            case 'N', 'I' -> throw notFinite();
            default -> {
                if (c == '-' || isDigit(c)) {
                    yield number(line, col);
                }
                throw in.error("expected a value but found " + in.found());
            }
        };
    }

    private JsonObject object(int line, int col) {
        enter();
        in.pos++; // '{'
        LinkedHashMap<String, JsonValue> fields = new LinkedHashMap<>();
        LinkedHashMap<String, Integer> keyLines = new LinkedHashMap<>();
        in.skipWhitespace();
        if (in.peek() == '}') {
            in.pos++;
        } else {
            while (true) {
                member(fields, keyLines);
                in.skipWhitespace();
                if (in.peek() == '}') {
                    in.pos++;
                    break;
                }
                if (in.peek() != ',') {
                    throw in.error("expected ',' or '}' but found " + in.found());
                }
                in.pos++;
            }
        }
        depth--;
        return new JsonObject(fields, keyLines, line, col);
    }

    /** Reads {@code "key": value} into the maps. */
    private void member(Map<String, JsonValue> fields, Map<String, Integer> keyLines) {
        in.skipWhitespace();
        if (in.peek() != '"') {
            throw in.error("expected a field name in double quotes but found " + in.found());
        }
        int keyLine = in.line;
        int keyColumn = in.column();
        String key = JsonStringReader.read(in);
        if (fields.containsKey(key)) {
            throw in.errorAt(keyLine, keyColumn, "duplicate key '" + key + "'");
        }
        in.skipWhitespace();
        if (in.peek() != ':') {
            throw in.error("expected ':' after '" + key + "' but found " + in.found());
        }
        in.pos++;
        in.skipWhitespace();
        fields.put(key, value());
        keyLines.put(key, keyLine);
    }

    private JsonArray array(int line, int col) {
        enter();
        in.pos++; // '['
        List<JsonValue> items = new ArrayList<>();
        in.skipWhitespace();
        if (in.peek() == ']') {
            in.pos++;
        } else {
            while (true) {
                in.skipWhitespace();
                items.add(value());
                in.skipWhitespace();
                if (in.peek() == ']') {
                    in.pos++;
                    break;
                }
                if (in.peek() != ',') {
                    throw in.error("expected ',' or ']' but found " + in.found());
                }
                in.pos++;
            }
        }
        depth--;
        return new JsonArray(items, line, col);
    }

    /** Counts nesting so that deep input fails with a message long before the Java stack runs out. */
    private void enter() {
        if (++depth > MAX_DEPTH) {
            throw in.error("nesting deeper than " + MAX_DEPTH + " levels");
        }
    }

    private JsonValue literal(String word, JsonValue value) {
        if (!in.text.startsWith(word, in.pos)) {
            throw in.error("expected a value but found " + in.found());
        }
        in.pos += word.length();
        return value;
    }

    /** Reads a number by the JSON grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)? */
    private JsonNumber number(int line, int col) {
        int start = in.pos;
        boolean negative = in.peek() == '-';
        if (negative) {
            in.pos++;
            if (in.peek() == 'I') {
                in.pos = start;
                throw notFinite();
            }
        }
        if (!isDigit(in.peek())) {
            throw in.error("expected a digit but found " + in.found());
        }
        if (in.peek() == '0') {
            in.pos++;
            if (isDigit(in.peek())) {
                throw in.error("a number must not start with 0");
            }
        } else {
            skipDigits();
        }
        int c = in.peek();
        double value = c == '.' || c == 'e' || c == 'E' ? fractionAndExponent(start)
                : in.pos - start <= 16 ? smallInteger(start, negative)
                : Double.parseDouble(in.text.substring(start, in.pos));
        if (Double.isInfinite(value)) {
            throw in.errorAt(line, col,
                    "not a finite number: " + in.text.substring(start, in.pos) + " is too large for a double");
        }
        return new JsonNumber(value, line, col);
    }

    /** Reads the rest of a number such as 2.5 or 1e-3, from its '.' or 'e', and converts it all. */
    private double fractionAndExponent(int start) {
        if (in.peek() == '.') {
            in.pos++;
            requireDigits("'.'");
        }
        if (in.peek() == 'e' || in.peek() == 'E') {
            in.pos++;
            if (in.peek() == '+' || in.peek() == '-') {
                in.pos++;
            }
            requireDigits("the exponent");
        }
        return Double.parseDouble(in.text.substring(start, in.pos));
    }

    /** Most numbers in our files are short integers; reading them digit by digit skips a substring. */
    private double smallInteger(int start, boolean negative) {
        long v = 0;
        for (int i = negative ? start + 1 : start; i < in.pos; i++) {
            v = v * 10 + (in.text.charAt(i) - '0');
        }
        return negative ? -(double) v : v; // "-0" stays -0.0
    }

    private void requireDigits(String after) {
        if (!isDigit(in.peek())) {
            throw in.error("expected a digit after " + after + " but found " + in.found());
        }
        skipDigits();
    }

    private void skipDigits() {
        while (isDigit(in.peek())) {
            in.pos++;
        }
    }

    /** NaN, Infinity or -Infinity at the cursor: JavaScript writes them, but JSON has no such numbers. */
    private JsonParseException notFinite() {
        for (String word : new String[] {"NaN", "Infinity", "-Infinity"}) {
            if (in.text.startsWith(word, in.pos)) {
                return in.error(word + " is not allowed: JSON numbers must be finite");
            }
        }
        return in.error("expected a value but found " + in.found());
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }
}
