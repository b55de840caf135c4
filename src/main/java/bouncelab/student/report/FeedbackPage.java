package bouncelab.student.report;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.student.Example;
import bouncelab.student.GradeDetail;
import bouncelab.student.GradeLine;
import bouncelab.student.Graded;
import bouncelab.student.Probe;
import bouncelab.student.ReportCard;
import bouncelab.student.StudentProblem;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
    /** "line 4: " in a failure's one line, where the student's code failed. */
    private static final Pattern AT_LINE = Pattern.compile("\\bline (\\d+): ");

    private FeedbackPage() {}

    static String html(Graded g, Map<AlgorithmId, Double> articles) {
        GradeLine l = g.line();
        GradeDetail d = g.detail();
        StringBuilder sb =
                new StringBuilder(Page.start("Report card: " + d.student(), d.student() + " · Bounce Lab report card"));
        sb.append("<h1>Report card: ").append(esc(d.student())).append("</h1>\n");
        sb.append("<p class=\"small\">File: ").append(esc(fileName(l.file()))).append("</p>\n");
        summary(sb, l);
        code(sb, d, l);
        examples(sb, d, l);
        if (l.compiled() && l.agreement() != null) {
            disagreeing(sb, d, l);
        }
        if (l.compiled()) {
            speeds(sb, l, articles);
        }
        return sb.append(Page.end()).toString();
    }

    private static void summary(StringBuilder sb, GradeLine l) {
        if (!l.compiled()) {
            sb.append("<p>Your test did not become a working test, so none of it could be marked.</p>\n");
        } else {
            sb.append("<p>Your test compiled and was marked.</p>\n");
            sb.append("<p>It got ")
                    .append(l.examplesPassed())
                    .append(" of the ")
                    .append(l.examplesTotal())
                    .append(" worked examples right.</p>\n");
            if (l.agreement() != null) {
                sb.append("<p>It agreed with the exact circle-against-rectangle test on ")
                        .append(Marks.percent(l.agreement()))
                        .append(" of ")
                        .append(String.format(Locale.ROOT, "%,d", ReportCard.CASES))
                        .append(" random cases.</p>\n");
            }
        }
        if (l.error() != null) {
            sb.append("<p>The first problem: ").append(esc(l.error())).append("</p>\n");
        }
    }

    private static void code(StringBuilder sb, GradeDetail d, GradeLine l) {
        sb.append("<h2>Your code</h2>\n");
        if (d.code().isEmpty()) {
            sb.append("<p>The file could not be read, so there is no code to show.</p>\n");
            return;
        }
        Map<Integer, List<String>> remarks = remarks(d, l);
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
            sb.append("<p class=\"small\">The code goes on for ")
                    .append(count - shown)
                    .append(" more lines, which are not shown.</p>\n");
        }
        for (Map.Entry<Integer, List<String>> e : remarks.entrySet()) {
            if (e.getKey() > shown) {
                e.getValue()
                        .forEach(r -> sb.append("<p class=\"wrong\">Line ")
                                .append(e.getKey())
                                .append(": ")
                                .append(esc(r))
                                .append("</p>\n"));
            }
        }
    }

    /** The remarks by line (0: about the file as a whole), each once, in the order found. */
    static Map<Integer, List<String>> remarks(GradeDetail d, GradeLine l) {
        Map<Integer, List<String>> by = new TreeMap<>();
        for (StudentProblem p : d.problems()) {
            add(by, p.line(), p.plain() + (p.detail().isEmpty() ? "" : " (" + p.detail() + ")"));
        }
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
            Matcher m = AT_LINE.matcher(f);
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

    private static void examples(StringBuilder sb, GradeDetail d, GradeLine l) {
        sb.append("<h2>The worked examples</h2>\n");
        if (d.examples().isEmpty()) {
            sb.append("<p>None of the worked examples could be asked, because the test did not run.</p>\n");
            return;
        }
        sb.append("<table class=\"rows\">\n<tr><th>Picture</th><th>Example</th><th>Mark</th><th>Why</th></tr>\n");
        for (Example e : Example.ALL) {
            GradeDetail.ExampleMark m = d.examples().stream()
                    .filter(x -> x.name().equals(e.name()))
                    .findFirst()
                    .orElse(null);
            boolean right = m != null && m.passed();
            sb.append("<tr><td><img class=\"case\" alt=\"")
                    .append(esc(e.name()))
                    .append("\" src=\"")
                    .append(CasePng.dataUri(e.probe()))
                    .append("\"/></td><td><b>")
                    .append(esc(e.name()))
                    .append("</b><br/><span class=\"small\">")
                    .append(esc(e.about()))
                    .append("</span></td><td>")
                    .append(right ? "<span class=\"right\">Right</span>" : "<span class=\"wrong\">Wrong</span>")
                    .append("</td><td>")
                    .append(esc(why(e, m)))
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    /** One sentence: what is right, and what the test said. */
    static String why(Example e, GradeDetail.ExampleMark m) {
        String truth = e.expected() ? "It is a hit" : "It is a miss";
        if (m == null) {
            return truth + ", and your test was not asked.";
        }
        if (m.answer() == null) {
            return truth + ", but your test failed here: " + (m.error() == null ? "it gave no answer." : m.error());
        }
        String said = m.answer() ? "hit" : "miss";
        return m.passed()
                ? truth + ", and your test said " + said + "."
                : truth + ", but your test said " + said + ". " + Misconceptions.of(e.name());
    }

    private static void disagreeing(StringBuilder sb, GradeDetail d, GradeLine l) {
        sb.append("<h2>Random cases that disagreed</h2>\n");
        int wrong = (int) Math.round((1 - l.agreement()) * ReportCard.CASES);
        if (wrong == 0) {
            sb.append("<p>Your test agreed with the exact test on every random case.</p>\n");
            return;
        }
        List<ReportCard.Disagreement> cases =
                d.disagreeing().subList(0, Math.min(SHOWN_CASES, d.disagreeing().size()));
        sb.append("<p>Your test disagreed with the exact test on ")
                .append(wrong)
                .append(" of ")
                .append(String.format(Locale.ROOT, "%,d", ReportCard.CASES))
                .append(" random cases")
                .append(cases.isEmpty() ? "." : ", and the first " + cases.size() + " are drawn below.")
                .append("</p>\n");
        if (cases.isEmpty()) {
            return;
        }
        sb.append("<table class=\"rows\">\n<tr><th>Picture</th><th>The case</th><th>Exact</th><th>Yours</th></tr>\n");
        for (ReportCard.Disagreement c : cases) {
            Probe p = c.probe();
            sb.append("<tr><td><img class=\"case\" alt=\"a random case\" src=\"")
                    .append(CasePng.dataUri(p))
                    .append("\"/></td><td>A ball of diameter ")
                    .append(Marks.speed(p.diameter()))
                    .append(" at (")
                    .append(Marks.speed(p.centre().x()))
                    .append(", ")
                    .append(Marks.speed(p.centre().y()))
                    .append("); a paddle ")
                    .append(Marks.speed(p.paddle().width()))
                    .append(" wide and ")
                    .append(Marks.speed(p.paddle().height()))
                    .append(" tall at (")
                    .append(Marks.speed(p.paddle().x()))
                    .append(", ")
                    .append(Marks.speed(p.paddle().y()))
                    .append(").</td><td>")
                    .append(c.exact() ? "hit" : "miss")
                    .append("</td><td class=\"wrong\">")
                    .append(c.answer() == null ? "failed" : c.answer() ? "hit" : "miss")
                    .append("</td></tr>\n");
        }
        sb.append("</table>\n");
    }

    private static void speeds(StringBuilder sb, GradeLine l, Map<AlgorithmId, Double> articles) {
        sb.append("<h2>Through speed</h2>\n<p>In the speed sweep a ball of diameter ")
                .append(Marks.speed(SweepSpec.DEFAULT.diameter()))
                .append(" is fired at a target ")
                .append(Marks.speed(SweepSpec.DEFAULT.thickness()))
                .append(" px thick, faster "
                        + "and faster; the table gives the first speed at which a ball got through.</p>\n");
        sb.append("<table class=\"rows\">\n<tr><th>Test</th><th>The ball gets through from</th></tr>\n");
        sb.append("<tr><td><b>Your test</b></td><td><b>")
                .append(esc(through(l.throughSpeed())))
                .append("</b></td></tr>\n");
        articles.forEach((id, v) -> sb.append("<tr><td>")
                .append(esc(id.title()))
                .append("</td><td>")
                .append(esc(through(v)))
                .append("</td></tr>\n"));
        sb.append("</table>\n");
    }

    static String through(Double v) {
        return v == null
                ? "never (tried up to " + Marks.speed(ArticleSpeeds.top()) + " px a frame)"
                : Marks.speed(v) + " px a frame";
    }

    private static String fileName(String file) {
        int slash = Math.max(file.lastIndexOf('/'), file.lastIndexOf('\\'));
        return file.substring(slash + 1);
    }
}
