package bouncelab.core.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A working line with its results taken out, for a student to work by hand ("work it out"): in every sum written
 * with its numbers ({@code x2 = x + dt·vx = 690 + (1/60)·1800 = 690 + 30 = 720}) what follows the first all-number
 * expression becomes one blank ({@code x2 = x + dt·vx = 690 + (1/60)·1800 = ▢}, the steps between given away no
 * more), and a comparison's verdict ({@code 17 > 3 + 5 → true}) becomes a blank for true or false. A line without
 * such a sum is text alone. An answer is right as the redo test judges a printed result: the shown number to the
 * decimals it is shown with (within half a unit of its last digit), so 2.7778 is right for 2.778 and 2.77 is not.
 * A line said in another language is read in its {@link Notation}: "84,5 > 35 + 50 → falso" in Spanish.
 */
public final class Blanks {
    /** A piece of the line: text as printed, or a blank whose answer is {@code expected}. */
    public sealed interface Part permits Text, Blank {}

    /** Text shown as it is. */
    public record Text(String text) implements Part {}

    /**
     * A blank: {@code sum} is what the student works out (the numbers as printed, or a comparison of them),
     * {@code expected} the printed result (a number, or true / false); {@code unit} follows the blank ("ms", "px")
     * so the student types the number alone.
     */
    public record Blank(String sum, String expected, String unit) implements Part {
        /** Whether {@code typed} is this blank's answer. */
        public boolean accepts(String typed) {
            return Blanks.accepts(expected, typed);
        }
    }

    /** A number, its decimal mark a point or a comma (no language writes a number with both). */
    private static final Pattern NUMBER = Pattern.compile("−?\\d+([.,]\\d+)?");
    /** A result: a number, then perhaps a unit of letters (px, ms, s, px/frame) and nothing more. */
    private static final Pattern RESULT = Pattern.compile("(−?\\d+(?:[.,]\\d+)?)(\\s*[a-z°/]+)?");

    private final Notation notation;
    private final Pattern verdict;

    private Blanks(Notation notation) {
        this.notation = notation;
        this.verdict = Pattern.compile("^(.*\\S)\\s*(>=|<=|≥|≤|>|<|==|≠)\\s*(.*\\S)\\s*→\\s*("
                + Pattern.quote(notation.yes()) + "|" + Pattern.quote(notation.no()) + ")$");
    }

    private static final Blanks ENGLISH = new Blanks(Notation.ENGLISH);

    /** An English line as parts; a single {@link Text} when it has nothing to work out. */
    public static List<Part> of(String line) {
        return ENGLISH.parts(line);
    }

    /** A line written in {@code notation} as parts; a single {@link Text} when it has nothing to work out. */
    public static List<Part> of(String line, Notation notation) {
        return (notation.equals(Notation.ENGLISH) ? ENGLISH : new Blanks(notation)).parts(line);
    }

    private List<Part> parts(String line) {
        List<Part> parts = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        List<String> clauses = clauses(line);
        for (String piece : clauses) {
            // a clause ends with the separator that cut it ("; "), kept after its blank
            String sep = piece.matches("(?s).*[;:,]$") ? piece.substring(piece.length() - 1) : "";
            String clause = piece.substring(0, piece.length() - sep.length());
            Part blank = null;
            String kept = clause;
            Matcher v = verdict.matcher(clause);
            if (v.find() && numeric(stripLead(v.group(1))) && numeric(v.group(3))) {
                kept = clause.substring(0, v.start(4));
                blank = new Blank(stripLead(v.group(1)) + " " + v.group(2) + " " + v.group(3), v.group(4), "");
            } else if (clause.contains(" = ")) {
                String[] steps = clause.split(" = ", -1);
                Matcher result = RESULT.matcher(steps[steps.length - 1].strip());
                int first = firstWorkedSum(steps);
                if (first >= 0 && first < steps.length - 1 && result.matches()) {
                    kept = String.join(" = ", Arrays.copyOfRange(steps, 0, first + 1)) + " = ";
                    blank = new Blank(
                            first == 0 ? stripLead(steps[0]) : steps[first].strip(),
                            result.group(1),
                            result.group(2) == null ? "" : result.group(2));
                }
            }
            text.append(kept);
            if (blank != null) {
                parts.add(new Text(text.toString()));
                text.setLength(0);
                parts.add(blank);
            }
            text.append(sep);
        }
        if (text.length() > 0 || parts.isEmpty()) {
            parts.add(new Text(text.toString()));
        }
        return List.copyOf(parts);
    }

    /** Whether the English line has a blank at all. */
    public static boolean hasBlanks(String line) {
        return of(line).stream().anyMatch(p -> p instanceof Blank);
    }

    /**
     * The first step of the chain that is a sum of numbers alone (with an operation in it), which the student works
     * out; -1 when there is none. "name = …" chains start after the name; a chain may also start with the sum.
     */
    private int firstWorkedSum(String[] steps) {
        for (int k = 0; k < steps.length - 1; k++) {
            String s = k == 0 ? stripLead(steps[0]) : steps[k].strip();
            if (numeric(s) && s.matches(".*[+−·×/²√|].*") && !NUMBER.matcher(s).matches()) {
                return k;
            }
        }
        return -1;
    }

    /** "x += xVel: 0 + (−24)" or "• 3 + 4": what a clause's first step is once its lead-in is set aside. */
    private static String stripLead(String s) {
        return s.strip().replaceFirst("^• ", "");
    }

    private boolean numeric(String s) {
        if (s.isBlank() || s.matches(".*\\p{L}.*") && !s.matches(".*(min|max)\\(.*")) {
            return false;
        }
        try {
            return !Double.isNaN(ShownSum.eval(notation.plain(s)));
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /**
     * The line cut where one statement ends and the next begins ("; ", ": ", ", " outside brackets), each piece
     * keeping its separator, so joining them gives the line back.
     */
    static List<String> clauses(String line) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (c == '(' || c == '|' && depth == 0 && opensBar(line, k)) {
                depth++;
            } else if (c == ')' || c == '|' && depth > 0) {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0
                    && k + 1 < line.length()
                    && line.charAt(k + 1) == ' '
                    && (c == ';' || c == ':' || c == ',')) {
                out.add(line.substring(start, k + 1));
                start = k + 1;
            }
        }
        out.add(line.substring(start));
        return out;
    }

    /** A bar that opens an absolute value: at the start, or after a space, a bracket or an operation. */
    private static boolean opensBar(String line, int k) {
        return k == 0 || " (=+−·×/".indexOf(line.charAt(k - 1)) >= 0;
    }

    static boolean accepts(String expected, String typed) {
        String t = typed.strip().replace('−', '-').replace(',', '.').replaceAll("\\s+", "");
        if (!NUMBER.matcher(expected).matches()) { // an outcome: true or false, in the line's language
            return typed.strip().equalsIgnoreCase(expected);
        }
        if (!t.matches("-?(\\d+(\\.\\d*)?|\\.\\d+)")) {
            return false;
        }
        String e = expected.replace('−', '-').replace(',', '.');
        int dot = e.indexOf('.');
        int decimals = dot < 0 ? 0 : e.length() - dot - 1;
        double half = 0.5 * Math.pow(10, -decimals);
        // right when it is within half a unit of the last digit shown, as the redo test judges a printed result: a
        // sum exactly half-way (1.2125 shown as 1.212) is right either side, whichever way its double rounded
        return Math.abs(Double.parseDouble(t) - Double.parseDouble(e)) <= half * (1 + 1e-9);
    }
}
