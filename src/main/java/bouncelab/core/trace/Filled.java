package bouncelab.core.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A formula with its numbers put in, written so that it redoes by hand: worked out with the numbers exactly as
 * printed it gives the result as printed, to half a unit of the result's last digit. The template holds the
 * operators and a {@code {}} for each number, or {@code {t}} for the frame's time step; numbers are written with
 * three decimals, the time step when it is a small fraction as that fraction ("(1/60)", as the frame's header
 * writes dt), and where rounding to three decimals would throw the result off, every number with more decimals
 * until it does not. Only the time step is ever a fraction: any other number is written in decimals, as it is
 * where it is a result (a ua of 7/12 is 0.583 on its own line and in the next). A negative number after an operator or before a ² gets brackets.
 * Several steps may be chained with " = ", each of which must give the result.
 */
public final class Filled {
    /** Decimals tried in turn; the last writes each double exactly. */
    private static final int[] DECIMALS = {3, 5, 7, 9, 12, Num.FULL};

    private static final Filled NONE = new Filled("", null);

    private final String template;
    private final double @Nullable [] args;

    private Filled(String template, double @Nullable [] args) {
        this.template = template;
        this.args = args;
    }

    /** {@code Filled.of("{} + {}·{}", x, dt, vx)}. */
    public static Filled of(String template, double... args) {
        return new Filled(template, args.clone());
    }

    /** Text written as it is, not checked: for working that is words, not a sum. */
    public static Filled text(String text) {
        return text.isEmpty() ? NONE : new Filled(text, null);
    }

    /** "filled = result", for working written inside a note or a rule's words. */
    public static String worked(double result, String template, double... args) {
        String f = of(template, args).render(result);
        String r = Num.fmt(result);
        return f.equals(r) ? r : f + " = " + r;
    }

    /**
     * "filled = result" for a sum the code works out in floats, each operation rounded to a float on the way. Worked
     * exactly, the numbers as written nearly always give the float's result; when the float's own rounding has
     * carried it across a rounding boundary (the exact sum ends in …7499, the float in …7501), no way of writing them
     * does, and the line says what happened instead of hiding it: "filled = exact, which a float holds as F = result",
     * with the numbers, the exact sum and the float to seven decimals, about what a float holds.
     */
    public static String workedInFloats(float result, String template, double... args) {
        Filled f = of(template, args);
        return f.inFloats(result, f.floatDecimals(result));
    }

    /**
     * Float sums of one line that share a template (position.X's and position.Y's), each as
     * {@link #workedInFloats}, but a number that two of them share (a 45° direction's 0.7071068 in both) written
     * the same way in each: where their own decimals differ, the fewest decimals, no fewer than either's, from
     * which both redo; at a float's seven decimals a sum that does not redo says the float's rounding in words.
     */
    public static List<String> workedInFloatsAlike(String template, float[] results, double[][] args) {
        Filled[] f = filled(template, args);
        int[] d = decimalsAlike(f, results, args);
        List<String> out = new ArrayList<>();
        for (int k = 0; k < results.length; k++) {
            out.add(f[k].inFloats(results[k], d[k]));
        }
        return out;
    }

    /**
     * The same sums as {@link #workedInFloatsAlike}, to be said in a language: a sum alone, or with the float's
     * rounding in words ({@code floatHolds}).
     */
    public static List<Phrase> workedInFloatsAlikeSaid(String template, float[] results, double[][] args) {
        Filled[] f = filled(template, args);
        int[] d = decimalsAlike(f, results, args);
        List<Phrase> out = new ArrayList<>();
        for (int k = 0; k < results.length; k++) {
            out.add(f[k].inFloatsSaid(results[k], d[k]));
        }
        return out;
    }

    private static Filled[] filled(String template, double[][] args) {
        Filled[] f = new Filled[args.length];
        for (int k = 0; k < args.length; k++) {
            f[k] = of(template, args[k]);
        }
        return f;
    }

    /** Each sum's decimals, a number two of them share written alike; negative: the float's rounding in words. */
    private static int[] decimalsAlike(Filled[] f, float[] results, double[][] args) {
        int[] d = new int[results.length];
        int most = 0;
        for (int k = 0; k < results.length; k++) {
            d[k] = f[k].floatDecimals(results[k]);
            most = Math.max(most, Math.abs(d[k]));
        }
        int first = Math.abs(d[0]);
        if (sharesAFraction(args) && Arrays.stream(d).anyMatch(x -> Math.abs(x) != first)) {
            for (int common : DECIMALS) {
                if (common < most) {
                    continue;
                }
                int[] e = new int[results.length];
                boolean all = true;
                for (int k = 0; k < results.length && all; k++) {
                    if (redoes(f[k].fill(common), Num.fmt(results[k]))) {
                        e[k] = common;
                    } else if (common == FLOAT_DECIMALS) {
                        e[k] = -common; // at a float's decimals the float's rounding shows: said in words
                    } else {
                        all = false;
                    }
                }
                if (all) {
                    d = e;
                    break;
                }
            }
        }
        return d;
    }

    /** The decimals from which this float sum redoes; minus {@link #FLOAT_DECIMALS} when none does. */
    private int floatDecimals(float result) {
        String shown = Num.fmt(result);
        for (int d : DECIMALS) {
            if (redoes(fill(d), shown)) {
                return d;
            }
        }
        return -FLOAT_DECIMALS;
    }

    /** Written with {@code decimals}; negative: the float's rounding said in words, at that many decimals. */
    private String inFloats(float result, int decimals) {
        String shown = Num.fmt(result);
        String text = fill(Math.abs(decimals));
        if (decimals > 0) {
            return text.equals(shown) ? shown : text + " = " + shown;
        }
        return text + " = " + Num.fmt(ShownSum.of(text), FLOAT_DECIMALS) + ", which a float holds as "
                + Num.fmt(result, FLOAT_DECIMALS) + " = " + shown;
    }

    /** {@link #inFloats} to be said in a language: the float's rounding, when it shows, in words. */
    private Phrase inFloatsSaid(float result, int decimals) {
        if (decimals > 0) {
            return Check.sum(inFloats(result, decimals));
        }
        String text = fill(-decimals);
        return Phrase.of(
                "floatHolds",
                "sum",
                Phrase.written(text + " = " + Num.fmt(ShownSum.of(text), FLOAT_DECIMALS)),
                "held",
                Phrase.written(Num.fmt(result, FLOAT_DECIMALS) + " = " + Num.fmt(result)));
    }

    /**
     * Some number that is not whole appears, up to its sign, in two of the lists: the same to a float's seven
     * decimals, as a direction turned round and normalised again may differ in its last bit and still read the same.
     */
    private static boolean sharesAFraction(double[][] args) {
        for (int i = 0; i < args.length; i++) {
            for (int j = i + 1; j < args.length; j++) {
                for (double a : args[i]) {
                    for (double b : args[j]) {
                        if (a != Math.rint(a)
                                && Num.fmt(Math.abs(a), FLOAT_DECIMALS).equals(Num.fmt(Math.abs(b), FLOAT_DECIMALS))) {
                            return true;
                        }
                    }
                }
            }
        }
        return false;
    }

    /** Decimals for a float's working when its rounding shows: a float holds about seven significant digits. */
    private static final int FLOAT_DECIMALS = 7;

    public boolean isEmpty() {
        return template.isEmpty();
    }

    /** The numbers put in, as few decimals as still give {@code result} when redone by hand. */
    public String render(double result) {
        if (args == null) {
            return template;
        }
        String shown = Num.fmt(result);
        if (!Double.isFinite(result) || args.length == 0) {
            return fill(DECIMALS[0]);
        }
        String text = "";
        for (int d : DECIMALS) {
            text = fill(d);
            if (redoes(text, shown)) {
                return text;
            }
        }
        return text; // DECIMALS' last, which writes each number exactly
    }

    /**
     * Every step of {@code text} (split at " = ") worked out gives {@code shown}: written as the result is, it is the
     * same text, or it lies within half a thousandth of it. That is stricter than half a unit of shown's last digit
     * (the promise), so a result printed as 105 is never redone as 104.6.
     */
    static boolean redoes(String text, String shown) {
        double target = Double.parseDouble(shown.replace(Num.MINUS, "-"));
        for (String step : text.split(" = ")) {
            double v = ShownSum.of(step);
            if (!(Math.abs(v - target) <= HALF_THOUSANDTH) && !Num.fmt(v).equals(shown)) {
                return false;
            }
        }
        return true;
    }

    /** Half the last digit of three decimals, a hair less so that a tie does not count. */
    private static final double HALF_THOUSANDTH = 0.0005 * (1 - 1e-9);

    private String fill(int decimals) {
        double[] args = Objects.requireNonNull(this.args, "words are written as they are, not filled");
        StringBuilder out = new StringBuilder(template.length() + 12 * args.length);
        int a = 0;
        for (int k = 0; k < template.length(); k++) {
            char c = template.charAt(k);
            boolean step = template.startsWith(STEP, k);
            if (step || template.startsWith(NUMBER, k)) {
                double v = args[a++];
                String frac = step ? Num.fraction(v) : null;
                String n = frac != null ? frac : Num.fmt(v, decimals);
                int after = k + (step ? STEP : NUMBER).length();
                boolean bracket = frac != null
                        ? !alone()
                        : n.startsWith(Num.MINUS)
                                && (afterOperator(out) || after < template.length() && template.charAt(after) == '²');
                out.append(bracket ? "(" + n + ")" : n);
                k = after - 1;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private boolean alone() {
        return template.equals(NUMBER) || template.equals(STEP);
    }

    /** A number's place in a template, and the time step's, which may be written as a fraction. */
    private static final String NUMBER = "{}", STEP = "{t}";

    private static boolean afterOperator(StringBuilder out) {
        for (int k = out.length() - 1; k >= 0; k--) {
            char c = out.charAt(k);
            if (c != ' ') {
                return "+−-·×/".indexOf(c) >= 0;
            }
        }
        return false;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Filled f && template.equals(f.template) && Arrays.equals(args, f.args);
    }

    @Override
    public int hashCode() {
        return template.hashCode() * 31 + Arrays.hashCode(args);
    }

    @Override
    public String toString() {
        return template + (args == null ? "" : " " + Arrays.toString(args));
    }
}
