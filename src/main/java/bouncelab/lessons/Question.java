package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;

import java.util.List;

/**
 * A predict-then-reveal question: the student picks one of the choices, and the answer (with its explanation)
 * stays hidden until the run reaches {@code revealAtFrame} or the student presses reveal. The checks say how the
 * answer follows from what the core computes, so a test can hold the lesson to it.
 *
 * @param number the question's place in its lesson, from 1
 * @param line   the line of its opening fence in lesson.md
 */
public record Question(int number, List<Inline> ask, List<String> choices, String answer, int revealAtFrame,
                       List<Inline> explain, List<QuestionCheck> checks, int line) {

    public Question {
        ask = List.copyOf(ask);
        choices = List.copyOf(choices);
        explain = List.copyOf(explain);
        checks = List.copyOf(checks);
    }

    /**
     * True on the frame that shows the answer: the panel reveals it when the student steps onto this frame (or
     * presses reveal) and keeps it shown from then on.
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
