package bouncelab.lessons.worksheet;

import bouncelab.core.trace.Num;

/**
 * A worksheet as one HTML page that prints well: the questions with their choices and the picture of the frame
 * each is about, then the answers with their explanations on a page of their own, so the sheet can go to the class
 * and the last page to the teacher. The print style is in the page itself; it needs nothing else but the pictures.
 */
public final class WorksheetHtml {
    private WorksheetHtml() {
    }

    static final String STYLE = """
            body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; font-size: 12pt; line-height: 1.4;
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
            figure img { max-width: 100%; border: 1px solid #999; }
            .live { font-weight: bold; font-family: "DejaVu Sans Mono", Consolas, monospace; }
            .try { text-decoration: underline; }
            code { font-family: "DejaVu Sans Mono", Consolas, monospace; }
            .answers { page-break-before: always; break-before: page; }
            .answer { margin: 0.8em 0; break-inside: avoid; page-break-inside: avoid; }
            .answer .given { font-weight: bold; color: #006b4f; }
            @media print { body { margin: 0; max-width: none; } a { color: inherit; } }
            """;

    public static String html(Worksheet w) {
        StringBuilder sb = new StringBuilder();
        sb.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(w.title())).append(" — worksheet</title>\n<style>\n").append(STYLE)
                .append("</style>\n</head>\n<body>\n");
        sb.append("<h1>").append(escape(w.title())).append("</h1>\n");
        sb.append("<p class=\"source\">Bounce Lab lesson ").append(escape(w.lessonId())).append(" · from “")
                .append(escape(w.article())).append("”</p>\n");
        sb.append("<p class=\"name\">Name: ______________________________ Date: ______________</p>\n");
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            sb.append("<section class=\"question\" id=\"q").append(q.number()).append("\">\n");
            sb.append("<h2>Question ").append(q.number()).append("</h2>\n");
            sb.append("<p>").append(q.askHtml()).append("</p>\n");
            sb.append("<figure><img src=\"").append(escape(q.image())).append("\" alt=\"The court as frame ")
                    .append(f.frame()).append(" starts\">\n")
                    .append("<figcaption class=\"frame-note\">As frame ").append(f.frame()).append(" starts, t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt())).append(" s · ").append(escape(f.algorithm().fileName()))
                    .append(" · the line ahead of the ball is its velocity, 0.1 s of travel</figcaption></figure>\n");
            sb.append("<ul class=\"choices\">\n");
            for (String c : q.choices()) {
                sb.append("<li>").append(escape(c)).append("</li>\n");
            }
            sb.append("</ul>\n</section>\n");
        }
        sb.append("<section class=\"answers\">\n<h2>Answers</h2>\n");
        for (WorksheetQuestion q : w.questions()) {
            FrameRef f = q.frame();
            sb.append("<div class=\"answer\"><p><strong>").append(q.number()).append(".</strong> <span class=\"given\">")
                    .append(escape(q.answer())).append("</span></p>\n<p>").append(q.explainHtml()).append("</p>\n")
                    .append("<figure><img src=\"").append(escape(q.answerImage()))
                    .append("\" alt=\"The working of frame ").append(f.frame()).append("\">\n")
                    .append("<figcaption class=\"frame-note\">Frame ").append(f.frame()).append(" · t = ")
                    .append(Num.fmt((f.frame() - 1) * f.scenario().dt())).append(" s → ")
                    .append(Num.fmt(f.frame() * f.scenario().dt())).append(" s · ").append(escape(f.algorithm().fileName()))
                    .append("</figcaption></figure></div>\n");
        }
        sb.append("</section>\n</body>\n</html>\n");
        return sb.toString();
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
