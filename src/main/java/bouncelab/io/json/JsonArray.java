package bouncelab.io.json;

import java.util.Collections;
import java.util.List;

/** A JSON array, items in file order. */
public record JsonArray(List<JsonValue> items, int line, int column) implements JsonValue {

    public JsonArray {
        items = Collections.unmodifiableList(items);
    }

    /** An array made in code. */
    public static JsonArray of(List<? extends JsonValue> items) {
        return new JsonArray(List.copyOf(items), 0, 0);
    }

    public JsonValue get(int index) {
        return items.get(index);
    }

    public int size() {
        return items.size();
    }

    @Override
    public String kind() {
        return "array";
    }
}
