package bouncelab.lessons;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FrameTrace;

/**
 * The frame a question is about: the frame, algorithm and 'try this' set-up of its first check (so a question
 * about 'switch to swept' is about swept), or, with no check, its reveal frame with the lesson's own shot. A
 * question's ask, answer and explanation are filled in from this frame whatever frame the student is on, so they
 * never drift with the stepping and never show a dash; its worksheet shows the same frame.
 */
public record QuestionFrame(Scenario scenario, AlgorithmId algorithm, int frame) {

    public QuestionFrame {
        if (frame < 1) {
            throw new IllegalArgumentException("frames count from 1, got " + frame);
        }
    }

    public static QuestionFrame of(Lesson lesson, Question q) {
        if (!q.checks().isEmpty()) {
            QuestionCheck c = q.checks().get(0);
            Scenario s = lesson.scenario();
            for (LessonAction a : c.setup()) {
                s = a.applyTo(s);
            }
            return new QuestionFrame(
                    s, c.algorithm() != null ? c.algorithm() : lesson.algorithm(), Math.max(1, c.frame()));
        }
        int f = q.revealAtFrame() > 0 ? q.revealAtFrame() : lesson.openFrame();
        return new QuestionFrame(lesson.scenario(), lesson.algorithm(), Math.max(1, f));
    }

    /** Runs the shot to this frame (each call runs it again: keep the trace). */
    public FrameTrace trace() {
        return new Run(scenario, AlgorithmClasses.create(algorithm)).trace(frame);
    }
}
