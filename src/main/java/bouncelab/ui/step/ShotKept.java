package bouncelab.ui.step;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.common.ShotProblem;
import org.jspecify.annotations.Nullable;

/**
 * Whether a shot typed into the sheet can be kept: a file can hold it, so that Save and the recovery copy open
 * again. The sheet had taken a ball started inside a paddle, or a speed of 10^308 px/s, which the app then refused
 * to open from its own save or its own recovery copy (offering only to throw the work away). The same checks as
 * File → Open, on the file the shot would be saved as: a few milliseconds, where working the runs out to see whether
 * they fit the window's budget would take seconds on the FX thread for a shot of a thousand bricks.
 */
final class ShotKept {
    private ShotKept() {}

    /** Why {@code s} cannot be kept, one line in the window's language; null when it can. */
    static @Nullable String problem(Scenario s) {
        try {
            ScenarioLoader.parse(ScenarioWriter.toJson(s), "shot");
        } catch (ScenarioException e) {
            return ShotProblem.say(e);
        }
        return null;
    }
}
