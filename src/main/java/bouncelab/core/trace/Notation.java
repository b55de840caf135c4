package bouncelab.core.trace;

/**
 * How a language writes the working's numbers and outcomes, so that a line said in it can be read back: worked out
 * ({@link ShownSum}), cut into blanks ({@link Blanks}) and redone. English writes "12.5", "min(a, b)", "true";
 * Spanish "12,5", "min(a; b)", "verdadero". The words floor makes it from a language's bundle.
 */
public record Notation(char mark, char separator, String yes, String no) {
    /** As {@link Num} writes numbers, and Java's true and false. */
    public static final Notation ENGLISH = new Notation('.', ',', "true", "false");

    /** {@code text} in English notation: each decimal mark a point, each separator a comma. */
    public String plain(String text) {
        if (mark == '.' && separator == ',') {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            out.append(c == mark ? '.' : c == separator ? ',' : c);
        }
        return out.toString();
    }

    /** The outcome word of {@code result}. */
    public String outcome(boolean result) {
        return result ? yes : no;
    }
}
