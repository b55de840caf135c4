package bouncelab.ui.window;

import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.DragWhy;
import java.util.function.Consumer;

/**
 * What the status line says as the shot is edited: only what is still true. An edit takes it back to the reminder of
 * the keys (a message about what happened comes after it), except while a drag goes on that a paddle, a brick or two
 * walls held back: the line keeps saying why ({@link DragWhy}) until the drag ends.
 */
final class EditsOnStatus {
    private EditsOnStatus() {}

    static void wire(PlaybackModel model, DragWhy why, WindowTabs tabs, Consumer<String> status) {
        model.scenarioProperty().addListener((o, was, now) -> {
            if (!why.saying()) {
                tabs.showKeys();
            }
        });
        why.onSay(text -> {
            if (text == null) {
                tabs.showKeys();
            } else {
                status.accept(text);
            }
        });
    }
}
