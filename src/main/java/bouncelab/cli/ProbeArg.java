package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The numbers one probe argument carries, named as the articles name them, and what they may be: sizes, a
 * diameter and a radius may not be negative; no number may be NaN or infinite. Used for the options
 * ({@code --ball 300,450,100}) and for the arrays of {@code --batch} lines alike, so both say the same things.
 */
enum ProbeArg {
    /** The slides: the ball's centre and its diameter. */
    BALL_DIAMETER("X,Y,DIAMETER", 2),
    /** The Pong article: the ball's centre and its radius. */
    BALL_RADIUS("X,Y,RADIUS", 2),
    /** Graybill: the ball is a Rectangle, top-left and size. */
    BALL_BOX("X,Y,W,H", 2),
    /** The slides and Graybill: a rectangle by its top-left and size. */
    RECT_SIZE("X,Y,W,H", 2),
    /** The Pong article: a rectangle by its left, top, right and bottom. */
    RECT_EDGES("LEFT,TOP,RIGHT,BOTTOM", Integer.MAX_VALUE),
    /** The Pong article's move for one frame, (nx, ny). */
    MOVE("NX,NY", Integer.MAX_VALUE),
    /** The Pong article's intercept(): a segment from (x1, y1) to (x2, y2). */
    SEGMENT("X1,Y1,X2,Y2", Integer.MAX_VALUE);

    /** A plain decimal number, as a person types it: no hex, no trailing 'd', no "NaN". */
    private static final Pattern DECIMAL = Pattern.compile("[+-]?(\\d+\\.?\\d*|\\.\\d+)([eE][+-]?\\d+)?");

    private static final Pattern NOT_FINITE = Pattern.compile("[+-]?(nan|inf|infinity|∞)");

    final String label;
    private final String[] names;
    private final int firstSize;

    ProbeArg(String label, int firstSize) {
        this.label = label;
        this.names = label.split(",");
        this.firstSize = firstSize;
    }

    int count() {
        return names.length;
    }

    String name(int i) {
        return names[i];
    }

    /** {@code option '--ball'}: where an option's numbers came from, in the Refusals book's words. */
    static Refusal option(String name) {
        return Refusal.of("cli.where.option", name);
    }

    /** {@code field 'ball'}: where a {@code --batch} line's numbers came from. */
    static Refusal field(String name) {
        return Refusal.of("cli.where.field", name);
    }

    /** The numbers of an option's value such as {@code 300,450,100}; {@code where} is e.g. {@link #option}. */
    double[] parse(Refusal where, String text) {
        String[] parts = text.split(",", -1);
        if (parts.length != names.length) {
            throw bad(where, Refusal.of("probe.count", names.length, parts.length, text));
        }
        double[] v = new double[parts.length];
        for (int i = 0; i < parts.length; i++) {
            String p = parts[i].strip();
            if (NOT_FINITE.matcher(p.toLowerCase(Locale.ROOT)).matches()) {
                throw bad(where, Refusal.of("probe.notFinite", names[i], p));
            }
            if (!DECIMAL.matcher(p).matches()) {
                throw bad(where, Refusal.of("probe.notNumber", names[i], p));
            }
            v[i] = Double.parseDouble(p);
            if (!Double.isFinite(v[i])) {
                throw bad(where, Refusal.of("probe.tooLarge", names[i], p));
            }
        }
        return check(where, v);
    }

    /** Checks numbers already read (from an option or a JSON array) and returns them. */
    double[] check(Refusal where, double[] v) {
        for (int i = 0; i < v.length; i++) {
            if (!Double.isFinite(v[i])) {
                throw bad(where, Refusal.of("probe.notFiniteValue", names[i], String.valueOf(v[i])));
            }
            if (i >= firstSize && v[i] < 0) {
                throw bad(where, Refusal.of("probe.negative", names[i], number(v[i])));
            }
        }
        if (this == RECT_EDGES) {
            if (v[2] < v[0]) {
                throw bad(where, Refusal.of("probe.rightOfLeft", number(v[2]), number(v[0])));
            }
            if (v[3] < v[1]) {
                throw bad(where, Refusal.of("probe.belowTop", number(v[3]), number(v[1])));
            }
        }
        return v;
    }

    /** {@code option '--ball' (X,Y,DIAMETER): what is wrong}, said in {@code --lang}'s language. */
    BadInputException bad(Refusal where, Refusal problem) {
        return new BadInputException(Refusal.of("cli.labelled", where, label, problem));
    }

    private static String number(double v) {
        return JsonWriter.number(v);
    }
}
