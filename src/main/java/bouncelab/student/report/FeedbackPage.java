package bouncelab.student.report;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.student.Example;
import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.student.Probe;
import bouncelab.student.ReportCard;
import bouncelab.student.StudentProblem;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

import static bouncelab.student.report.Page.esc;

/**
 * One student's report card to hand back: what the marks are, their code with the compiler's or the tests' remarks
 * at their lines, each worked example right or wrong and why, the random cases that disagreed, and the through speed
 * beside the articles' tests'.
 */
final class FeedbackPage {
    /** The most lines of code shown: a test is a page or two, and a huge file should not print a book. */
    static final int MAX_LINES = 400;
    /** The most disagreeing cases drawn. */
    static final int SHOWN_CASES = 6;

    private FeedbackPage() {}

    static String html(Graded g, Map<AlgorithmId, Double> articles, Words w) {
        GradeLine l = g.line();
        GradeDetail d = g.detail();
        StringBuilder sb = new StringBuilder(
                Page.start(say(w, "report.card.title", d.student()), say(w, "report.card.footer", d.student()), w));
        sb.append("<h1>").append(esc(say(w, "report.card.title", d.student()))).append("</h1>\n");
        sb.append("<p class=\"small\">")
                .append(esc(say(w, "report.card.file", fileName(l.file()))))
                .append("</p>\n");
        summary(sb, l, w);
        code(sb, d, l, w);
        examples(sb, d, w);
        if (l.compiled() && l.agreement() != null) {
            disagreeing(sb, d, l.agreement(), w);
        } else if (l.compiled() && g.stoppedAfter() != null) {
            // stopped in the random cases: the section says why it has no share, and what makes a test that slow
            sb.append("<h2>").append(esc(say(w, "report.cases.heading"))).append("</h2>\n");
            paragraph(sb, say(w, "report.cases.stopped", g.stoppedAfter()));
        }
        if (l.compiled()) {
            speeds(sb, g, articles, w);
        }
        return sb.append(Page.end()).toString();
    }

    static String say(Words w, String key, Object... args) {
        return w.format(Book.GRADING, key, args);
    }

    /** A paragraph of the book's words. */
    private static void paragraph(StringBuilder sb, String words) {
        sb.append("<p>").append(esc(words)).append("</p>\n");
    }

    private static void summary(StringBuilder sb, GradeLine l, Words w) {
        if (!l.compiled()) {
            paragraph(sb, say(w, "report.card.notATest"));
        } else {
            paragraph(sb, say(w, "report.card.marked"));
            paragraph(sb, say(w, "report.card.examples", l.examplesPassed(), l.examplesTotal()));
            if (l.agreement() != null) {
                paragraph(sb, say(w, "report.card.agreed", Marks.percent(l.agreement(), w), ReportCard.CASES));
            }
        }
        if (l.error() != null) {
            paragraph(sb, say(w, "report.card.firstProblem", l.error()));
        }
    }

    private static void code(StringBuilder sb, GradeDetail d, GradeLine l, Words w) {
        sb.append("<h2>").append(esc(say(w, "report.card.code"))).append("</h2>\n");
        if (d.code().isEmpty()) {
            paragraph(sb, say(w, "report.card.noCode"));
            return;
        }
        Map<Integer, List<String>> remarks = remarks(d, l, w);
        String[] lines = d.code().split("\n", -1);
        int count = d.code().endsWith("\n") ? lines.length - 1 : lines.length;
        if (remarks.containsKey(0)) {
            for (String r : remarks.get(0)) {
                sb.append("<p class=\"wrong\">").append(esc(r)).append("</p>\n");
            }
        }
        sb.append("<table class=\"code\">\n");
        int shown = Math.min(count, MAX_LINES);
        for (int i = 1; i <= shown; i++) {
            String text = lines[i - 1].replace("\t", "    ");
            sb.append("<tr><td class=\"n\">")
                    .append(i)
                    .append("</td><td class=\"c\">")
                    .append(text.isBlank() ? "&#160;" : esc(text))
                    .append("</td></tr>\n");
            for (String r : remarks.getOrDefault(i, List.of())) {
                sb.append("<tr><td class=\"n\">&#8593;</td><td class=\"remark\">")
                        .append(esc(r))
                        .append("</td></tr>\n");
            }
        }
        sb.append("</table>\n");
        if (count > shown) {
            sb.append("<p class=\"small\">")
                    .append(esc(say(w, "report.card.more", count - shown)))
                    .append("</p>\n");
        }
        for (Map.Entry<Integer, List<String>> e : remarks.entrySet()) {
            if (e.getKey() > shown) {
                e.getValue()
                        .forEach(r -> sb.append("<p class=\"wrong\">")
                                .append(esc(say(w, "report.card.atLine", e.getKey(), r)))
                                .append("</p>\n"));
            }
        }
    }

    /** The remarks by line (0: about the file as a whole), each once, in the order found. */
    static Map<Integer, List<String>> remarks(GradeDetail d, GradeLine l, Words w) {
        Map<Integer, List<String>> by = new TreeMap<>();
        for (StudentProblem p : d.problems()) {
            add(by, p.line(), new StudentProblem(0, p.plain(), p.detail()).oneLine(w));
        }
        // "line 4: " as this language writes it, where a failure's words name the student's line
        String[] around = say(w, "problem.line", 12345, "\uE000").split("12345", 2);
        Pattern atLine = Pattern.compile("(?<![\\p{L}\\p{N}])" + Pattern.quote(around[0]) + "(\\d+)"
                + Pattern.quote(around[1].replace("\uE000", "")));
        List<String> failures = new ArrayList<>();
        d.examples().stream()
                .map(GradeDetail.ExampleMark::error)
                .filter(e -> e != null)
                .forEach(failures::add);
        if (d.problems().isEmpty() && l.error() != null) {
            failures.add(l.error());
        }
        for (String f : failures) {
            // a failure's words name the student's line ("example 'corner': line 4: …"), set by StudentProblem
            // under the line, its words from "line N:" on, so the same failure in every example is said once
            Matcher m = atLine.matcher(f);
            if (m.find()) {
                add(by, Integer.parseInt(m.group(1)), f.substring(m.start()));
            } else {
                add(by, 0, f);
            }
        }
        return by;
    }

    private static void add(Map<Integer, List<String>> by, int line, String remark) {
        List<String> at = by.computeIfAbsent(line, k -> new ArrayList<>());
        if (!at.contains(remark)) {
            at.add(remark);
        }
    }

    private static void examples(StringBuilder sb, GradeDetail d, Words w) {
        sb.append("<h2>").append(esc(say(w, "report.card.examplesHeading"))).append("</h2>\n");
        if (d.examples().isEmpty()) {
            paragraph(sb, say(w, "report.card.noExamples"));
            return;
        }
        sb.append("<table class=\"rows\">\n<thead><tr>")
                .append(headings(w, "report.picture", "report.example", "report.card.mark", "report.card.why"))
                .append("</tr></thead>\n");
        for (Example e : Example.ALL) {
            GradeDetail.ExampleMark m = d.examples().stream()
                    .filter(x -> x.name().equals(e.name()))
                    .findFirst()
                    .orElse(null);
            boolean right = m != null && m.passed();
            sb.append("<tr><td><img class=\"case\" alt=\"")
                    .append(esc(e.name(w)))
                    .append("\" src=\"")
                    .append(CasePng.dataUri(e.probe()))
                    .append("\"/></td><td><b>")
                    .append(esc(e.name(w)))
                    .append("</b><br/><span class=\"small\">")
                    .append(esc(e.about(w)))
                    .append("</span></td><td>")
                    .append(right ? "<span class=\"right\">" : "<span class=\"wrong\">")
                    .append(esc(say(w, right ? "report.card.right" : "report.card.wrong")))
                    .append("</span></td><td>")
                    .append(esc(why(e, m, w)))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    /** One sentence: what is right, and what the test said. */
    static String why(Example e, GradeDetail.@Nullable ExampleMark m, Words w) {
        String truth = e.expected() ? "hit" : "miss";
        if (m == null) {
            return say(w, "report.why.notAsked." + truth);
        }
        if (m.answer() == null) {
            return m.error() == null
                    ? say(w, "report.why.noAnswer." + truth)
                    : say(w, "report.why.failed." + truth, m.error());
        }
        String said = m.answer() ? "hit" : "miss";
        return m.passed()
                ? say(w, "report.why.right." + truth)
                : say(w, "report.why.wrong." + truth, Misconceptions.of(e, w));
    }

    /** A table's heading cells, each the book's word. */
    static String headings(Words w, String... keys) {
        StringBuilder sb = new StringBuilder();
        for (String k : keys) {
            sb.append("<th>").append(esc(say(w, k))).append("</th>");
        }
        return sb.toString();
    }

    private static void disagreeing(StringBuilder sb, GradeDetail d, double agreement, Words w) {
        sb.append("<h2>").append(esc(say(w, "report.cases.heading"))).append("</h2>\n");
        int wrong = (int) Math.round((1 - agreement) * ReportCard.CASES);
        if (wrong == 0) {
            paragraph(sb, say(w, "report.cases.none"));
            return;
        }
        List<ReportCard.Disagreement> cases =
                d.disagreeing().subList(0, Math.min(SHOWN_CASES, d.disagreeing().size()));
        paragraph(sb, say(w, "report.cases.some", wrong, ReportCard.CASES, cases.size()));
        if (cases.isEmpty()) {
            return;
        }
        sb.append("<table class=\"rows\">\n<thead><tr>")
                .append(headings(w, "report.picture", "report.cases.case", "report.cases.exact", "report.cases.yours"))
                .append("</tr></thead>\n");
        for (ReportCard.Disagreement c : cases) {
            Probe p = c.probe();
            sb.append("<tr><td><img class=\"case\" alt=\"")
                    .append(esc(say(w, "context.randomCase")))
                    .append("\" src=\"")
                    .append(CasePng.dataUri(p))
                    .append("\"/></td><td>")
                    .append(esc(say(
                            w,
                            "report.cases.the",
                            Marks.speed(p.diameter(), w),
                            Marks.speed(p.centre().x(), w),
                            Marks.speed(p.centre().y(), w),
                            Marks.speed(p.paddle().width(), w),
                            Marks.speed(p.paddle().height(), w),
                            Marks.speed(p.paddle().x(), w),
                            Marks.speed(p.paddle().y(), w))))
                    .append("</td><td>")
                    .append(esc(say(w, c.exact() ? "report.hit" : "report.miss")))
                    .append("</td><td class=\"wrong\">")
                    .append(esc(
                            say(w, c.answer() == null ? "report.failed" : c.answer() ? "report.hit" : "report.miss")))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    private static void speeds(StringBuilder sb, Graded g, Map<AlgorithmId, Double> articles, Words w) {
        sb.append("<h2>").append(esc(say(w, "report.speed.heading"))).append("</h2>\n");
        paragraph(
                sb,
                say(
                        w,
                        "report.speed.how",
                        Marks.speed(SweepSpec.DEFAULT.diameter(), w),
                        Marks.speed(SweepSpec.DEFAULT.thickness(), w)));
        sb.append("<table class=\"rows\">\n<thead><tr>")
                .append(headings(w, "report.speed.test", "report.speed.from"))
                .append("</tr></thead>\n");
        sb.append("<tr><td><b>")
                .append(esc(say(w, "report.speed.yours")))
                .append("</b></td><td><b>")
                .append(esc(yours(g, w)))
                .append("</b></td></tr>\n");
        articles.forEach((id, v) -> sb.append("<tr><td>")
                .append(esc(title(id, w)))
                .append("</td><td>")
                .append(esc(through(v, w)))
                .append("</td></tr>\n"));
        sb.append("</table>\n");
        if (g.stoppedAfter() == null && g.detail().swept() && g.line().throughSpeed() != null) {
            // why most tests get through from one speed, said where a speed was measured
            sb.append("<p class=\"after-table\">")
                    .append(esc(say(w, "report.speed.why")))
                    .append("</p>\n");
        }
    }

    /** An algorithm's title as the window gives it in this language, or its own. */
    private static String title(AlgorithmId id, Words w) {
        String key = "algorithm." + id.fileName();
        return Words.has(Book.WINDOW, key) ? w.get(Book.WINDOW, key) : id.title();
    }

    /** The student's through speed; when their sweep did not finish there is none, and that is not "never". */
    static String yours(Graded g, Words w) {
        if (g.stoppedAfter() != null) {
            return say(w, "report.speed.stopped", g.stoppedAfter());
        }
        return g.detail().swept() ? through(g.line().throughSpeed(), w) : say(w, "report.speed.unswept");
    }

    static String through(@Nullable Double v, Words w) {
        return v == null
                ? say(w, "report.speed.never", Marks.speed(ArticleSpeeds.top(), w))
                : say(w, "report.speed.at", Marks.speed(v, w));
    }

    private static String fileName(String file) {
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return file.substring(slash + 1);
    }
}
