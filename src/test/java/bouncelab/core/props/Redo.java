package bouncelab.core.props;

import bouncelab.core.trace.ShownSum;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Redoes printed working by hand, as a student would: finds each {@code name = expression = … = result} in a line
 * and works every all-number expression out with the numbers exactly as printed, component by component in a
 * vector chain "(a, b) = (c, d)"; a result written with a hyphen for the minus sign is a problem too. Knows
 * + − · × / ², brackets, |…|, √, min(…, …), max(…, …), ∞ and the true minus sign, through {@link ShownSum}, the reading the working checks
 * itself with (it was a copy here); WorkingRedoesTest pins that reading to sums worked out by hand.
 */
final class Redo {
    private Redo() {}

    /** A negative number written with a hyphen anywhere in a line ("5 → -5"), not only as a chain's result. */
    private static final Pattern HYPHEN_NUMBER = Pattern.compile("(?<=^|[\\s(\\[→=,:])-\\d+(\\.\\d+)?");

    /** What does not redo in one printed line; empty when every chain in it holds. */
    static List<String> problems(String line) {
        List<String> out = new ArrayList<>();
        Matcher hyphen = HYPHEN_NUMBER.matcher(line);
        if (hyphen.find()) {
            out.add("'" + hyphen.group().strip() + "' is written with a hyphen, not the minus sign the rest uses, in: "
                    + line);
        }
        for (String clause : clauses(line.strip().replaceFirst("^• ", ""))) {
            String[] parts = clause.split(" = ");
            if (parts.length < 2) {
                continue;
            }
            // "vy 300 × 1.5 = 450": a name, then the sum itself before the first " = "
            Matcher named =
                    Pattern.compile("^\\p{L}[\\p{L}\\p{N}._]*\\s+(?=[−\\d(|√])").matcher(parts[0].strip());
            if (named.find()) {
                String sum = parts[0].strip().substring(named.end());
                if (numeric(sum) && sum.matches(".*[+−·×/²√|].*")) {
                    parts[0] = "";
                    String[] more = new String[parts.length + 1];
                    more[0] = "";
                    more[1] = sum;
                    System.arraycopy(parts, 1, more, 2, parts.length - 1);
                    parts = more;
                }
            }
            if (parts.length == 2 && numeric(parts[0].strip()) && parts[0].matches(".*\\d\\s*[+−·×/²].*")) {
                parts = new String[] {"", parts[0], parts[1]}; // "x += xVel: 0 + (−24) = −24": the sum alone
            }
            if (parts.length < 3) {
                continue;
            }
            String last = stripUnit(parts[parts.length - 1].strip());
            if (last.matches("-\\d+(\\.\\d+)?")) {
                continue; // said once for the line, above
            }
            List<String> tuple = tuple(last);
            if (tuple != null) {
                out.addAll(tupleProblems(parts, tuple, line));
                continue;
            }
            if (!last.matches("−?\\d+(\\.\\d+)?")) {
                continue;
            }
            for (int k = 1; k < parts.length - 1; k++) {
                String e = stripUnit(parts[k].strip());
                if (numeric(e)) {
                    redo(e, last, "", line, out);
                }
            }
        }
        return out;
    }

    /**
     * A vector chain, "(a, b) + … = (c, d)": each component of every all-number tuple before the last, worked out,
     * gives that component of the last.
     */
    private static List<String> tupleProblems(String[] parts, List<String> shown, String line) {
        List<String> out = new ArrayList<>();
        for (int k = 1; k < parts.length - 1; k++) {
            List<String> sums = tuple(stripUnit(parts[k].strip()));
            if (sums == null || sums.size() != shown.size()) {
                continue;
            }
            for (int c = 0; c < sums.size(); c++) {
                String want = shown.get(c).strip();
                String e = sums.get(c).strip();
                if (want.matches("−?\\d+(\\.\\d+)?") && numeric(e)) {
                    redo(e, want, "component " + (c + 1) + " ", line, out);
                }
            }
        }
        return out;
    }

    /** Works {@code e} out and adds a problem to {@code out} when it does not give {@code shown}. */
    private static void redo(String e, String shown, String what, String line, List<String> out) {
        double v;
        try {
            v = eval(e);
        } catch (RuntimeException ex) {
            out.add("cannot read '" + e + "' in: " + line + " (" + ex.getMessage() + ")");
            return;
        }
        if (!within(v, shown)) {
            out.add(what + "'" + e + "' is " + v + ", not " + shown + ", in: " + line);
        }
    }

    /** The parts of "(a, b, …)" split at its top-level commas; null when the text is not one bracketed tuple. */
    static List<String> tuple(String text) {
        if (!text.startsWith("(") || !text.endsWith(")")) {
            return null;
        }
        List<String> out = new ArrayList<>();
        int depth = 0, start = 1;
        for (int k = 1; k < text.length() - 1; k++) {
            char c = text.charAt(k);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                if (--depth < 0) {
                    return null; // "(a) + (b)": two brackets, not one tuple
                }
            } else if (c == ',' && depth == 0) {
                out.add(text.substring(start, k));
                start = k + 1;
            }
        }
        out.add(text.substring(start, text.length() - 1));
        return out.size() < 2 ? null : out;
    }

    private static boolean within(double v, String shown) {
        double target = Double.parseDouble(shown.replace('−', '-'));
        int dot = shown.indexOf('.');
        double half = 0.5 * Math.pow(10, dot < 0 ? 0 : -(shown.length() - dot - 1));
        return Math.abs(v - target) <= half + 1e-9 * Math.max(1, Math.abs(target));
    }

    /** Pieces of a line that each may hold one chain: split at "; ", ": ", " · " and ", " outside brackets. */
    static List<String> clauses(String line) {
        List<String> out = new ArrayList<>();
        int depth = 0, start = 0;
        for (int k = 0; k < line.length(); k++) {
            char c = line.charAt(k);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (depth == 0
                    && k + 1 < line.length()
                    && line.charAt(k + 1) == ' '
                    && (c == ';' || c == ':' || c == ',' || (c == '·' && k > 0 && line.charAt(k - 1) == ' '))) {
                out.add(line.substring(start, k));
                start = k + 1;
            }
        }
        out.add(line.substring(start));
        return out;
    }

    private static String stripUnit(String e) {
        return e.replaceFirst("\\s*(px/s²|px/s|px|ms|s|°)$", "").replaceFirst("\\s+\\([^)]*[a-z][^)]*\\)$", "");
    }

    /** Only numbers and operators: a letter means the formula in words, which is not redone. */
    static boolean numeric(String e) {
        String rest = e.replace("min(", "(").replace("max(", "(");
        return rest.matches("[0-9.\\s+\\-−·×/²()|√,∞]+") && rest.matches(".*\\d.*");
    }

    /** The expression worked out as printed: the same reading the working checks itself with. */
    static double eval(String e) {
        return ShownSum.eval(e);
    }
}
