package bouncelab.io.json;

/** A JSON number. The reader never produces NaN or an infinity: JSON has no way to write them. */
public record JsonNumber(double value, int line, int column) implements JsonValue {

    public static JsonNumber of(double value) {
        return new JsonNumber(value, 0, 0);
    }

    @Override
    public String kind() {
        return "number";
    }
}
