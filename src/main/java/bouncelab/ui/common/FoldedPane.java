package bouncelab.ui.common;

import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.TitledPane;
import org.jspecify.annotations.Nullable;

/**
 * A titled pane that starts folded and makes what it holds the first time it is unfolded: a folded pane's content
 * would be styled and laid out with the window all the same, so the window's first appearance waited for panels
 * nobody had opened yet.
 */
public final class FoldedPane extends TitledPane {
    private @Nullable Supplier<? extends Node> make;

    public FoldedPane(String title, Supplier<? extends Node> make) {
        super(title, null);
        this.make = make;
        setExpanded(false);
        // before the skin hears of the unfolding (it listens from later on), so the pane opens onto its content
        expandedProperty().addListener((o, was, now) -> {
            if (now) {
                content();
            }
        });
    }

    /** What the pane holds, made now if it was not yet. */
    public Node content() {
        if (make != null) {
            Supplier<? extends Node> m = make;
            make = null;
            setContent(m.get());
        }
        return getContent();
    }
}
