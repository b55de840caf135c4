package bouncelab.student.report;

import bouncelab.student.Example;
import bouncelab.student.Graded;
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

    static String html(List<Graded> rows) {
        StringBuilder sb = new StringBuilder(Page.start("Class report", "Bounce Lab class report"));
        long compiled = rows.stream().filter(g -> g.line().compiled()).count();
        long fully = rows.stream().filter(Marks::fullyRight).count();
        int total = Example.ALL.size();
        sb.append("<h1>Class report</h1>\n");
        sb.append("<p>")
                .append(rows.size())
                .append(rows.size() == 1 ? " file was" : " files were")
                .append(" marked, ")
                .append(compiled)
                .append(" compiled, and ")
                .append(fully)
                .append(" were fully right (every worked example and every random case).</p>\n");
        List<Double> agreements = rows.stream()
                .filter(g -> g.line().agreement() != null)
                .map(g -> g.line().agreement())
                .toList();
        if (!agreements.isEmpty()) {
            double mean = agreements.stream()
                    .mapToDouble(Double::doubleValue)
                    .average()
                    .orElse(0);
            sb.append("<p>The tests that ran agreed with the exact test on ")
                    .append(Marks.percent(mean))
                    .append(" of the random cases on average.</p>\n");
        }

        sb.append("<h2>The spread of marks</h2>\n<p>How many files got each number of the ")
                .append(total)
                .append(" worked examples right.</p>\n<table>\n<tr><th>Examples right</th><th>Files</th>"
                        + "<th style=\"width: 110mm\"></th></tr>\n");
        int[] count = new int[total + 1];
        rows.forEach(g -> count[Math.max(0, Math.min(total, g.line().examplesPassed()))]++);
        int most = Arrays.stream(count).max().orElse(1);
        for (int k = total; k >= 0; k--) {
            if (count[k] == 0 && k != total && k != 0) {
                continue; // the empty marks between say nothing; the ends show the scale
            }
            sb.append("<tr><td class=\"num\">")
                    .append(k)
                    .append(" of ")
                    .append(total)
                    .append("</td><td class=\"num\">")
                    .append(count[k])
                    .append("</td><td>");
            if (count[k] > 0) {
                sb.append("<div class=\"bar\" style=\"width: ")
                        .append(Math.max(2, 100 * count[k] / most))
                        .append("%\"></div>");
            }
            sb.append("</td></tr>\n");
        }
        sb.append("</table>\n");

        sb.append("<h2>The worked examples most got wrong</h2>\n");
        List<Graded> marked =
                rows.stream().filter(g -> !g.detail().examples().isEmpty()).toList();
        List<Example> missed = new ArrayList<>(
                Example.ALL.stream().filter(e -> wrong(marked, e) > 0).toList());
        missed.sort(Comparator.comparingInt((Example e) -> -wrong(marked, e)));
        if (marked.isEmpty()) {
            sb.append("<p>No file ran, so no worked example was asked.</p>\n");
        } else if (missed.isEmpty()) {
            sb.append("<p>Every file that ran got every worked example right.</p>\n");
        } else {
            sb.append("<table class=\"rows\">\n<tr><th>Picture</th><th>Example</th><th>Wrong</th>"
                    + "<th>What it reveals</th></tr>\n");
            for (Example e : missed) {
                sb.append("<tr><td><img class=\"case\" alt=\"")
                        .append(esc(e.name()))
                        .append("\" src=\"")
                        .append(CasePng.dataUri(e.probe()))
                        .append("\"/></td><td><b>")
                        .append(esc(e.name()))
                        .append("</b><br/><span class=\"small\">")
                        .append(esc(e.about()))
                        .append("</span></td>")
                        .append("<td class=\"num\">")
                        .append(wrong(marked, e))
                        .append(" of ")
                        .append(marked.size())
                        .append("</td><td>")
                        .append(esc(Misconceptions.of(e.name())))
                        .append("</td></tr>\n");
            }
            sb.append("</table>\n");
        }

        sb.append("<h2>The roster</h2>\n<table class=\"rows\">\n<tr><th>Student</th><th>Compiled</th>"
                + "<th>Examples</th><th>Agreement</th><th>Through speed</th></tr>\n");
        for (Graded g : rows) {
            sb.append("<tr><td>")
                    .append(esc(g.detail().student()))
                    .append("</td><td>")
                    .append(g.line().compiled() ? "yes" : "no")
                    .append("</td><td class=\"num\">")
                    .append(g.line().examplesPassed())
                    .append(" of ")
                    .append(g.line().examplesTotal())
                    .append("</td><td class=\"num\">")
                    .append(
                            g.line().agreement() == null
                                    ? ""
                                    : Marks.percent(g.line().agreement()))
                    .append("</td><td>")
                    .append(
                            g.line().compiled()
                                    ? esc(FeedbackPage.through(g.line().throughSpeed()))
                                    : "")
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
        return sb.append(Page.end()).toString();
    }

    private static int wrong(List<Graded> marked, Example e) {
        return (int) marked.stream().filter(g -> !Marks.passed(g, e.name())).count();
    }
}
