package bouncelab.ui.common;

import java.util.ArrayList;
import javafx.application.Platform;
import javafx.scene.control.Labeled;
import javafx.scene.control.ToolBar;

/**
 * A tool bar decides what goes into its » menu when its width changes, not when its type size does. Left at the
 * large type of presentation mode, the stepping view's bar kept the Rules choice and the zoom buttons in » and
 * stayed half as tall again after the type was back to normal. This hands the bar its items again whenever the type
 * of its first label changes, so it sorts them out afresh.
 */
public final class ToolBarRefit {
    private ToolBarRefit() {}

    /** Re-sorts {@code bar}'s items after each change of {@code label}'s font ({@code label}: one of its items). */
    public static void onFontChange(ToolBar bar, Labeled label) {
        label.fontProperty()
                .addListener((o, was, now) ->
                        Platform.runLater(() -> bar.getItems().setAll(new ArrayList<>(bar.getItems()))));
    }
}
