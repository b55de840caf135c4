package bouncelab.core.trace;

/**
 * One named number of an algorithm's working, with its formula in the article's terms and the same formula
 * with the numbers put in: {@code circleDistanceX = |300 − 530 − 35| = 265}. The inspector, the lessons and
 * the command line all print it from here.
 */
public record Quantity(String name, double value, String formula, String filled) {

    /** A quantity whose formula is given only with its numbers. */
    public static Quantity of(String name, double value, String filled) {
        return new Quantity(name, value, "", filled);
    }

    /** A plain value with no working. */
    public static Quantity value(String name, double value) {
        return new Quantity(name, value, "", "");
    }

    /** The working line: {@code name = filled = value}, or {@code name = value} when there is nothing to fill. */
    public String working() {
        String v = Num.fmt(value);
        if (filled.isEmpty() || filled.equals(v)) {
            return name + " = " + v;
        }
        return name + " = " + filled + " = " + v;
    }

    @Override
    public String toString() {
        return working();
    }
}
