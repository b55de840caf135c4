package bouncelab.io.json;

import java.util.Map;

/**
 * Writes a JSON value for people to read and edit, with a two-space indent. A container that holds only
 * numbers, strings, booleans and null (or an object that also holds arrays of those) stays on one line when
 * that line fits in {@value #WIDTH} characters, so a brick reads as one line; everything else gets one
 * member per line.
 */
public final class JsonPrettyPrinter {
    private static final int WIDTH = 120;

    private JsonPrettyPrinter() {
    }

    /** The text of {@code value}, ending with a newline. */
    public static String print(JsonValue value) {
        StringBuilder sb = new StringBuilder(1024);
        write(sb, value, 0, 0);
        return sb.append('\n').toString();
    }

    /** Writes {@code v} at nesting {@code indent}; {@code used} chars of its line are already taken. */
    private static void write(StringBuilder sb, JsonValue v, int indent, int used) {
        if (isScalar(v)) {
            JsonWriter.appendScalar(sb, v);
            return;
        }
        if (isFlat(v)) {
            int start = sb.length();
            writeInline(sb, v);
            if (used + sb.length() - start <= WIDTH) {
                return;
            }
            sb.setLength(start); // too long for one line after all
        }
        if (v instanceof JsonObject o) {
            sb.append('{');
            String comma = "";
            for (Map.Entry<String, JsonValue> e : o.fields().entrySet()) {
                int lineStart = sb.append(comma).length() + 1;
                newLine(sb, indent + 2);
                JsonWriter.appendString(sb, e.getKey());
                sb.append(": ");
                write(sb, e.getValue(), indent + 2, sb.length() - lineStart);
                comma = ",";
            }
            newLine(sb, indent);
            sb.append('}');
        } else {
            sb.append('[');
            String comma = "";
            for (JsonValue item : ((JsonArray) v).items()) {
                sb.append(comma);
                newLine(sb, indent + 2);
                write(sb, item, indent + 2, indent + 2);
                comma = ",";
            }
            newLine(sb, indent);
            sb.append(']');
        }
    }

    private static void newLine(StringBuilder sb, int indent) {
        sb.append('\n').append(" ".repeat(indent));
    }

    private static void writeInline(StringBuilder sb, JsonValue v) {
        if (v instanceof JsonObject o) {
            sb.append('{');
            String sep = "";
            for (Map.Entry<String, JsonValue> e : o.fields().entrySet()) {
                sb.append(sep);
                JsonWriter.appendString(sb, e.getKey());
                sb.append(": ");
                writeInline(sb, e.getValue());
                sep = ", ";
            }
            sb.append('}');
        } else if (v instanceof JsonArray a) {
            sb.append('[');
            String sep = "";
            for (JsonValue item : a.items()) {
                sb.append(sep);
                writeInline(sb, item);
                sep = ", ";
            }
            sb.append(']');
        } else {
            JsonWriter.appendScalar(sb, v);
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
}
