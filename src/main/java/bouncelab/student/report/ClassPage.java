package bouncelab.student.report;

import bouncelab.student.Example;
import bouncelab.student.Graded;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import static bouncelab.student.report.Page.esc;

/**
 * The class at a glance: how many files, how many compiled, how many were fully right; the spread of marks; the
 * worked examples most got wrong, each with the slip it reveals; and the roster.
 */
final class ClassPage {
    private ClassPage() {}

    static String html(List<Graded> rows, Words w) {
        StringBuilder sb =
                new StringBuilder(Page.start(say(w, "report.class.title"), say(w, "report.class.footer"), w));
        long compiled = rows.stream().filter(g -> g.line().compiled()).count();
        long fully = rows.stream().filter(Marks::fullyRight).count();
        int total = Example.ALL.size();
        sb.append("<h1>").append(esc(say(w, "report.class.title"))).append("</h1>\n");
        paragraph(sb, say(w, "report.class.summary", rows.size(), compiled, fully));
        List<Double> agreements = rows.stream()
                .filter(g -> g.line().agreement() != null)
                .map(g -> g.line().agreement())
                .toList();
        if (!agreements.isEmpty()) {
            double mean = agreements.stream()
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElse(0);
            paragraph(sb, say(w, "report.class.agreed", Marks.percent(mean, w)));
        }

        sb.append("<h2>").append(esc(say(w, "report.class.spread"))).append("</h2>\n");
        paragraph(sb, say(w, "report.class.spreadHow", total));
        sb.append("<table>\n<tr>")
                .append(FeedbackPage.headings(w, "report.class.examplesRight", "report.class.files"))
                .append("<th style=\"width: 110mm\"></th></tr>\n");
        int[] count = new int[total + 1];
        rows.forEach(g -> count[Math.max(0, Math.min(total, g.line().examplesPassed()))]++);
        int most = Arrays.stream(count).max().orElse(1);
        for (int k = total; k >= 0; k--) {
            if (count[k] == 0 && k != total && k != 0) {
                continue; // the empty marks between say nothing; the ends show the scale
            }
            sb.append("<tr><td class=\"num\">")
                    .append(esc(say(w, "report.of", k, total)))
                    .append("</td><td class=\"num\">")
                    .append(esc(say(w, "report.count", count[k])))
                    .append("</td><td>");
            if (count[k] > 0) {
                sb.append("<div class=\"bar\" style=\"width: ")
                        .append(Math.max(2, 100 * count[k] / most))
                        .append("%\"></div>");
            }
            sb.append("</td></tr>\n");
        }
        sb.append("</table>\n");

        sb.append("<h2>").append(esc(say(w, "report.class.missed"))).append("</h2>\n");
        List<Graded> marked =
                rows.stream().filter(g -> !g.detail().examples().isEmpty()).toList();
        List<Example> missed = new ArrayList<>(
                Example.ALL.stream().filter(e -> wrong(marked, e) > 0).toList());
        missed.sort(Comparator.comparingInt((Example e) -> -wrong(marked, e)));
        if (marked.isEmpty()) {
            paragraph(sb, say(w, "report.class.noneRan"));
        } else if (missed.isEmpty()) {
            paragraph(sb, say(w, "report.class.allRight"));
        } else {
            sb.append("<table class=\"rows\">\n<thead><tr>")
                    .append(FeedbackPage.headings(
                            w, "report.picture", "report.example", "report.class.wrong", "report.class.reveals"))
                    .append("</tr></thead>\n");
            for (Example e : missed) {
                sb.append("<tr><td><img class=\"case\" alt=\"")
                        .append(esc(e.name(w)))
                        .append("\" src=\"")
                        .append(CasePng.dataUri(e.probe()))
                        .append("\"/></td><td><b>")
                        .append(esc(e.name(w)))
                        .append("</b><br/><span class=\"small\">")
                        .append(esc(e.about(w)))
                        .append("</span></td>")
                        .append("<td class=\"num\">")
                        .append(esc(say(w, "report.of", wrong(marked, e), answered(marked, e))))
                        .append("</td><td>")
                        .append(esc(Misconceptions.of(e, w)))
                        .append("</td></tr>\n");
            }
            sb.append("</table>\n");
        }

        sb.append("<h2>")
                .append(esc(say(w, "report.class.roster")))
                .append("</h2>\n<table class=\"rows\">\n<thead><tr>")
                .append(FeedbackPage.headings(
                        w,
                        "report.class.student",
                        "report.class.compiled",
                        "report.class.examples",
                        "report.class.agreement",
                        "report.class.through"))
                .append("</tr></thead>\n");
        for (Graded g : rows) {
            sb.append("<tr><td>")
                    .append(esc(g.detail().student()))
                    .append("</td><td>")
                    .append(esc(say(w, g.line().compiled() ? "report.yes" : "report.no")))
                    .append("</td><td class=\"num\">")
                    .append(esc(say(
                            w, "report.of", g.line().examplesPassed(), g.line().examplesTotal())))
                    .append("</td><td class=\"num\">")
                    .append(
                            g.line().agreement() != null
                                    ? esc(Marks.percent(g.line().agreement(), w))
                                    : g.line().compiled() && g.stoppedAfter() != null
                                            ? esc(say(w, "report.class.stopped", g.stoppedAfter()))
                                            : "")
                    .append("</td><td>")
                    .append(g.line().compiled() ? esc(FeedbackPage.yours(g, w)) : "")
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
        return sb.append(Page.end()).toString();
    }

    private static String say(Words w, String key, Object... args) {
        return w.format(Book.GRADING, key, args);
    }

    private static void paragraph(StringBuilder sb, String words) {
        sb.append("<p>").append(esc(words)).append("</p>\n");
    }

    /**
     * The files whose test answered {@code e} wrongly. A file whose code gave no answer there (it looped, or threw)
     * reveals no slip: counted neither wrong nor at all, where it had been counted wrong on every example.
     */
    private static int wrong(List<Graded> marked, Example e) {
        return (int) marked.stream()
                .filter(g -> answered(g, e) && !Marks.passed(g, e.name()))
                .count();
    }

    /** The files whose test answered {@code e}, right or wrong. */
    private static int answered(List<Graded> marked, Example e) {
        return (int) marked.stream().filter(g -> answered(g, e)).count();
    }

    private static boolean answered(Graded g, Example e) {
        var mark = Marks.mark(g, e.name());
        return mark != null && mark.answer() != null;
    }
}
