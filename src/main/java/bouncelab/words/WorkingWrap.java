package bouncelab.words;

import bouncelab.words.WorkingTerms.Term;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * A working line broken to fit a width, only between whole terms ({@link WorkingTerms}): never inside a point,
 * between a number and its unit, or between an operator and its operand. Of the ways to break it, the one that
 * breaks at the best places (before " = " at the outermost level rather than inside a bracket) with the fullest
 * lines is taken. The lines after the first are indented under the line's own text, a sum's under its first " = ",
 * so the pieces read as one sum. The inspector and the worksheet's "Work it out" both break lines here.
 */
public final class WorkingWrap {
    /** How much an emptier line costs against a worse place to break: a half-empty line is a step worse. */
    private static final double SLACK = 10;

    /** What each step of a place's cost (from {@link WorkingTerms#BEST}) costs. */
    private static final double PLACE = 3;

    /** What one more line costs. */
    private static final double LINE = 1;

    /** What a term wider than a whole line costs: far more than anything else, but it is laid out. */
    private static final double TOO_WIDE = 1000;

    /** A continuation aligns its " = " under the line's first one when no further in than this. */
    private static final int ALIGN_MOST = 6;

    /**
     * What the lines a line goes on to are indented with in {@link #wrapText}: a space that does not break, so a
     * continuation is told from a line of its own and the line can be put back together ({@link #unwrapText}).
     */
    public static final char GOES_ON = '\u00A0';

    private WorkingWrap() {}

    /**
     * Every line of {@code text} broken to fit {@code columns} ({@link #lines(String, int)}): each continuation on
     * a line of its own, indented with {@link #GOES_ON}. The spaces it was broken at are left out: a space at a
     * line's end still takes room, and a text area wraps again for it.
     */
    public static String wrapText(String text, int columns) {
        StringBuilder sb = new StringBuilder(text.length() + text.length() / 8);
        String[] lines = text.split("\n", -1);
        for (int k = 0; k < lines.length; k++) {
            sb.append(k == 0 ? "" : "\n");
            if (lines[k].length() <= columns) { // most do: not cut into terms for nothing, 400 lines a frame
                sb.append(lines[k]);
                continue;
            }
            List<Line> wrapped = lines(lines[k], columns);
            for (int i = 0; i < wrapped.size(); i++) {
                Line l = wrapped.get(i);
                if (i > 0) {
                    sb.append('\n')
                            .append(String.valueOf(GOES_ON).repeat(l.lead().length()));
                }
                sb.append(i == 0 ? l.text() : l.text().substring(l.lead().length()));
            }
        }
        return sb.toString();
    }

    /**
     * {@code text} as before {@link #wrapText}: each continuation put back on the line it goes on from, after one
     * space (a field's wider gap broken at comes back as one space).
     */
    public static String unwrapText(String text) {
        return text.replaceAll("\n" + GOES_ON + "+", " ");
    }

    /**
     * One line of the broken line: {@code lead} is the line's own indent and bullet on the first, spaces to indent
     * on the ones after; then its terms, the first's gap left out.
     */
    public record Line(String lead, List<Term> terms) {
        public Line {
            terms = List.copyOf(terms);
        }

        /** The line as text: its lead, then its terms with the spaces between them. */
        public String text() {
            StringBuilder sb = new StringBuilder(lead);
            for (int i = 0; i < terms.size(); i++) {
                sb.append(i == 0 ? "" : terms.get(i).gap()).append(terms.get(i).text());
            }
            return sb.toString();
        }
    }

    /** {@code line} as lines of at most {@code columns} characters: see {@link #lines(String, int, ToIntFunction)}. */
    public static List<Line> lines(String line, int columns) {
        return lines(line, columns, s -> s.codePointCount(0, s.length()));
    }

    /**
     * {@code line} as lines no wider than {@code columns}, {@code width} saying how wide a piece of text is in
     * columns; only a single term wider than a whole line makes its line wider. A line that fits is one line.
     */
    public static List<Line> lines(String line, int columns, ToIntFunction<String> width) {
        Terms whole = terms(line, width);
        List<Term> terms = whole.terms();
        if (terms.isEmpty() || width.applyAsInt(line) <= columns) {
            return List.of(new Line(whole.lead(), terms));
        }
        int[] w = new int[terms.size()];
        int[] gap = new int[terms.size()];
        for (int i = 0; i < w.length; i++) {
            w[i] = width.applyAsInt(terms.get(i).text());
            gap[i] = width.applyAsInt(terms.get(i).gap());
        }
        int indent = Math.min(columns / 2, whole.indent());
        int[] next = best(terms, w, gap, width.applyAsInt(whole.lead()), indent, columns);
        List<Line> out = new ArrayList<>();
        for (int i = 0; i < terms.size(); i = next[i]) {
            out.add(new Line(i == 0 ? whole.lead() : " ".repeat(indent), terms.subList(i, next[i])));
        }
        return out;
    }

    /**
     * A line cut into its whole terms, not yet broken: its {@code lead} (indent and bullet), its terms, and how many
     * columns in the lines it goes on to start.
     */
    public record Terms(String lead, List<Term> terms, int indent) {
        public Terms {
            terms = List.copyOf(terms);
        }
    }

    /** {@code line}'s lead, whole terms and the indent of what goes on, each character a column wide. */
    public static Terms terms(String line) {
        return terms(line, s -> s.codePointCount(0, s.length()));
    }

    private static Terms terms(String line, ToIntFunction<String> width) {
        int leadEnd = 0;
        while (leadEnd < line.length() && line.charAt(leadEnd) == ' ') {
            leadEnd++;
        }
        boolean bullet = line.startsWith("• ", leadEnd);
        if (bullet) {
            leadEnd += 2;
        }
        String lead = line.substring(0, leadEnd);
        List<Term> terms = WorkingTerms.of(line.substring(leadEnd));
        return new Terms(lead, terms, indent(terms, width, width.applyAsInt(lead), bullet));
    }

    /**
     * Where the lines after the first start: under the text after a bullet; else a little in, or under the first
     * " = " when it comes early ("x2 = x + dt·vx", then "   = 690 + 30").
     */
    private static int indent(List<Term> terms, ToIntFunction<String> width, int base, boolean bullet) {
        if (bullet) {
            return base;
        }
        int at = base;
        for (int i = 0; i < terms.size(); i++) {
            Term t = terms.get(i);
            at += i == 0 ? 0 : width.applyAsInt(t.gap());
            if (i > 0 && t.cost() <= WorkingTerms.TERM && t.text().startsWith("= ")) {
                return at - base <= ALIGN_MOST ? at : base + 2;
            }
            at += width.applyAsInt(t.text());
        }
        return base + 2;
    }

    /**
     * For each term that starts a line, the term that starts the next (the count of terms after the last): the
     * cheapest way to lay out all the terms, worked back from the end.
     */
    private static int[] best(List<Term> terms, int[] w, int[] gap, int base, int indent, int columns) {
        int n = terms.size();
        double[] cost = new double[n + 1];
        int[] next = new int[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            cost[i] = Double.POSITIVE_INFINITY;
            int width = (i == 0 ? base : indent) + w[i];
            for (int j = i + 1; j <= n; j++) {
                if (j > i + 1) {
                    width += gap[j - 1] + w[j - 1];
                }
                if (width > columns && j > i + 1) {
                    break;
                }
                double c = LINE + cost[j] + Math.max(0, width - columns) * TOO_WIDE;
                if (j < n) {
                    double slack = (double) Math.max(0, columns - width) / columns;
                    c += SLACK * slack * slack + PLACE * terms.get(j).cost();
                }
                if (c < cost[i]) {
                    cost[i] = c;
                    next[i] = j;
                }
            }
        }
        return next;
    }
}
