package bouncelab.io.scenario;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.json.JsonArray;
import bouncelab.io.json.JsonBool;
import bouncelab.io.json.JsonNumber;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Reads the members of one JSON object of a scenario file, knowing its path (such as {@code paddles[1]}), so
 * that every type or range error it raises names the field and the line of the offending value.
 */
final class FieldReader {
    /** Positions, sizes and speeds beyond this are typing mistakes, and would make the geometry lose precision. */
    static final double MAX_MAGNITUDE = ShotLimits.MAX_MAGNITUDE;

    enum Range {
        ANY,
        NON_NEGATIVE,
        POSITIVE
    }

    private final JsonObject object;
    private final String path;
    private final String file;

    private FieldReader(JsonObject object, String path, String file) {
        this.object = object;
        this.path = path;
        this.file = file;
    }

    /** The top of a scenario file, which must be an object. */
    static FieldReader root(JsonValue value, String file) {
        if (!(value instanceof JsonObject o)) {
            throw new ScenarioException(
                    file, value.line(), ScenarioException.ROOT, Refusal.of("scenario.notObject", describe(value)));
        }
        return new FieldReader(o, "", file);
    }

    String path() {
        return path;
    }

    int line() {
        return object.line();
    }

    String pathOf(String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    boolean has(String key) {
        return object.has(key);
    }

    /** Rejects the first member not in {@code allowed}, in file order, at the line of its key. */
    void allowOnly(List<String> allowed) {
        for (String key : object.keys()) {
            if (!allowed.contains(key)) {
                // a key that is the empty string is still named, as it is written: ""
                throw new ScenarioException(
                        file,
                        object.keyLine(key),
                        pathOf(key.isEmpty() ? "\"\"" : key),
                        Refusal.of("scenario.unknownField", String.join(", ", allowed)));
            }
        }
    }

    /** A required number, finite, at most {@link #MAX_MAGNITUDE} in size, and in {@code range}. */
    double number(String key, Range range) {
        double v = numberValue(key, required(key));
        if (Math.abs(v) > MAX_MAGNITUDE) {
            throw error(key, Refusal.of("field.tooLarge", JsonWriter.number(v)));
        }
        if (range == Range.NON_NEGATIVE && v < 0) {
            throw error(key, Refusal.of("field.negative", JsonWriter.number(v)));
        }
        if (range == Range.POSITIVE && v <= 0) {
            throw error(key, Refusal.of("field.notPositive", JsonWriter.number(v)));
        }
        return v;
    }

    /** An optional number, checked like {@link #number(String, Range)} when present. */
    double number(String key, Range range, double absent) {
        return has(key) ? number(key, range) : absent;
    }

    /** A required whole number from 0 to {@code max}, such as a count of rows. */
    int count(String key, int max) {
        double v = numberValue(key, required(key));
        if (v != Math.rint(v)) {
            throw error(key, Refusal.of("field.notWhole", JsonWriter.number(v)));
        }
        if (v < 0) {
            throw error(key, Refusal.of("field.negative", JsonWriter.number(v)));
        }
        if (v > max) {
            throw error(key, Refusal.of("field.atMost", String.valueOf(max), JsonWriter.number(v)));
        }
        return (int) v;
    }

    /** An optional non-empty string, or {@code absent}. */
    /** A string that may be empty (a name not typed yet); {@code absent} when the field is missing. */
    String text(String key, String absent) {
        JsonValue v = object.get(key);
        if (v == null) {
            return absent;
        }
        if (!(v instanceof JsonString s)) {
            throw error(key, Refusal.of("field.notString", describe(v)));
        }
        return s.value();
    }

    String string(String key, String absent) {
        String given = optionalString(key);
        return given == null ? absent : given;
    }

    /** The member {@code key} as a string, or null when it is absent. */
    @Nullable
    String optionalString(String key) {
        JsonValue v = object.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof JsonString s)) {
            throw error(key, Refusal.of("field.notString", describe(v)));
        }
        if (s.value().isEmpty()) {
            throw error(key, Refusal.of("field.empty"));
        }
        return s.value();
    }

    boolean bool(String key, boolean absent) {
        JsonValue v = object.get(key);
        if (v == null) {
            return absent;
        }
        if (!(v instanceof JsonBool b)) {
            throw error(key, Refusal.of("field.notBool", describe(v)));
        }
        return b.value();
    }

    FieldReader object(String key) {
        JsonValue v = required(key);
        if (!(v instanceof JsonObject o)) {
            throw error(key, Refusal.of("field.notObject", describe(v)));
        }
        return new FieldReader(o, pathOf(key), file);
    }

    /** The member {@code key} as an object, or null when it is absent. */
    @Nullable
    FieldReader optionalObject(String key) {
        return has(key) ? object(key) : null;
    }

    /** The items of the array {@code key}, or null when it is absent. */
    @Nullable
    List<JsonValue> items(String key) {
        JsonValue v = object.get(key);
        if (v == null) {
            return null;
        }
        if (!(v instanceof JsonArray a)) {
            throw error(key, Refusal.of("field.notArray", describe(v)));
        }
        return a.items();
    }

    /** The array {@code key} of objects, each with its path {@code key[i]}; empty when absent. */
    List<FieldReader> objects(String key) {
        List<JsonValue> items = items(key);
        List<FieldReader> out = new ArrayList<>(items == null ? 0 : items.size());
        for (int i = 0; items != null && i < items.size(); i++) {
            String itemPath = pathOf(key) + "[" + i + "]";
            if (!(items.get(i) instanceof JsonObject o)) {
                throw new ScenarioException(
                        file, items.get(i).line(), itemPath, Refusal.of("field.notObject", describe(items.get(i))));
            }
            out.add(new FieldReader(o, itemPath, file));
        }
        return out;
    }

    /** The member's value as it is, or null when absent. */
    @Nullable
    JsonValue value(String key) {
        return object.get(key);
    }

    /** The line of the member's value, or of this object when the member is absent. */
    int lineOf(String key) {
        JsonValue v = object.get(key);
        return v == null ? object.line() : v.line();
    }

    /** A problem with member {@code key}, at the line of its value. */
    ScenarioException error(String key, Refusal problem) {
        return new ScenarioException(file, lineOf(key), pathOf(key), problem);
    }

    /** A problem with this object as a whole, at the line where it starts. */
    ScenarioException errorHere(Refusal problem) {
        return new ScenarioException(file, object.line(), path, problem);
    }

    /** A problem with a value inside member {@code key}, such as an array item, named by its own path. */
    ScenarioException errorAt(JsonValue value, String field, Refusal problem) {
        return new ScenarioException(file, value.line(), field, problem);
    }

    private JsonValue required(String key) {
        JsonValue v = object.get(key);
        if (v == null) {
            throw error(key, Refusal.of("field.missing"));
        }
        return v;
    }

    private double numberValue(String key, JsonValue v) {
        if (!(v instanceof JsonNumber n)) {
            throw error(key, Refusal.of("field.notNumber", describe(v)));
        }
        if (!Double.isFinite(n.value())) {
            throw error(key, Refusal.of("field.notFinite"));
        }
        return n.value();
    }

    /** A value as an error message shows it: {@code a string "ten"}, {@code the number 3}, {@code null}. */
    static Refusal describe(JsonValue v) {
        if (v instanceof JsonString s) {
            String text = s.value().length() > 40 ? s.value().substring(0, 40) + "..." : s.value();
            return Refusal.of("value.string", JsonWriter.quote(text));
        }
        if (v instanceof JsonNumber n) {
            return Refusal.of("value.number", JsonWriter.number(n.value()));
        }
        return switch (v.kind()) {
            case "object" -> Refusal.of("value.object");
            case "array" -> Refusal.of("value.array");
            default -> Refusal.of("value.literal", new JsonWriter().value(v).toString()); // true, false or null
        };
    }
}
