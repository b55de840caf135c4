package bouncelab.io.json;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;

import java.util.HashSet;
import java.util.Set;

/**
 * Says what is wrong with text that is not JSON, in the words Bounce Lab has always used: {@code expected ',' or
 * '}' but found 'x'}, at the line and column of the character found. Jackson knows that the text is wrong but
 * says it in its own words and at its own places; students and lesson authors know ours, and every one is held by
 * a test. So after any error the text is read once more, by the grammar alone (no tree is built), to the first
 * place it goes wrong. That costs nothing while files are good.
 *
 * <p>Lines end at LF, CR LF or a lone CR, as Jackson counts them; columns count UTF-16 chars from 1.
 */
final class JsonSyntax {
    private static final int END = -1;

    private final String text;
    private final String file;
    private final int length;
    private int pos;
    private int line = 1;
    private int lineStart;
    private int depth;

    private JsonSyntax(String text, String file) {
        this.text = text;
        this.file = file;
        this.length = text.length();
    }

    /**
     * The first error in {@code text} (already without its byte order mark). {@code jackson} is what Jackson
     * threw, if anything: its message stands only should the grammar here find nothing wrong.
     */
    static JsonParseException firstError(String text, String file, Exception jackson) {
        JsonSyntax in = new JsonSyntax(text, file);
        try {
            in.document();
        } catch (JsonParseException e) {
            return e;
        }
        if (jackson instanceof JsonProcessingException j && j.getLocation() != null) {
            JsonLocation at = j.getLocation();
            return new JsonParseException(file, at.getLineNr(), at.getColumnNr(), j.getOriginalMessage());
        }
        return new JsonParseException(file, 1, 1, jackson == null ? "not JSON" : jackson.getMessage());
    }

    /** Checks the string literal whose opening quote is at {@code offset}, {@code line}:{@code column}. */
    static void checkString(String text, String file, int offset, int line, int column) {
        JsonSyntax in = new JsonSyntax(text, file);
        in.pos = offset;
        in.line = line;
        in.lineStart = offset - column + 1;
        in.string();
    }

    private void document() {
        skipWhitespace();
        value();
        skipWhitespace();
        if (pos < length) {
            throw error("unexpected " + found() + " after the end of the JSON value");
        }
    }

    private void value() {
        switch (peek()) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true");
            case 'f' -> literal("false");
            case 'n' -> literal("null");
            case 'N', 'I' -> throw notFinite();
            default -> {
                if (peek() != '-' && !isDigit(peek())) {
                    throw error("expected a value but found " + found());
                }
                number();
            }
        }
    }

    private void object() {
        enter();
        Set<String> keys = new HashSet<>();
        skipWhitespace();
        if (peek() == '}') {
            pos++;
        } else {
            while (true) {
                member(keys);
                skipWhitespace();
                if (peek() == '}') {
                    pos++;
                    break;
                }
                if (peek() != ',') {
                    throw error("expected ',' or '}' but found " + found());
                }
                pos++;
            }
        }
        depth--;
    }

    private void member(Set<String> keys) {
        skipWhitespace();
        if (peek() != '"') {
            throw error("expected a field name in double quotes but found " + found());
        }
        int keyLine = line;
        int keyColumn = column();
        String key = string();
        if (!keys.add(key)) {
            throw new JsonParseException(file, keyLine, keyColumn, "duplicate key '" + key + "'");
        }
        skipWhitespace();
        if (peek() != ':') {
            throw error("expected ':' after '" + key + "' but found " + found());
        }
        pos++;
        skipWhitespace();
        value();
    }

    private void array() {
        enter();
        skipWhitespace();
        if (peek() == ']') {
            pos++;
        } else {
            while (true) {
                skipWhitespace();
                value();
                skipWhitespace();
                if (peek() == ']') {
                    pos++;
                    break;
                }
                if (peek() != ',') {
                    throw error("expected ',' or ']' but found " + found());
                }
                pos++;
            }
        }
        depth--;
    }

    /** Steps into '{' or '['; deep input stops here, long before the Java stack would. */
    private void enter() {
        if (++depth > JsonReader.MAX_DEPTH) {
            throw error("nesting deeper than " + JsonReader.MAX_DEPTH + " levels");
        }
        pos++;
    }

    private void literal(String word) {
        if (!text.startsWith(word, pos)) {
            throw error("expected a value but found " + found());
        }
        pos += word.length();
    }

    /** A number by the JSON grammar, -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?, that a double can hold. */
    private void number() {
        int start = pos;
        int col = column();
        if (peek() == '-') {
            pos++;
            if (peek() == 'I') {
                pos = start;
                throw notFinite();
            }
        }
        if (!isDigit(peek())) {
            throw error("expected a digit but found " + found());
        }
        if (peek() == '0') {
            pos++;
            if (isDigit(peek())) {
                throw error("a number must not start with 0");
            }
        } else {
            skipDigits();
        }
        if (peek() == '.') {
            pos++;
            requireDigits("'.'");
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            requireDigits("the exponent");
        }
        String number = text.substring(start, pos);
        if (Double.isInfinite(Double.parseDouble(number))) {
            throw new JsonParseException(file, line, col,
                    "not a finite number: " + number + " is too large for a double");
        }
    }

    private void requireDigits(String after) {
        if (!isDigit(peek())) {
            throw error("expected a digit after " + after + " but found " + found());
        }
        skipDigits();
    }

    private void skipDigits() {
        while (isDigit(peek())) {
            pos++;
        }
    }

    /** NaN, Infinity or -Infinity: JavaScript writes them, but JSON has no such numbers. */
    private JsonParseException notFinite() {
        for (String word : new String[] {"NaN", "Infinity", "-Infinity"}) {
            if (text.startsWith(word, pos)) {
                return error(word + " is not allowed: JSON numbers must be finite");
            }
        }
        return error("expected a value but found " + found());
    }

    /**
     * A string literal, decoded (a key must be known to say it is a duplicate). Rejects what RFC 8259 forbids
     * (raw control characters, unknown escapes) and what UTF-8 cannot hold (a surrogate that is not half a pair).
     */
    private String string() {
        pos++; // the opening quote
        StringBuilder sb = new StringBuilder();
        while (true) {
            int c = peek();
            if (c == END) {
                throw error("unterminated string: expected '\"' but found end of input");
            } else if (c == '"') {
                pos++;
                return sb.toString();
            } else if (c == '\\') {
                escape(sb);
            } else if (c < 0x20) {
                throw error("control character " + found() + " must be escaped in a string");
            } else if (Character.isHighSurrogate((char) c) && pos + 1 < length
                    && Character.isLowSurrogate(text.charAt(pos + 1))) {
                sb.append(text, pos, pos + 2);
                pos += 2;
            } else if (Character.isSurrogate((char) c)) {
                throw error("invalid surrogate " + hex(c) + " (not part of a pair)");
            } else {
                sb.append((char) c);
                pos++;
            }
        }
    }

    private void escape(StringBuilder sb) {
        pos++; // the backslash
        int c = peek();
        switch (c) {
            case '"', '\\', '/' -> sb.append((char) c);
            case 'b' -> sb.append('\b');
            case 'f' -> sb.append('\f');
            case 'n' -> sb.append('\n');
            case 'r' -> sb.append('\r');
            case 't' -> sb.append('\t');
            case 'u' -> {
                unicodeEscape(sb);
                return;
            }
            default -> throw error("bad escape: '\\' followed by " + found());
        }
        pos++;
    }

    /** Reads uXXXX (at the 'u'); an escaped high surrogate must be followed by an escaped low one. */
    private void unicodeEscape(StringBuilder sb) {
        int escapeStart = pos - 1;
        char c = hex4();
        if (Character.isLowSurrogate(c)) {
            pos = escapeStart;
            throw error("invalid surrogate " + hex(c) + " (a low surrogate must follow a high one)");
        }
        if (Character.isHighSurrogate(c)) {
            if (!text.startsWith("\\u", pos)) {
                pos = escapeStart;
                throw error("invalid surrogate " + hex(c) + " (must be followed by a low surrogate \\uDC00-\\uDFFF)");
            }
            pos++; // the backslash
            char low = hex4();
            if (!Character.isLowSurrogate(low)) {
                pos = escapeStart;
                throw error("invalid surrogate pair " + hex(c) + hex(low));
            }
            sb.append(c).append(low);
            return;
        }
        sb.append(c);
    }

    /** The four hex digits after a 'u' (at the 'u'), leaving pos after them. */
    private char hex4() {
        pos++;
        int v = 0;
        for (int i = 0; i < 4; i++) {
            int d = hexDigit(peek());
            if (d < 0) {
                throw error("bad escape: expected 4 hex digits after \\u but found " + found());
            }
            v = v * 16 + d;
            pos++;
        }
        return (char) v;
    }

    private void skipWhitespace() {
        while (pos < length) {
            char c = text.charAt(pos);
            if (c == ' ' || c == '\t') {
                pos++;
            } else if (c == '\n' || c == '\r') {
                pos += c == '\r' && pos + 1 < length && text.charAt(pos + 1) == '\n' ? 2 : 1;
                line++;
                lineStart = pos;
            } else {
                return;
            }
        }
    }

    private int peek() {
        return pos < length ? text.charAt(pos) : END;
    }

    private int column() {
        return pos - lineStart + 1;
    }

    /** The char at pos as a message shows it: 'x', U+0007, or end of input. */
    private String found() {
        int c = peek();
        if (c == END) {
            return "end of input";
        }
        return Visible.invisible(c) ? String.format("U+%04X", c) : "'" + (char) c + "'";
    }

    private JsonParseException error(String problem) {
        return new JsonParseException(file, line, column(), problem);
    }

    private static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    private static int hexDigit(int c) {
        if (c >= '0' && c <= '9') {
            return c - '0';
        }
        if (c >= 'a' && c <= 'f') {
            return c - 'a' + 10;
        }
        return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
    }

    private static String hex(int c) {
        return String.format("\\u%04X", c);
    }
}
