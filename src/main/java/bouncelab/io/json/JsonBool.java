package bouncelab.io.json;

/** {@code true} or {@code false}. */
public record JsonBool(boolean value, int line, int column) implements JsonValue {

    public static JsonBool of(boolean value) {
        return new JsonBool(value, 0, 0);
    }

    @Override
    public String kind() {
        return "boolean";
    }
}
