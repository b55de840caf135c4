package bouncelab.core.trace;

/**
 * Works out a filled-in formula the way a student redoing it by hand would, from its text: + − · × / ², brackets
 * (side by side they multiply), |…|, √, min(a, b) and max(a, b), ∞, the true minus sign. Used by {@link Filled} to
 * make sure the numbers it prints give the result it prints. NaN for text it cannot read.
 */
public final class ShownSum {
    private final String s;
    private int i;

    private ShownSum(String s) {
        this.s = s;
    }

    /** The value of the text; NaN for text it cannot read. */
    static double of(String text) {
        try {
            return eval(text);
        } catch (IllegalArgumentException e) {
            return Double.NaN;
        }
    }

    /**
     * The value of the text, as a student would work it out.
     *
     * @throws IllegalArgumentException saying where the text stops making sense
     */
    public static double eval(String text) {
        ShownSum r = new ShownSum(text.replace(" ", ""));
        double v = r.sum();
        if (r.i != r.s.length()) {
            throw new IllegalArgumentException("stopped at " + r.i);
        }
        return v;
    }

    private boolean eat(char c) {
        if (i < s.length() && s.charAt(i) == c) {
            i++;
            return true;
        }
        return false;
    }

    private double sum() {
        double v = product();
        while (true) {
            if (eat('+')) {
                v += product();
            } else if (eat('−') || eat('-')) {
                v -= product();
            } else {
                return v;
            }
        }
    }

    private double product() {
        double v = unary();
        while (true) {
            if (eat('·') || eat('×')) {
                v *= unary();
            } else if (eat('/')) {
                v /= unary();
            } else if (i < s.length() && s.charAt(i) == '(') { // (a)(b): brackets side by side multiply
                v *= unary();
            } else {
                return v;
            }
        }
    }

    private double unary() {
        if (eat('−') || eat('-')) {
            return -unary();
        }
        if (eat('√')) {
            return Math.sqrt(power());
        }
        return power();
    }

    private double power() {
        double v = atom();
        while (eat('²')) {
            v *= v;
        }
        return v;
    }

    private double atom() {
        if (s.startsWith("min(", i) || s.startsWith("max(", i)) {
            boolean min = s.startsWith("min(", i);
            i += 4;
            double a = sum();
            if (!eat(',')) {
                throw new IllegalArgumentException("expected , at " + i);
            }
            double b = sum();
            expect(')');
            return min ? Math.min(a, b) : Math.max(a, b);
        }
        if (eat('(')) {
            double v = sum();
            expect(')');
            return v;
        }
        if (eat('|')) {
            double v = sum();
            expect('|');
            return Math.abs(v);
        }
        if (eat('∞')) {
            return Double.POSITIVE_INFINITY; // "min(216.333 + 0, ∞)": no upper limit
        }
        int start = i;
        while (i < s.length() && (Character.isDigit(s.charAt(i)) || s.charAt(i) == '.')) {
            i++;
        }
        if (start == i) {
            throw new IllegalArgumentException("expected a number at " + i);
        }
        return Double.parseDouble(s.substring(start, i));
    }

    private void expect(char c) {
        if (!eat(c)) {
            throw new IllegalArgumentException("expected " + c + " at " + i);
        }
    }
}
