package bouncelab.io.json;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.Map;
import org.jspecify.annotations.Nullable;

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
 * Jackson's generator writes the tokens; numbers go through {@link #number}, the one way any JSON here writes a
 * number. Misuse (a value in an object without a name, a second top-level value, unbalanced ends) throws
 * IllegalStateException rather than writing broken JSON. A finished top-level value is in the builder at once.
 */
public final class JsonWriter {
    private final StringBuilder out;
    private JsonGenerator g;
    /** A name waits for its value: Jackson would let {@code {"a":}} through. */
    private boolean afterName;
    /** The top-level value is written: Jackson would write a second one. */
    private boolean done;

    public JsonWriter() {
        this(new StringBuilder(256));
    }

    /** Writes into {@code out}, after whatever it already holds. */
    public JsonWriter(StringBuilder out) {
        this.out = out;
        this.g = generator(out);
    }

    /** A generator writing into {@code out}, without a pretty printer. */
    static JsonGenerator generator(StringBuilder out) {
        try {
            return Jackson.FACTORY.createGenerator(new Writer() {
                @Override
                public void write(char[] chars, int off, int len) {
                    out.append(chars, off, len);
                }

                @Override
                public void write(String s, int off, int len) {
                    out.append(s, off, off + len);
                }

                @Override
                public void flush() {}

                @Override
                public void close() {}
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a Writer into memory does not fail
        }
    }

    public JsonWriter beginObject() {
        try {
            beforeValue();
            g.writeStartObject();
        } catch (IOException e) {
            throw misuse(e);
        }
        return this;
    }

    public JsonWriter endObject() {
        if (afterName) {
            throw new IllegalStateException("a name without a value before '}'");
        }
        try {
            g.writeEndObject();
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    public JsonWriter beginArray() {
        try {
            beforeValue();
            g.writeStartArray();
        } catch (IOException e) {
            throw misuse(e);
        }
        return this;
    }

    public JsonWriter endArray() {
        try {
            g.writeEndArray();
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    /** The next member's name; the value follows with one of the value methods. */
    public JsonWriter name(String key) {
        try {
            g.writeFieldName(utf8(key));
        } catch (IOException e) {
            throw misuse(e);
        }
        afterName = true;
        return this;
    }

    public JsonWriter value(double v) {
        try {
            beforeValue();
            number(g, v);
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    public JsonWriter value(long v) {
        try {
            beforeValue();
            g.writeNumber(v);
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    public JsonWriter value(boolean v) {
        try {
            beforeValue();
            g.writeBoolean(v);
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    /** A string, or null when {@code v} is null. */
    public JsonWriter value(@Nullable String v) {
        try {
            beforeValue();
            if (v == null) {
                g.writeNull();
            } else {
                g.writeString(utf8(v));
            }
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    public JsonWriter nullValue() {
        return value((String) null);
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
        try {
            beforeValue();
            scalar(g, v);
        } catch (IOException e) {
            throw misuse(e);
        }
        return afterValue();
    }

    /** Empties the buffer so the writer can build the next line. */
    public JsonWriter reset() {
        flush();
        if (!g.getOutputContext().inRoot()) {
            g = generator(out); // left in the middle of a value: start over
        }
        out.setLength(0);
        afterName = false;
        done = false;
        return this;
    }

    @Override
    public String toString() {
        flush();
        return out.toString();
    }

    /**
     * The one way a number is written in JSON here, in the JSON Lines, in saved scenarios and in loader messages:
     * whole values below 10^15 as integers (265, not 265.0), others as Double.toString, and NaN and infinities as
     * null, since JSON has no such numbers. A negative zero keeps its sign, -0, so that writing and reading back
     * gives the same double.
     */
    public static String number(double v) {
        if (!Double.isFinite(v)) {
            return "null";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return v == 0 && 1 / v < 0 ? "-0" : Long.toString((long) v);
        }
        return Double.toString(v);
    }

    /**
     * {@code s} as a quoted JSON string. Escapes what JSON requires (quote, backslash, control characters) and
     * U+2028/U+2029, which break JavaScript; a lone surrogate, which has no UTF-8 form, becomes U+FFFD.
     */
    public static String quote(String s) {
        return new JsonWriter(new StringBuilder(s.length() + 2)).value(s).toString();
    }

    static void number(JsonGenerator g, double v) throws IOException {
        if (Double.isFinite(v)) {
            g.writeNumber(number(v));
        } else {
            g.writeNull();
        }
    }

    /** Writes a number, string, boolean or null; containers are the caller's business. */
    static void scalar(JsonGenerator g, JsonValue v) throws IOException {
        if (v instanceof JsonNumber n) {
            number(g, n.value());
        } else if (v instanceof JsonString s) {
            g.writeString(utf8(s.value()));
        } else if (v instanceof JsonBool b) {
            g.writeBoolean(b.value());
        } else if (v instanceof JsonNull) {
            g.writeNull();
        } else {
            throw new IllegalArgumentException("not a scalar: " + v.kind());
        }
    }

    /** {@code s} with each lone surrogate, which UTF-8 cannot hold, as U+FFFD. */
    static String utf8(String s) {
        StringBuilder fixed = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!Character.isSurrogate(c)) {
                continue;
            }
            if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                i++;
                continue;
            }
            if (fixed == null) {
                fixed = new StringBuilder(s);
            }
            fixed.setCharAt(i, '\uFFFD');
        }
        return fixed == null ? s : fixed.toString();
    }

    /** Allows one top-level value, and a value in an object only after its name. */
    private void beforeValue() {
        if (g.getOutputContext().inRoot()) {
            if (done) {
                throw new IllegalStateException("one top-level value per document; call reset() for the next");
            }
            done = true;
        }
        afterName = false;
    }

    /** A top-level value, once finished, goes into the builder at once. */
    private JsonWriter afterValue() {
        if (g.getOutputContext().inRoot()) {
            flush();
        }
        return this;
    }

    private void flush() {
        try {
            g.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Jackson refusing a token is a bug in the caller, as it was when this writer checked the order itself. */
    private static RuntimeException misuse(IOException e) {
        return e instanceof JsonGenerationException
                ? new IllegalStateException(e.getMessage(), e)
                : new UncheckedIOException(e);
    }
}
