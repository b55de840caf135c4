package bouncelab.lessons;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A coding task a lesson sets: what the student is to write (front matter {@code task:}) and what their test's
 * report card must show for it to be done ({@code task-check:}). The card's numbers come in as plain numbers, so
 * lessons stay below the student code that grades.
 *
 * <pre>
 * task: Write hitPaddle so that the slides' examples and corner cases all pass.
 * task-check: examples and agreement >= 0.99
 * </pre>
 *
 * A check is one or more terms joined by {@code and}: {@code examples} (every worked example passes) and
 * {@code agreement >= SHARE} (at least that share of the seeded random cases agree with the exact test; a number
 * from 0 to 1, or a percentage such as {@code 99%}).
 *
 * @param text    what to write, shown over the lesson
 * @param check   the check as written, shown beside its outcome
 * @param allExamples     every example must pass
 * @param minAgreement    the least share of random cases that must agree (0 when not asked)
 */
public record LessonTask(String text, String check, boolean allExamples, double minAgreement) {

    /**
     * Reads a {@code task-check:} value.
     *
     * @throws IllegalArgumentException naming the term that is wrong
     */
    static LessonTask parse(String text, String check) {
        boolean examples = false;
        double agreement = 0;
        List<String> seen = new ArrayList<>();
        for (String raw : check.strip().split("\\s+and\\s+", -1)) {
            String term = raw.strip();
            String key = term.split("[\\s<>=]", 2)[0].toLowerCase(Locale.ROOT);
            if (seen.contains(key)) {
                throw new RefusedArgument("task.twice", key);
            }
            seen.add(key);
            if (term.equals("examples")) {
                examples = true;
            } else if (key.equals("agreement")) {
                agreement = share(term);
            } else {
                throw new RefusedArgument("task.form", term);
            }
        }
        return new LessonTask(text, check.strip(), examples, agreement);
    }

    private static double share(String term) {
        String rest = term.substring("agreement".length()).strip();
        if (!rest.startsWith(">=")) {
            throw new RefusedArgument("task.operator", term);
        }
        String v = rest.substring(2).strip();
        boolean percent = v.endsWith("%");
        try {
            double d =
                    Double.parseDouble(percent ? v.substring(0, v.length() - 1).strip() : v);
            double s = percent ? d / 100 : d;
            if (s >= 0 && s <= 1) {
                return s;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new RefusedArgument("task.share", v);
    }

    /** "every example right, and at least 99% of the random cases agreeing with the exact test". */
    public String doneWhen() {
        String examples = allExamples ? "every example right" : "";
        String agreement = minAgreement > 0
                ? "at least " + percent(minAgreement) + " of the random cases agreeing with the exact test"
                : "";
        return examples + (!examples.isEmpty() && !agreement.isEmpty() ? ", and " : "") + agreement;
    }

    /** 99.5% (two places only when it is not whole), as the report card writes it. */
    public static String percent(double share) {
        double p = Math.round(share * 10_000) / 100.0;
        return (p == Math.rint(p) ? Long.toString((long) p) : String.format(Locale.ROOT, "%.2f", p)) + "%";
    }

    /**
     * True when a report card with these numbers does the task.
     *
     * @param agreement the share of random cases that agree, 0 to 1
     */
    public boolean holds(int examplesPassed, int examplesTotal, double agreement) {
        return (!allExamples || examplesTotal > 0 && examplesPassed == examplesTotal) && agreement >= minAgreement;
    }
}
