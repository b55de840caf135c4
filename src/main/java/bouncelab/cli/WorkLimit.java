package bouncelab.cli;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.Question;
import bouncelab.lessons.worksheet.FrameRef;
import bouncelab.lessons.worksheet.WorksheetBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Holds what {@code render}, {@code worksheet} and {@code trace --working} are about to work out against {@link ShotLimits#MAX_WORK}, before
 * anything is drawn, so that a shot the loader accepts is drawn in seconds or refused in one line, never after
 * minutes or with the memory run out.
 */
final class WorkLimit {
    private WorkLimit() {}

    /** render draws the whole window: the stepping view's run and the Compare tab's, one an algorithm. */
    static void checkRender(Scenario s, AlgorithmId algorithm, String file) {
        if (!WorkBudget.fits(WorkBudget.window(s, algorithm))) {
            throw tooMuch(file, WorkBudget.Purpose.DRAW);
        }
    }

    /** A worksheet draws two pictures a question, each made by a stepping view that runs the question's shot. */
    static void checkWorksheet(Lesson lesson, String file) {
        List<WorkBudget.Job> jobs = new ArrayList<>();
        for (Question q : lesson.questions()) {
            FrameRef ref = WorksheetBuilder.frameOf(lesson, q);
            jobs.add(new WorkBudget.Job(ref.scenario(), ref.algorithm(), 2));
        }
        if (!WorkBudget.fits(jobs)) {
            throw tooMuch(file, WorkBudget.Purpose.WORKSHEET);
        }
    }

    /**
     * trace --working writes every frame's working as it goes: a shot past the budget would write gigabytes before
     * it ended. Counted first, as the window counts (it stops once past the budget).
     */
    static void checkTraceWorking(Scenario s, AlgorithmId algorithm, int frames, String file) {
        long items = WorkBudget.items(s, AlgorithmClasses.create(algorithm), frames, ShotLimits.MAX_WORK);
        if (items > ShotLimits.MAX_WORK) {
            throw new BadInputException(Refusal.of(
                    "cli.file", file, new Refusal("work.tooMuchToWrite", List.of(frames, ShotLimits.MAX_WORK))));
        }
    }

    /** {@code FILE: too much working to draw: ...}, in {@code --lang}'s language. */
    private static BadInputException tooMuch(String file, WorkBudget.Purpose purpose) {
        WorkBudget.Problem p = WorkBudget.problem(purpose);
        return new BadInputException(Refusal.of("cli.file", file, new Refusal(p.key(), p.args())));
    }
}
