package bouncelab.core.trace;

import org.jspecify.annotations.Nullable;

/**
 * One named number of an algorithm's working, with its formula in the article's terms and the same formula
 * with the numbers put in: {@code circleDistanceX = |300 − 530 − 35| = 265}. The inspector, the lessons and
 * the command line all print it from here. The numbers put in are written so that the line redoes by hand (see
 * {@link Filled}).
 *
 * @param inWords the formula when it is words rather than the article's terms ("bricks standing on each pass"), to be
 *                said in a language; then {@code formula} is empty
 */
public record Quantity(
        String name,
        double value,
        String formula,
        Filled numbers,
        @Nullable Phrase inWords) {

    /** A quantity whose formula is in the article's terms. */
    public Quantity(String name, double value, String formula, Filled numbers) {
        this(name, value, formula, numbers, null);
    }

    /** A quantity whose formula is words, said in a language, before its numbers. */
    public static Quantity inWords(String name, double value, Phrase formula, Filled numbers) {
        return new Quantity(name, value, "", numbers, formula);
    }

    /** What tells one formula from another, to write each in letters only the first time a frame has it. */
    public String formulaKey() {
        return inWords == null ? formula : inWords.toString();
    }

    /** Working that is words or a count, written as given. */
    public Quantity(String name, double value, String formula, String filled) {
        this(name, value, formula, Filled.text(filled));
    }

    /** A quantity whose formula is given only with its numbers. */
    public static Quantity of(String name, double value, String filled) {
        return new Quantity(name, value, "", filled);
    }

    /** A plain value with no working. */
    public static Quantity value(String name, double value) {
        return new Quantity(name, value, "", "");
    }

    /** The formula with its numbers put in, as printed. */
    public String filled() {
        return numbers.render(value);
    }

    /** The working line: {@code name = filled = value}, or {@code name = value} when there is nothing to fill. */
    public String working() {
        return line(false);
    }

    /** The working line with the formula in letters first: {@code name = formula = filled = value}. */
    public String workingWithFormula() {
        return line(true);
    }

    private String line(boolean withFormula) {
        String v = Num.fmt(value);
        String filled = filled();
        StringBuilder s = new StringBuilder(name).append(" = ");
        if (withFormula && !formula.isEmpty() && !formula.equals(filled)) {
            s.append(formula).append(" = ");
        }
        if (!filled.isEmpty() && !filled.equals(v)) {
            s.append(filled).append(" = ");
        }
        return s.append(v).toString();
    }

    @Override
    public String toString() {
        return working();
    }
}
