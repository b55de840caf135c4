package bouncelab.lessons.worksheet;

import bouncelab.core.trace.Blanks;
import bouncelab.words.WorkingTerms.Term;
import bouncelab.words.WorkingWrap;
import java.util.List;

/**
 * One sum of "Work it out" as HTML, broken onto the paper's lines where the working breaks a line in the window
 * ({@link WorkingWrap}): between whole terms, the lines after the first indented under it. Each term is also a span
 * that never breaks, so a narrower page (a browser's window) breaks only between terms too. The page had broken
 * sums where it liked: "(484" at the end of one line and "·0.016666668)" at the start of the next.
 */
final class SumLines {
    /** A sum's font (DejaVu Sans Mono at {@code p.sum}'s 8.5 pt): each character is 1233/2048 of an em wide. */
    static final double COLUMN_MM = 8.5 * 1233 / 2048 * 25.4 / 72;

    /** How wide a blank is on paper (its CSS width), in mm. */
    static final double BLANK_MM = 22;

    /** Stand for a blank, and around a result filled in, while the line is broken (private use: never printed). */
    private static final char BLANK = '\uE000', GIVEN = '\uE001', GIVEN_END = '\uE002';

    private static final String NBSP = "&#160;";

    private SumLines() {}

    /** How many characters of a sum a line of {@code widthMm} holds, one kept spare. */
    static int columns(double widthMm) {
        return (int) Math.floor(widthMm / COLUMN_MM) - 1;
    }

    /**
     * Appends {@code parts} as a sum's lines no wider than {@code columns}: each blank as an empty box or, {@code
     * filled}, as the working's result.
     */
    static void append(StringBuilder body, List<Blanks.Part> parts, boolean filled, int columns) {
        StringBuilder line = new StringBuilder();
        for (Blanks.Part p : parts) {
            if (p instanceof Blanks.Text text) {
                line.append(text.text());
            } else if (p instanceof Blanks.Blank blank) {
                line.append(filled ? GIVEN + blank.expected() + GIVEN_END : String.valueOf(BLANK))
                        .append(blank.unit());
            }
        }
        int blankColumns = (int) Math.ceil(BLANK_MM / COLUMN_MM);
        List<WorkingWrap.Line> lines = WorkingWrap.lines(line.toString(), columns, s -> width(s, blankColumns));
        for (int i = 0; i < lines.size(); i++) {
            WorkingWrap.Line l = lines.get(i);
            if (i > 0) {
                body.append("<br/>");
            }
            body.append(
                    i == 0
                            ? WorksheetHtml.escape(l.lead())
                            : NBSP.repeat(l.lead().length()));
            List<Term> terms = l.terms();
            for (int t = 0; t < terms.size(); t++) {
                if (t > 0) { // a field's wider gap kept: spaces but the last do not collapse or break
                    body.append(NBSP.repeat(terms.get(t).gap().length() - 1)).append(' ');
                }
                body.append("<span class=\"term\">")
                        .append(html(terms.get(t).text()))
                        .append("</span>");
            }
        }
    }

    /** A term's text as HTML: a blank's box, a result filled in. */
    private static String html(String text) {
        return WorksheetHtml.escape(text)
                .replace(String.valueOf(BLANK), "<span class=\"blank\"></span>")
                .replace(String.valueOf(GIVEN), "<span class=\"given\">")
                .replace(String.valueOf(GIVEN_END), "</span>");
    }

    /** How many characters wide {@code s} is printed: a blank as wide as its box, the marks around a result none. */
    private static int width(String s, int blankColumns) {
        int w = 0;
        for (int k = 0; k < s.length(); k++) {
            char c = s.charAt(k);
            w += c == BLANK ? blankColumns : c == GIVEN || c == GIVEN_END ? 0 : 1;
        }
        return w;
    }
}
