package bouncelab.io.json;

/** A JSON number. The reader never produces NaN or an infinity: JSON has no way to write them. */
public record JsonNumber(double value, int line, int column) implements JsonValue {

    public static JsonNumber of(double value) {
        return new JsonNumber(value, 0, 0);
    }

    /** True for whole numbers such as 3 or -40 (and 3.0), which counts like "cols" need. */
    public boolean isWhole() {
        return Double.isFinite(value) && value == Math.rint(value);
    }

    @Override
    public String kind() {
        return "number";
    }
}
