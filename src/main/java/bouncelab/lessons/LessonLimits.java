package bouncelab.lessons;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import java.util.List;

/**
 * A 'try this' link or a check's {@code after} may change the shot (speed=, dt=): the shot it leads to must be one
 * a scenario file could hold, so the window never plays a shot no file could describe.
 */
final class LessonLimits {
    private LessonLimits() {}

    /**
     * The actions, if the shot they set up from {@code scenario} is within {@link ShotLimits}.
     *
     * @throws IllegalArgumentException saying which value would be out of range
     */
    static List<LessonAction> checked(List<LessonAction> actions, Scenario scenario) {
        Scenario s = scenario;
        for (LessonAction a : actions) {
            s = a.applyTo(s);
        }
        ShotLimits.problem(s).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        return actions;
    }

    /** A check, if the shot its {@code after} sets up is within {@link ShotLimits}. */
    static QuestionCheck checked(QuestionCheck check, Scenario scenario) {
        checked(check.setup(), scenario);
        return check;
    }
}
