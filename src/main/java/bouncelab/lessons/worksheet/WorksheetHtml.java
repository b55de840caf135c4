package bouncelab.lessons.worksheet;

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
    private static void task(StringBuilder sb, Worksheet w, SheetWords words) {
        if (w.task() != null) {
            sb.append("<p class=\"task\">")
                    .append(words.html(
                            "task.line", "<strong>" + escape(words.text("task.label")) + "</strong>", escape(w.task())))
                    .append("</p>\n");
        }
    }

    /** The head of both: the title, where the lesson comes from, its task, and the line for a name. */
    private static void head(StringBuilder sb, Worksheet w, SheetWords words) {
        sb.append("<h1>").append(escape(w.title())).append("</h1>\n");
        sb.append("<p class=\"source\">")
                .append(words.html("source", escape(w.lessonId()), escape(w.credit())))
                .append("</p>\n");
        task(sb, w, words);
        sb.append("<p class=\"name\">").append(words.html("nameLine")).append("</p>\n");
    }

    /** The start of both: the language, the title, the style. */
    private static void start(StringBuilder sb, Worksheet w, SheetWords words, String style) {
        sb.append("<!DOCTYPE html>\n<html lang=\"")
                .append(escape(words.tag()))
                .append("\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>")
                .append(words.html("page.title", escape(w.title())))
                .append("</title>\n<style>\n")
                .append(style)
                .append("</style>\n</head>\n<body>\n");
    }

    /** Seconds since the shot started, when frame {@code frame} starts: as the language writes them. */
    private static String t(FrameRef f, int frame, SheetWords words) {
        return words.number(frame * f.scenario().dt());
    }

    public static String html(Worksheet w) {
        return html(w, true);
    }

    /** The web page; without {@code answers}, the student's copy: the questions alone. */
    public static String html(Worksheet w, boolean answers) {
        SheetWords words = new SheetWords(w.language());
        StringBuilder sb = new StringBuilder();
        start(sb, w, words, STYLE);
        head(sb, w, words);
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            String frame = Integer.toString(f.frame());
            sb.append("<section class=\"question\" id=\"q").append(q.number()).append("\">\n");
            sb.append("<h2>")
                    .append(words.html("question", Integer.toString(q.number())))
                    .append("</h2>\n");
            sb.append("<p>").append(q.askHtml()).append("</p>\n");
            sb.append("<figure><img src=\"")
                    .append(escape(q.image()))
                    .append("\" alt=\"")
                    .append(words.html("picture.alt", frame))
                    .append("\"/>\n")
                    .append("<figcaption class=\"frame-note\">")
                    .append(words.html(
                            "picture.caption",
                            frame,
                            t(f, f.frame() - 1, words),
                            escape(f.algorithm().fileName())))
                    .append("</figcaption></figure>\n");
            sb.append("<ul class=\"choices\">\n");
            for (String c : q.choices()) {
                sb.append("<li>").append(escape(c)).append("</li>\n");
            }
            if (q.choices().isEmpty()) {
                sb.append("<li>").append(words.html("numberBlank")).append("</li>\n");
            }
            sb.append("</ul>\n</section>\n");
        }
        WorksheetWorking.section(sb, w.questions(), false, words, WEB_COLUMNS);
        if (!answers) {
            sb.append("</body>\n</html>\n");
            return sb.toString();
        }
        sb.append("<section class=\"answers\">\n<h2>")
                .append(words.html("answers"))
                .append("</h2>\n");
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            String frame = Integer.toString(f.frame());
            sb.append("<div class=\"answer\"><p><strong>")
                    .append(q.number())
                    .append(".</strong> <span class=\"given\">")
                    .append(escape(q.answer()))
                    .append("</span></p>\n<p>")
                    .append(q.explainHtml())
                    .append("</p>\n")
                    .append("<figure><img src=\"")
                    .append(escape(q.answerImage()))
                    .append("\" alt=\"")
                    .append(words.html("answer.alt", frame))
                    .append("\"/>\n")
                    .append("<figcaption class=\"frame-note\">")
                    .append(words.html(
                            "answer.caption",
                            frame,
                            t(f, f.frame() - 1, words),
                            t(f, f.frame(), words),
                            escape(f.algorithm().fileName())))
                    .append("</figcaption></figure></div>\n");
        }
        sb.append("</section>\n");
        WorksheetWorking.section(sb, w.questions(), true, words, WEB_COLUMNS);
        sb.append("</body>\n</html>\n");
        return sb.toString();
    }

    /**
     * The page style of the paper worksheet: {@code %1$s} is the paper's size, {@code %2$s} the page's foot,
     * {@code %3$s} the font, {@code %4$s} and {@code %5$s} the widths of the question's and the answer's pictures,
     * {@code %8$s} the page's margin left and right ({@link #SIDE_MM}).
     */
    static final String PAGED_STYLE = """
            @page { size: %1$s; margin: 13mm %8$smm 14mm %8$smm;
                    @bottom-center { content: %2$s;
                                     font-family: "%3$s"; font-size: 8.5pt; color: #555; } }
            body { font-family: "%3$s", sans-serif; font-size: 10.5pt; line-height: 1.3; color: #111; margin: 0; }
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
            td.picture { width: %6$smm; padding-right: 5mm; }
            img.court { width: %4$smm; border: 0.5pt solid #999; }
            img.working { width: %5$smm; border: 0.5pt solid #999; }
            .choice { margin: 0 0 1.6mm 0; }
            .box { display: inline-block; width: 3.2mm; height: 3.2mm; border: 0.7pt solid #111;
                   margin-right: 2mm; }
            .why { margin-top: 2.5mm; color: #444; font-size: 9pt; }
            .line { border-bottom: 0.5pt solid #999; height: 7.5mm; }
            .live { font-weight: bold; }
            .together { white-space: nowrap; }
            .try { font-style: italic; }
            .answer { margin-bottom: 3mm; page-break-inside: avoid; }
            td.working { width: %7$smm; padding-right: 5mm; }
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
        SheetWords words = new SheetWords(w.language());
        StringBuilder sb = new StringBuilder();
        String title = escape(w.title());
        start(
                sb,
                w,
                words,
                String.format(
                        Locale.ROOT,
                        PAGED_STYLE,
                        paper.css(),
                        footer(w, words),
                        WorksheetPdf.FONT_FAMILY,
                        mm(SheetPicture.QUESTION.widthMm()),
                        mm(SheetPicture.ANSWER.widthMm()),
                        mm(SheetPicture.QUESTION.widthMm() + 2),
                        mm(SheetPicture.ANSWER.widthMm() + 2),
                        mm(SIDE_MM)));
        head(sb, w, words);
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
            String frame = Integer.toString(f.frame());
            sb.append("<h2>")
                    .append(words.html("question", Integer.toString(q.number())))
                    .append("</h2>\n<p>")
                    .append(q.askHtml())
                    .append("</p>\n");
            sb.append("<table class=\"layout\"><tr><td class=\"picture\"><img class=\"court\" src=\"")
                    .append(escape(src.apply(q.image())))
                    .append("\" alt=\"")
                    .append(words.html("picture.alt", frame))
                    .append("\"/>\n<p class=\"frame-note\">")
                    .append(words.html(
                            "picture.caption.paper",
                            frame,
                            t(f, f.frame() - 1, words),
                            escape(f.algorithm().fileName())))
                    .append("</p></td>\n")
                    .append("<td>");
            for (String c : q.choices()) {
                sb.append("<div class=\"choice\"><span class=\"box\"></span>")
                        .append(escape(c))
                        .append("</div>\n");
            }
            if (q.choices().isEmpty()) {
                sb.append("<div class=\"choice\">")
                        .append(words.html("numberBlank"))
                        .append("</div>\n");
            }
            sb.append("<p class=\"why\">").append(words.html("why")).append("</p>");
            sb.append("<div class=\"line\"></div>".repeat(4));
            sb.append("</td></tr></table>\n");
            sb.append("<div class=\"line\"></div>".repeat(2));
            sb.append("</div>\n");
        }
        WorksheetWorking.section(sb, qs, false, words, columns(paper));
        if (!answers) {
            sb.append("</body>\n</html>\n");
            return sb.toString();
        }
        sb.append("<div class=\"answers next-page\">\n<h1>")
                .append(words.html("answers"))
                .append("</h1>\n<p class=\"source\">")
                .append(words.html("answers.source", title))
                .append("</p>\n");
        for (WorksheetQuestion q : qs) {
            FrameRef f = q.frame();
            sb.append("<div class=\"answer\"><h2>")
                    .append(q.number())
                    .append(". <span class=\"given\">")
                    .append(escape(q.answer()))
                    .append("</span></h2>\n")
                    .append("<table class=\"layout\"><tr><td class=\"working\"><img class=\"working\" src=\"")
                    .append(escape(src.apply(q.answerImage())))
                    .append("\" alt=\"")
                    .append(words.html("answer.alt", Integer.toString(f.frame())))
                    .append("\"/>\n<p class=\"frame-note\">")
                    .append(words.html(
                            "answer.caption",
                            Integer.toString(f.frame()),
                            t(f, f.frame() - 1, words),
                            t(f, f.frame(), words),
                            escape(f.algorithm().fileName())))
                    .append("</p></td>\n<td><p>")
                    .append(q.explainHtml())
                    .append("</p></td></tr></table></div>\n");
        }
        WorksheetWorking.section(sb, qs, true, words, columns(paper));
        sb.append("</div>\n</body>\n</html>\n");
        return sb.toString();
    }

    /** The paper page's margin left and right, in mm. */
    static final double SIDE_MM = 15;

    /** How many characters of a sum a line of the paper holds, between its margins. */
    private static int columns(Paper paper) {
        return SumLines.columns(paper.widthMm() - 2 * SIDE_MM);
    }

    /** The web page's sums are broken as on A4, where they are printed from a browser. */
    private static final int WEB_COLUMNS = columns(Paper.A4);

    /** Questions on one sheet of paper: each has a picture and room to write, so two fit. */
    public static final int QUESTIONS_A_PAGE = 2;

    /**
     * The page's foot as a CSS {@code content} value: the words' parts as strings, with the page's number and the
     * count of pages where the pattern puts them.
     */
    private static String footer(Worksheet w, SheetWords words) {
        String page = "\uE002", pages = "\uE003"; // private use: stand for the counters while the words are put in
        String said = words.text("footer", w.title(), page, pages);
        StringBuilder content = new StringBuilder();
        StringBuilder part = new StringBuilder();
        for (char c : said.toCharArray()) {
            if (c == page.charAt(0) || c == pages.charAt(0)) {
                if (part.length() > 0) {
                    content.append('"').append(css(part.toString())).append("\" ");
                    part.setLength(0);
                }
                content.append(c == page.charAt(0) ? "counter(page) " : "counter(pages) ");
            } else {
                part.append(c);
            }
        }
        if (part.length() > 0) {
            content.append('"').append(css(part.toString())).append('"');
        }
        return content.toString().strip();
    }

    /** A length in mm as CSS writes it: 96, or 96.5. */
    private static String mm(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

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
