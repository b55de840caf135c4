package bouncelab.io.json;

/** A JSON string, escapes already decoded. */
public record JsonString(String value, int line, int column) implements JsonValue {

    public static JsonString of(String value) {
        return new JsonString(value, 0, 0);
    }

    @Override
    public String kind() {
        return "string";
    }
}
