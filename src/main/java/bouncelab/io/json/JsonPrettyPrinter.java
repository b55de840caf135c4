package bouncelab.io.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.PrettyPrinter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * Writes a JSON value for people to read and edit, with a two-space indent. A container that holds only
 * numbers, strings, booleans and null (or an object that also holds arrays of those) stays on one line when
 * that line fits in {@value #WIDTH} characters, so a brick reads as one line; everything else gets one
 * member per line. Jackson's generator writes it: {@link Layout} puts the line breaks, and a one-line container
 * is written first on its own, to measure it, then put in whole.
 */
public final class JsonPrettyPrinter {
    private static final int WIDTH = 120;

    private JsonPrettyPrinter() {}

    /** The text of {@code value}, ending with a newline. */
    public static String print(JsonValue value) {
        StringBuilder sb = new StringBuilder(1024);
        try (JsonGenerator g = JsonWriter.generator(sb)) {
            g.setPrettyPrinter(new Layout(true));
            write(g, value, 0, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a generator into memory does not fail
        }
        return sb.append('\n').toString();
    }

    /** Writes {@code v} at nesting {@code indent}; {@code used} chars of its line are already taken. */
    private static void write(JsonGenerator g, JsonValue v, int indent, int used) throws IOException {
        if (isScalar(v)) {
            JsonWriter.scalar(g, v);
            return;
        }
        if (isFlat(v)) {
            String line = inline(v);
            if (used + line.length() <= WIDTH) {
                g.writeRawValue(line);
                return;
            }
        }
        if (v instanceof JsonObject o) {
            g.writeStartObject();
            for (Map.Entry<String, JsonValue> e : o.fields().entrySet()) {
                g.writeFieldName(JsonWriter.utf8(e.getKey()));
                write(
                        g,
                        e.getValue(),
                        indent + 2,
                        indent + 2 + JsonWriter.quote(e.getKey()).length() + 2);
            }
            g.writeEndObject();
        } else {
            g.writeStartArray();
            for (JsonValue item : ((JsonArray) v).items()) {
                write(g, item, indent + 2, indent + 2);
            }
            g.writeEndArray();
        }
    }

    /** {@code v} on one line: {@code {"id": "b1", "x": 300}}. */
    private static String inline(JsonValue v) {
        StringBuilder sb = new StringBuilder(64);
        try (JsonGenerator g = JsonWriter.generator(sb)) {
            g.setPrettyPrinter(new Layout(false));
            writeInline(g, v);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sb.toString();
    }

    private static void writeInline(JsonGenerator g, JsonValue v) throws IOException {
        if (v instanceof JsonObject o) {
            g.writeStartObject();
            for (Map.Entry<String, JsonValue> e : o.fields().entrySet()) {
                g.writeFieldName(JsonWriter.utf8(e.getKey()));
                writeInline(g, e.getValue());
            }
            g.writeEndObject();
        } else if (v instanceof JsonArray a) {
            g.writeStartArray();
            for (JsonValue item : a.items()) {
                writeInline(g, item);
            }
            g.writeEndArray();
        } else {
            JsonWriter.scalar(g, v);
        }
    }

    /** Scalars only, or for an object, scalars and arrays of scalars. */
    private static boolean isFlat(JsonValue v) {
        if (v instanceof JsonObject o) {
            return o.fields().values().stream().allMatch(c -> isScalar(c) || (c instanceof JsonArray && isFlat(c)));
        }
        return v instanceof JsonArray a && a.items().stream().allMatch(JsonPrettyPrinter::isScalar);
    }

    private static boolean isScalar(JsonValue v) {
        return !(v instanceof JsonObject || v instanceof JsonArray);
    }

    /**
     * Where Jackson's generator puts spaces and line breaks: spread out, each member on its own line two spaces in
     * from its container's, the closing bracket back under the line that opened it; or all on one line, with a
     * space after each comma and colon.
     */
    private static final class Layout implements PrettyPrinter {
        private final boolean spread;
        private int depth;

        Layout(boolean spread) {
            this.spread = spread;
        }

        @Override
        public void writeRootValueSeparator(JsonGenerator g) {}

        @Override
        public void writeStartObject(JsonGenerator g) throws IOException {
            g.writeRaw('{');
            depth++;
        }

        @Override
        public void beforeObjectEntries(JsonGenerator g) throws IOException {
            newLine(g);
        }

        @Override
        public void writeObjectFieldValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw(": ");
        }

        @Override
        public void writeObjectEntrySeparator(JsonGenerator g) throws IOException {
            g.writeRaw(',');
            if (spread) {
                newLine(g);
            } else {
                g.writeRaw(' ');
            }
        }

        @Override
        public void writeEndObject(JsonGenerator g, int entries) throws IOException {
            depth--;
            newLine(g);
            g.writeRaw('}');
        }

        @Override
        public void writeStartArray(JsonGenerator g) throws IOException {
            g.writeRaw('[');
            depth++;
        }

        @Override
        public void beforeArrayValues(JsonGenerator g) throws IOException {
            newLine(g);
        }

        @Override
        public void writeArrayValueSeparator(JsonGenerator g) throws IOException {
            g.writeRaw(',');
            if (spread) {
                newLine(g);
            } else {
                g.writeRaw(' ');
            }
        }

        @Override
        public void writeEndArray(JsonGenerator g, int values) throws IOException {
            depth--;
            newLine(g);
            g.writeRaw(']');
        }

        private void newLine(JsonGenerator g) throws IOException {
            if (spread) {
                g.writeRaw('\n');
                g.writeRaw(" ".repeat(2 * depth));
            }
        }
    }
}
