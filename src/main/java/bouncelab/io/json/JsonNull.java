package bouncelab.io.json;

/** {@code null}. */
public record JsonNull(int line, int column) implements JsonValue {

    public static JsonNull of() {
        return new JsonNull(0, 0);
    }

    @Override
    public String kind() {
        return "null";
    }
}
