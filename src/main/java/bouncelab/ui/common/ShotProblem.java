package bouncelab.ui.common;

import bouncelab.io.refusal.Refusal;
import bouncelab.io.scenario.ScenarioException;

/** What a shot may not hold, said for the window: the field and why, without the line of a file nobody opened. */
public final class ShotProblem {
    private ShotProblem() {}

    /** "field 'ball': starts inside paddle 'left'", in the window's language. */
    public static String say(ScenarioException e) {
        String why = UiWords.words().refusal(e.why());
        return e.field().startsWith("(")
                ? why
                : UiWords.words().refusal(Refusal.of("scenario.field", e.field(), Refusal.text(why)));
    }
}
