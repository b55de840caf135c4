package bouncelab.lessons.worksheet;

import bouncelab.core.trace.Num;
import bouncelab.io.font.BundledFonts;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * A worksheet as one HTML page that prints well: the questions with their choices and the picture of the frame
 * each is about, then the answers with their explanations on a page of their own, so the sheet can go to the class
 * and the last page to the teacher. The print style is in the page itself; it needs nothing else but the pictures.
 *
 * <p>{@link #paged} writes the same as paper pages for {@link WorksheetPdf}: two questions a page, each with room to
 * write, the pictures inside the page itself. Both are well-formed XHTML, which browsers read as HTML.
 */
public final class WorksheetHtml {
    /** Where a question answered with a number (answer-number:) is worked out on paper. */
    static final String NUMBER_BLANK = "Your number: ____________";

    private WorksheetHtml() {}

    static final String STYLE =
            """
            body { font-family: "%1$s", "Segoe UI", Arial, sans-serif; font-size: 12pt; line-height: 1.4;
                   color: #111; max-width: 46em; margin: 2em auto; padding: 0 1em; }
            h1 { font-size: 20pt; margin-bottom: 0.1em; }
            .source, .frame-note { color: #444; font-size: 10pt; }
            .name { margin: 1em 0 1.5em; }
            .question { border-left: 4px solid #e69f00; padding: 0.2em 0 0.6em 0.8em; margin: 1.4em 0;
                        break-inside: avoid; page-break-inside: avoid; }
            .question h2, .answers h2 { font-size: 13pt; margin: 0.2em 0 0.4em; }
            .choices { list-style: none; padding-left: 0.4em; }
            .choices li::before { content: "\\2610\\00a0\\00a0"; font-size: 13pt; }
            figure { margin: 0.6em 0; }
            figure img { max-width: 100%%; border: 1px solid #999; }
            .live { font-weight: bold; font-family: "%2$s", Consolas, monospace; }
            .together { white-space: nowrap; }
            .try { text-decoration: underline; }
            code { font-family: "%2$s", Consolas, monospace; }
            .answers { page-break-before: always; break-before: page; }
            .answer { margin: 0.8em 0; break-inside: avoid; page-break-inside: avoid; }
            .answer .given { font-weight: bold; color: #006b4f; }
            @media print { body { margin: 0; max-width: none; } a { color: inherit; } }
            """.formatted(BundledFonts.SANS, BundledFonts.MONO) // a browser's own DejaVu if it has one, else the next
                    + WorksheetWorking.STYLE;

    /** A lesson's coding task, to do on the Your test tab: what to write and when it is done. */
    private static void task(StringBuilder sb, Worksheet w) {
        if (w.task() != null) {
            sb.append("<p class=\"task\"><strong>Your task</strong> (on Bounce Lab's Your test tab): ")
                    .append(escape(w.task()))
                    .append("</p>\n");
        }
    }

    public static String html(Worksheet w) {
        return html(w, true);
    }

    /** The web page; without {@code answers}, the student's copy: the questions alone. */
    public static String html(Worksheet w, boolean answers) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>")
                .append(escape(w.title()))
                .append(" — worksheet</title>\n<style>\n")
                .append(STYLE)
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>").append(escape(w.title())).append("</h1>\n");
        sb.append("<p class=\"source\">Bounce Lab lesson ")
                .append(escape(w.lessonId()))
                .append(" · from ")
                .append(escape(w.credit()))
                .append("</p>\n");
        task(sb, w);
        sb.append("<p class=\"name\">Name: ______________________________ Date: ______________</p>\n");
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            sb.append("<section class=\"question\" id=\"q").append(q.number()).append("\">\n");
            sb.append("<h2>Question ").append(q.number()).append("</h2>\n");
            sb.append("<p>").append(q.askHtml()).append("</p>\n");
            sb.append("<figure><img src=\"")
                    .append(escape(q.image()))
                    .append("\" alt=\"The court as frame ")
                    .append(f.frame())
                    .append(" starts\"/>\n")
                    .append("<figcaption class=\"frame-note\">As frame ")
                    .append(f.frame())
                    .append(" starts, t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt()))
                    .append(" s · ")
                    .append(escape(f.algorithm().fileName()))
                    .append(" · the line ahead of the ball is its velocity, 0.1 s of travel</figcaption></figure>\n");
            sb.append("<ul class=\"choices\">\n");
            for (String c : q.choices()) {
                sb.append("<li>").append(escape(c)).append("</li>\n");
            }
            if (q.choices().isEmpty()) {
                sb.append("<li>").append(NUMBER_BLANK).append("</li>\n");
            }
            sb.append("</ul>\n</section>\n");
        }
        WorksheetWorking.section(sb, w.questions(), false);
        if (!answers) {
            sb.append("</body>\n</html>\n");
            return sb.toString();
        }
        sb.append("<section class=\"answers\">\n<h2>Answers</h2>\n");
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            sb.append("<div class=\"answer\"><p><strong>")
                    .append(q.number())
                    .append(".</strong> <span class=\"given\">")
                    .append(escape(q.answer()))
                    .append("</span></p>\n<p>")
                    .append(q.explainHtml())
                    .append("</p>\n")
                    .append("<figure><img src=\"")
                    .append(escape(q.answerImage()))
                    .append("\" alt=\"The working of frame ")
                    .append(f.frame())
                    .append("\"/>\n")
                    .append("<figcaption class=\"frame-note\">Frame ")
                    .append(f.frame())
                    .append(" · t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt()))
                    .append(" s → ")
                    .append(Num.fmt(f.frame() * f.scenario().dt()))
                    .append(" s · ")
                    .append(escape(f.algorithm().fileName()))
                    .append("</figcaption></figure></div>\n");
        }
        sb.append("</section>\n");
        WorksheetWorking.section(sb, w.questions(), true);
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    /** The page style of the paper worksheet; {@code %s} is the paper's size. */
    static final String PAGED_STYLE = """
            @page { size: %s; margin: 13mm 15mm 14mm 15mm;
                    @bottom-center { content: "%s · page " counter(page) " of " counter(pages);
                                     font-family: "%s"; font-size: 8pt; color: #555; } }
            body { font-family: "%s", sans-serif; font-size: 10.5pt; line-height: 1.3; color: #111; margin: 0; }
            h1 { font-size: 17pt; margin: 0; }
            h2 { font-size: 12pt; margin: 0 0 1.5mm 0; }
            p { margin: 0 0 1.5mm 0; }
            .source, .frame-note { color: #444; font-size: 8.5pt; }
            .name { margin: 2.5mm 0 4mm 0; }
            .next-page { page-break-before: always; }
            .question { border-left: 2.5pt solid #e69f00; padding-left: 3mm; margin-bottom: 5mm;
                        page-break-inside: avoid; }
            table.layout { width: 100%%; border-collapse: collapse; }
            table.layout td { vertical-align: top; padding: 0; }
            td.picture { width: 98mm; padding-right: 5mm; }
            img.court { width: 96mm; border: 0.5pt solid #999; }
            img.working { width: 70mm; border: 0.5pt solid #999; }
            .choice { margin: 0 0 1.6mm 0; }
            .box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.7pt solid #111;
                   margin-right: 2mm; }
            .why { margin-top: 2.5mm; color: #444; font-size: 9pt; }
            .line { border-bottom: 0.5pt solid #999; height: 7.5mm; }
            .live { font-weight: bold; }
            .together { white-space: nowrap; }
            .try { font-style: italic; }
            .answer { margin-bottom: 3mm; page-break-inside: avoid; }
            td.working { width: 72mm; padding-right: 5mm; }
            .given { font-weight: bold; color: #006b4f; }
            """ + WorksheetWorking.STYLE;

    /**
     * The worksheet as paper pages: a name line, two questions a page, each with the court as its frame starts, its
     * choices to tick and lines to write the reason on; then the answers with that frame's working, starting on a
     * page of their own. {@code src} gives a picture's address from its name (a data URI: the page needs no files).
     */
    public static String paged(Worksheet w, Paper paper, Function<String, String> src) {
        return paged(w, paper, src, true);
    }

    /** The paper pages; without {@code answers}, the student's copy: no answer pages. */
    public static String paged(Worksheet w, Paper paper, Function<String, String> src, boolean answers) {
        StringBuilder sb = new StringBuilder();
        String title = escape(w.title());
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>")
                .append(title)
                .append(" — worksheet</title>\n<style>\n")
                .append(String.format(
                        Locale.ROOT,
                        PAGED_STYLE,
                        paper.css(),
                        css(w.title() + " — Bounce Lab"),
                        WorksheetPdf.FONT_FAMILY,
                        WorksheetPdf.FONT_FAMILY))
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>").append(title).append("</h1>\n");
        sb.append("<p class=\"source\">Bounce Lab lesson ")
                .append(escape(w.lessonId()))
                .append(" · from ")
                .append(escape(w.credit()))
                .append("</p>\n");
        task(sb, w);
        sb.append("<p class=\"name\">Name: ______________________________ Date: ______________</p>\n");
        List<WorksheetQuestion> qs = w.questions();
        for (int i = 0; i < qs.size(); i++) {
            WorksheetQuestion q = qs.get(i);
            FrameRef f = q.frame();
            boolean newPage = i > 0 && i % QUESTIONS_A_PAGE == 0;
            sb.append("<div class=\"question")
                    .append(newPage ? " next-page" : "")
                    .append("\" id=\"q")
                    .append(q.number())
                    .append("\">\n");
            sb.append("<h2>Question ")
                    .append(q.number())
                    .append("</h2>\n<p>")
                    .append(q.askHtml())
                    .append("</p>\n");
            sb.append("<table class=\"layout\"><tr><td class=\"picture\"><img class=\"court\" src=\"")
                    .append(escape(src.apply(q.image())))
                    .append("\" alt=\"The court as frame ")
                    .append(f.frame())
                    .append(" starts\"/>\n<p class=\"frame-note\">As frame ")
                    .append(f.frame())
                    .append(" starts, t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt()))
                    .append(" s · ")
                    .append(escape(f.algorithm().fileName()))
                    .append(" · the line ahead of the ball is 0.1 s of travel</p></td>\n")
                    .append("<td>");
            for (String c : q.choices()) {
                sb.append("<div class=\"choice\"><span class=\"box\"></span>")
                        .append(escape(c))
                        .append("</div>\n");
            }
            if (q.choices().isEmpty()) {
                sb.append("<div class=\"choice\">").append(NUMBER_BLANK).append("</div>\n");
            }
            sb.append("<p class=\"why\">Why? Write what you worked out:</p>");
            sb.append("<div class=\"line\"></div>".repeat(4));
            sb.append("</td></tr></table>\n");
            sb.append("<div class=\"line\"></div>".repeat(2));
            sb.append("</div>\n");
        }
        WorksheetWorking.section(sb, qs, false);
        if (!answers) {
            sb.append("</body>\n</html>\n");
            return sb.toString();
        }
        sb.append("<div class=\"answers next-page\">\n<h1>Answers</h1>\n<p class=\"source\">")
                .append(title)
                .append(" · for the teacher, or to check your own</p>\n");
        for (WorksheetQuestion q : qs) {
            FrameRef f = q.frame();
            sb.append("<div class=\"answer\"><h2>")
                    .append(q.number())
                    .append(". <span class=\"given\">")
                    .append(escape(q.answer()))
                    .append("</span></h2>\n")
                    .append("<table class=\"layout\"><tr><td class=\"working\"><img class=\"working\" src=\"")
                    .append(escape(src.apply(q.answerImage())))
                    .append("\" alt=\"The working of frame ")
                    .append(f.frame())
                    .append("\"/>\n<p class=\"frame-note\">Frame ")
                    .append(f.frame())
                    .append(" · t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt()))
                    .append(" s → ")
                    .append(Num.fmt(f.frame() * f.scenario().dt()))
                    .append(" s · ")
                    .append(escape(f.algorithm().fileName()))
                    .append("</p></td>\n<td><p>")
                    .append(q.explainHtml())
                    .append("</p></td></tr></table></div>\n");
        }
        WorksheetWorking.section(sb, qs, true);
        sb.append("</div>\n</body>\n</html>\n");
        return sb.toString();
    }

    /** Questions on one sheet of paper: each has a picture and room to write, so two fit. */
    public static final int QUESTIONS_A_PAGE = 2;

    /** Text inside a CSS string. */
    private static String css(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    /** Text made safe to put in HTML, between tags or in a quoted attribute. */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
