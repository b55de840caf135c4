package bouncelab.ui.window;

import bouncelab.core.simulation.WorkBudget;
import bouncelab.io.refusal.Refusal;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.util.function.Consumer;

/** What the window says when the Step tab's run stops before its frames are all worked out. */
final class RunStopped {
    private RunStopped() {}

    /**
     * Stopped by the user (Cancel): how to work the frames out after all. Refused for too much working: why, as
     * File → Open says it of such a shot, as a problem the user must see.
     */
    static void say(PlaybackModel model, Consumer<String> status, Consumer<String> problem) {
        model.stoppedProperty().addListener((o, was, now) -> {
            if (!now) {
                return;
            }
            if (model.tooMuchWorkProperty().get()) {
                WorkBudget.Problem p = WorkBudget.problem(WorkBudget.Purpose.SHOW);
                problem.accept(UiWords.words().refusal(new Refusal(p.key(), p.args())));
            } else {
                status.accept(UiWords.messages(
                        "status.stopped", String.valueOf(model.algorithm().key())));
            }
        });
    }
}
