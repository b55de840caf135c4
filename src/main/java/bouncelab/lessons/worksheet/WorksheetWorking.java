package bouncelab.lessons.worksheet;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Blanks;
import bouncelab.core.trace.FrameTrace;
import bouncelab.words.Words;
import bouncelab.words.WorkingText;
import bouncelab.words.WorkingWords;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "Work it out" on paper: each question's frame, its working lines that have sums to redo, the results left as
 * blanks to fill by hand (the same {@link Blanks} as the window's), and the same lines filled in on the answer pages.
 * A few lines a question, of what it asks about first: a page of sums is a page no one finishes.
 */
final class WorksheetWorking {
    /** Lines with blanks a question gets on paper. */
    static final int LINES = 5;

    private WorksheetWorking() {}

    /** The frame's working lines with blanks in English: see {@link #lines(FrameRef, Words, WorkAsked)}. */
    static List<List<Blanks.Part>> lines(FrameRef f) {
        return lines(f, Words.ENGLISH, WorkAsked.NOTHING);
    }

    /**
     * The frame's working lines with blanks, at most {@link #LINES}, in {@code words}' language (its words, its
     * numbers: "84,5" in Spanish), in the frame's order; none for a frame that cannot be run here. First the lines
     * the question names itself ({@code {{check:pythagoras.5}}}), then the other sums of the items it is about,
     * then the frame's first others: a question on the grid's counts had been given the move's and the wall's sums.
     * A sum that shows the answer before its blank ("5 / 1499" for "about 5") is never given.
     */
    static List<List<Blanks.Part>> lines(FrameRef f, Words words, WorkAsked asked) {
        FrameTrace t;
        try {
            t = new Run(f.scenario(), AlgorithmClasses.create(f.algorithm())).trace(f.frame());
        } catch (RuntimeException e) {
            return List.of(); // a student's own test ('yours') is not run to make paper
        }
        var notation = WorkingWords.of(words).notation();
        List<List<Blanks.Part>> sums = new ArrayList<>(); // every line with a blank, in the frame's order
        List<Integer> rank = new ArrayList<>(); // 0: named by the question, 1: of an item it is about, 2: other
        for (WorkingText.ItemLines item : WorkingText.items(words, t)) {
            for (int i = 0; i < item.lines().size(); i++) {
                List<Blanks.Part> parts = Blanks.of(item.lines().get(i), notation);
                if (parts.stream().noneMatch(p -> p instanceof Blanks.Blank) || givesAway(parts, asked)) {
                    continue;
                }
                sums.add(parts);
                rank.add(
                        asked.lines().contains(item.kind() + " " + item.names().get(i))
                                ? 0
                                : asked.kinds().contains(item.kind()) ? 1 : 2);
            }
        }
        boolean[] taken = new boolean[sums.size()];
        int left = LINES;
        for (int r = 0; r <= 2; r++) {
            for (int i = 0; i < sums.size() && left > 0; i++) {
                if (rank.get(i) == r) {
                    taken[i] = true;
                    left--;
                }
            }
        }
        List<List<Blanks.Part>> out = new ArrayList<>();
        for (int i = 0; i < sums.size(); i++) {
            if (taken[i]) {
                out.add(sums.get(i));
            }
        }
        return out;
    }

    /** Whether a sum shows, in its text before a blank, a number that is the question's answer. */
    private static boolean givesAway(List<Blanks.Part> parts, WorkAsked asked) {
        for (Blanks.Part p : parts) {
            if (p instanceof Blanks.Text text) {
                Matcher m = NUMBER.matcher(text.text());
                while (m.find()) {
                    String n = m.group().replace(',', '.');
                    if (n.indexOf('.') == n.lastIndexOf('.') && asked.givesAway(Double.parseDouble(n))) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * The "Work it out" section: every question's lines, as blanks or, {@code filled}, with the working's results;
     * a sum longer than {@code columns} characters goes on over more lines ({@link SumLines}).
     */
    static void section(StringBuilder sb, List<WorksheetQuestion> qs, boolean filled, SheetWords words, int columns) {
        StringBuilder body = new StringBuilder();
        for (WorksheetQuestion q : qs) {
            List<List<Blanks.Part>> lines = lines(q.frame(), words.words(), q.about());
            if (lines.isEmpty()) {
                continue;
            }
            body.append("<div class=\"work\"><h2>")
                    .append(words.html(
                            filled ? "work.answer" : "work.question",
                            Integer.toString(q.number()),
                            Integer.toString(q.frame().frame()),
                            WorksheetHtml.escape(q.frame().algorithm().fileName())))
                    .append("</h2>\n");
            for (List<Blanks.Part> line : lines) {
                body.append("<p class=\"sum\">");
                SumLines.append(body, line, filled, columns);
                body.append("</p>\n");
            }
            body.append("</div>\n");
        }
        if (body.length() == 0) {
            return;
        }
        sb.append("<div class=\"work-it-out")
                .append(filled ? "" : " next-page")
                .append("\">\n<h1>")
                .append(words.html(filled ? "work.title.filled" : "work.title"))
                .append("</h1>\n<p class=\"source\">")
                .append(words.html(filled ? "work.note.filled" : "work.note"))
                .append("</p>\n")
                .append(body)
                .append("</div>\n");
    }

    /** A number in a sum's text. */
    private static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)*");

    /** The section's own style, added to the paper's. */
    static final String STYLE = """
            .work { margin-bottom: 4mm; page-break-inside: avoid; }
            p.sum { font-family: "DejaVu Sans Mono"; font-size: 8.5pt; margin: 0 0 2.2mm 0; }
            p.sum .term { white-space: nowrap; }
            .blank { display: inline-block; width: 22mm; border-bottom: 0.7pt solid #111; height: 3.5mm; }
            .work .given { font-weight: bold; color: #006b4f; }
            """;
}
