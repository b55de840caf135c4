package bouncelab.lessons;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * A predict-then-reveal question: the student picks one of the choices, and the answer (with its explanation)
 * stays hidden until the student has chosen or pressed "Show answer"; {@code revealAtFrame} is the frame to step
 * to to see it happen. The checks say how the answer follows from what the core computes, so a test (and
 * {@link LessonChecks}) can hold the lesson to it.
 *
 * @param number the question's place in its lesson, from 1
 * @param line   the line of its opening fence in lesson.md
 * @param lines  where each of its fields is in lesson.md, so a problem found later can name its line
 * @param answerNumber for a question the student answers with a number ({@code answer-number: NAME}), the
 *                     placeholder whose value at the question's frame is the answer; null for one with choices
 *                     (then {@code choices} is empty and {@code answer} is that name too)
 */
public record Question(
        int number,
        List<Inline> ask,
        List<String> choices,
        String answer,
        int revealAtFrame,
        List<Inline> explain,
        List<QuestionCheck> checks,
        int line,
        Lines lines,
        @Nullable String answerNumber) {

    public Question(
            int number,
            List<Inline> ask,
            List<String> choices,
            String answer,
            int revealAtFrame,
            List<Inline> explain,
            List<QuestionCheck> checks,
            int line,
            Lines lines) {
        this(number, ask, choices, answer, revealAtFrame, explain, checks, line, lines, null);
    }

    /** The name of the number the student answers with; only a question that {@link #asksForNumber()} has one. */
    public String numberName() {
        return Objects.requireNonNull(answerNumber, () -> "question " + number + " is answered by a choice");
    }

    public Question {
        ask = List.copyOf(ask);
        choices = List.copyOf(choices);
        explain = List.copyOf(explain);
        checks = List.copyOf(checks);
    }

    /**
     * The lines of lesson.md a question's fields start on; a field that is not given has the fence's line.
     *
     * @param checks one line per check, in order
     */
    public record Lines(int ask, int revealAtFrame, int explain, List<Integer> checks) {
        public Lines {
            checks = List.copyOf(checks);
        }
    }

    /**
     * True on the frame the question points at, where the court shows what happens. Reaching it reveals nothing:
     * the answer and explanation show only once the student has chosen an answer or asked to see it.
     */
    public boolean revealsAt(int frame) {
        return frame == revealAtFrame;
    }

    public boolean isCorrect(String choice) {
        return answer.equals(choice);
    }

    /** True for a question answered with a number ({@code answer-number:}) rather than a choice. */
    public boolean asksForNumber() {
        return answerNumber != null;
    }

    /**
     * Whether a typed number is the answer the screen shows, {@code shown}, to the precision it is shown with: the
     * typed number rounds to it at as many decimals as {@code shown} has ("0.583" takes 0.5833 and 0.583, not 0.58
     * or 0.6; "61" takes 61 and 60.9, not 62). A minus may be typed as − or -, a decimal comma as a point; thousands
     * separators are not read. False for anything that is not a number, or a shown value that is not one.
     */
    public static boolean numberMatches(String typed, String shown) {
        BigDecimal want = decimal(shown);
        BigDecimal got = decimal(typed);
        if (want == null || got == null) {
            return false;
        }
        int places = Math.max(0, want.scale());
        return got.setScale(places, RoundingMode.HALF_EVEN).compareTo(want.setScale(places, RoundingMode.HALF_EVEN))
                == 0;
    }

    private static @Nullable BigDecimal decimal(@Nullable String s) {
        if (s == null) {
            return null;
        }
        String t = s.strip().replace('\u2212', '-').replace(',', '.');
        if (!t.matches("-?(\\d+(\\.\\d*)?|\\.\\d+)")) {
            return null;
        }
        return new BigDecimal(t);
    }

    /** Runs every check against the core, each with the lesson's algorithm unless it names its own. */
    public List<QuestionCheck.Outcome> verify(Scenario scenario, AlgorithmId algorithm) {
        return checks.stream().map(c -> c.evaluate(scenario, algorithm)).toList();
    }
}
