package bouncelab.io.json;

import java.util.Arrays;
import java.util.Map;

/**
 * Builds compact JSON into a StringBuilder, one call per token, for the command line's JSON Lines output:
 *
 * <pre>{@code
 * JsonWriter w = new JsonWriter();
 * w.beginObject().name("t").value(0.25).name("hit").value(true).endObject();
 * w.toString(); // {"t":0.25,"hit":true}
 * w.reset();    // ready for the next line, reusing the same buffer
 * }</pre>
 *
 * Whole numbers print without ".0" (265, not 265.0); NaN and infinities print as null, since JSON has no
 * such numbers. Misuse (a value in an object without a name, a second top-level value, unbalanced ends)
 * throws IllegalStateException rather than writing broken JSON.
 */
public final class JsonWriter {
    private static final byte OBJECT = 1;
    private static final byte ARRAY = 2;
    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private final StringBuilder out;
    private byte[] containers = new byte[16];
    private boolean[] hasItems = new boolean[16];
    private int depth;
    private boolean afterName;
    private boolean done;

    public JsonWriter() {
        this(new StringBuilder(256));
    }

    /** Writes into {@code out}, after whatever it already holds. */
    public JsonWriter(StringBuilder out) {
        this.out = out;
    }

    public JsonWriter beginObject() {
        return open(OBJECT, '{');
    }

    public JsonWriter endObject() {
        if (afterName) {
            throw new IllegalStateException("a name without a value before '}'");
        }
        return close(OBJECT, '}');
    }

    public JsonWriter beginArray() {
        return open(ARRAY, '[');
    }

    public JsonWriter endArray() {
        return close(ARRAY, ']');
    }

    /** The next member's name; the value follows with one of the value methods. */
    public JsonWriter name(String key) {
        if (depth == 0 || containers[depth - 1] != OBJECT || afterName) {
            throw new IllegalStateException("a name belongs directly inside an object, before its value");
        }
        if (hasItems[depth - 1]) {
            out.append(',');
        }
        hasItems[depth - 1] = true;
        appendString(out, key);
        out.append(':');
        afterName = true;
        return this;
    }

    public JsonWriter value(double v) {
        beforeValue();
        appendNumber(out, v);
        return this;
    }

    public JsonWriter value(long v) {
        beforeValue();
        out.append(v);
        return this;
    }

    public JsonWriter value(boolean v) {
        beforeValue();
        out.append(v);
        return this;
    }

    /** A string, or null when {@code v} is null. */
    public JsonWriter value(String v) {
        beforeValue();
        if (v == null) {
            out.append("null");
        } else {
            appendString(out, v);
        }
        return this;
    }

    public JsonWriter nullValue() {
        beforeValue();
        out.append("null");
        return this;
    }

    /** A whole parsed or built value, compactly. */
    public JsonWriter value(JsonValue v) {
        if (v instanceof JsonObject o) {
            beginObject();
            for (Map.Entry<String, JsonValue> e : o.fields().entrySet()) {
                name(e.getKey()).value(e.getValue());
            }
            return endObject();
        }
        if (v instanceof JsonArray a) {
            beginArray();
            for (JsonValue item : a.items()) {
                value(item);
            }
            return endArray();
        }
        beforeValue();
        appendScalar(out, v);
        return this;
    }

    /** Empties the buffer so the writer can build the next line. */
    public JsonWriter reset() {
        out.setLength(0);
        depth = 0;
        afterName = false;
        done = false;
        return this;
    }

    @Override
    public String toString() {
        return out.toString();
    }

    /** Appends a number: whole values as integers, others as Double.toString, NaN and infinities as null. */
    public static void appendNumber(StringBuilder sb, double v) {
        if (!Double.isFinite(v)) {
            sb.append("null");
        } else if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            if (v == 0 && 1 / v < 0) {
                sb.append('-'); // keep -0.0 so that writing and reading back gives the same double
            }
            sb.append((long) v);
        } else {
            sb.append(v);
        }
    }

    public static String number(double v) {
        StringBuilder sb = new StringBuilder(24);
        appendNumber(sb, v);
        return sb.toString();
    }

    /**
     * Appends {@code s} as a quoted JSON string. Escapes what JSON requires (quote, backslash, control
     * characters) and U+2028/U+2029, which break JavaScript; a lone surrogate, which has no UTF-8 form,
     * becomes U+FFFD.
     */
    public static void appendString(StringBuilder sb, String s) {
        sb.append('"');
        int n = s.length();
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                case '\b' -> sb.append("\\b");
                case '\f' -> sb.append("\\f");
                case '\u2028', '\u2029' -> unicodeEscape(sb, c);
                default -> {
                    if (c < 0x20) {
                        unicodeEscape(sb, c);
                    } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))) {
                        sb.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        sb.append('\uFFFD');
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2);
        appendString(sb, s);
        return sb.toString();
    }

    /** Appends a number, string, boolean or null; containers are the caller's business. */
    static void appendScalar(StringBuilder sb, JsonValue v) {
        if (v instanceof JsonNumber n) {
            appendNumber(sb, n.value());
        } else if (v instanceof JsonString s) {
            appendString(sb, s.value());
        } else if (v instanceof JsonBool b) {
            sb.append(b.value());
        } else if (v instanceof JsonNull) {
            sb.append("null");
        } else {
            throw new IllegalArgumentException("not a scalar: " + v.kind());
        }
    }

    private static void unicodeEscape(StringBuilder sb, char c) {
        sb.append("\\u").append(HEX[c >> 12 & 0xF]).append(HEX[c >> 8 & 0xF])
                .append(HEX[c >> 4 & 0xF]).append(HEX[c & 0xF]);
    }

    private JsonWriter open(byte kind, char bracket) {
        beforeValue();
        if (depth == containers.length) {
            containers = Arrays.copyOf(containers, depth * 2);
            hasItems = Arrays.copyOf(hasItems, depth * 2);
        }
        containers[depth] = kind;
        hasItems[depth] = false;
        depth++;
        out.append(bracket);
        return this;
    }

    private JsonWriter close(byte kind, char bracket) {
        if (depth == 0 || containers[depth - 1] != kind) {
            throw new IllegalStateException("'" + bracket + "' does not match the open container");
        }
        depth--;
        out.append(bracket);
        return this;
    }

    /** Writes the comma before an array item, checks that an object member has its name, and allows one top value. */
    private void beforeValue() {
        if (depth == 0) {
            if (done) {
                throw new IllegalStateException("one top-level value per document; call reset() for the next");
            }
            done = true;
        } else if (containers[depth - 1] == ARRAY) {
            if (hasItems[depth - 1]) {
                out.append(',');
            }
            hasItems[depth - 1] = true;
        } else if (afterName) {
            afterName = false;
        } else {
            throw new IllegalStateException("a value inside an object needs a name first");
        }
    }
}
