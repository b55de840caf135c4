package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;

import java.util.List;

/**
 * A predict-then-reveal question: the student picks one of the choices, and the answer (with its explanation)
 * stays hidden until the student has chosen or pressed "Show answer"; {@code revealAtFrame} is the frame to step
 * to to see it happen. The checks say how the answer follows from what the core computes, so a test (and
 * {@link LessonChecks}) can hold the lesson to it.
 *
 * @param number the question's place in its lesson, from 1
 * @param line   the line of its opening fence in lesson.md
 * @param lines  where each of its fields is in lesson.md, so a problem found later can name its line
 */
public record Question(int number, List<Inline> ask, List<String> choices, String answer, int revealAtFrame,
                       List<Inline> explain, List<QuestionCheck> checks, int line, Lines lines) {

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

    /** Runs every check against the core, each with the lesson's algorithm unless it names its own. */
    public List<QuestionCheck.Outcome> verify(Scenario scenario, AlgorithmId algorithm) {
        return checks.stream().map(c -> c.evaluate(scenario, algorithm)).toList();
    }
}
