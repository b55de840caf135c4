package bouncelab.io.json;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * A JSON object. {@code fields} keeps the members in file order; {@code keyLines} holds the line of each
 * member's key, which is where an "unknown field" error should point.
 */
public record JsonObject(Map<String, JsonValue> fields, Map<String, Integer> keyLines, int line, int column)
        implements JsonValue {

    public JsonObject {
        fields = Collections.unmodifiableMap(fields);
        keyLines = Collections.unmodifiableMap(keyLines);
    }

    /** The member {@code key}, or null when the object has none. */
    public @Nullable JsonValue get(String key) {
        return fields.get(key);
    }

    public boolean has(String key) {
        return fields.containsKey(key);
    }

    /** The line of {@code key}, or of the object itself when it has no such member. */
    public int keyLine(String key) {
        return keyLines.getOrDefault(key, line);
    }

    /** The keys in file order. */
    public Set<String> keys() {
        return fields.keySet();
    }

    public int size() {
        return fields.size();
    }

    @Override
    public String kind() {
        return "object";
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Builds an object in code (for writers); members keep the order they were put in. */
    public static final class Builder {
        private final LinkedHashMap<String, JsonValue> fields = new LinkedHashMap<>();

        public Builder put(String key, JsonValue value) {
            fields.put(key, value);
            return this;
        }

        public Builder put(String key, double value) {
            return put(key, JsonNumber.of(value));
        }

        public Builder put(String key, @Nullable String value) {
            return put(key, value == null ? JsonNull.of() : JsonString.of(value));
        }

        public Builder put(String key, boolean value) {
            return put(key, JsonBool.of(value));
        }

        public JsonObject build() {
            LinkedHashMap<String, Integer> lines = new LinkedHashMap<>();
            fields.keySet().forEach(k -> lines.put(k, 0));
            return new JsonObject(new LinkedHashMap<>(fields), lines, 0, 0);
        }
    }
}
