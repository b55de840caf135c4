package bouncelab.ui.vote;

import bouncelab.ui.common.Styles;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.geometry.Rectangle2D;
import javafx.scene.Group;
import javafx.scene.Parent;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * The vote's window for a projector: the view laid out at its own size (1024 × 720, its type set for a room) and
 * scaled up to fill a larger window, so that on a 1920 × 1080 projector its address and code grow with the screen
 * (they had stayed 28 px in a corner). Never scaled down below its size where the screen has room for it.
 */
public final class VoteWindowFit {
    /** The size the view is laid out at. */
    public static final double WIDTH = 1024;

    public static final double HEIGHT = 720;

    /** The share of a large screen the window takes: the court stays in sight around it. */
    static final double SHARE = 0.85;

    private VoteWindowFit() {}

    /** The window's size on a screen of {@code visual} bounds: 85 % of it, at least the view's size if it fits. */
    public static double[] windowSize(Rectangle2D visual) {
        double w = Math.min(visual.getWidth(), Math.max(WIDTH, SHARE * visual.getWidth()));
        double h = Math.min(visual.getHeight(), Math.max(HEIGHT, SHARE * visual.getHeight()));
        return new double[] {w, h};
    }

    /** {@code view} in a pane that scales it to fill whatever size the window is given, centred. */
    public static Parent fitted(Region view) {
        view.setMinSize(WIDTH, HEIGHT);
        view.setPrefSize(WIDTH, HEIGHT);
        view.setMaxSize(WIDTH, HEIGHT);
        StackPane holder = new StackPane(new Group(view));
        holder.getStyleClass().add(Styles.CLASS_VOTE_HOLDER);
        holder.getStylesheets().addAll(view.getStylesheets());
        DoubleBinding scale = Bindings.createDoubleBinding(
                () -> holder.getWidth() <= 0
                        ? 1
                        : Math.max(0.5, Math.min(holder.getWidth() / WIDTH, holder.getHeight() / HEIGHT)),
                holder.widthProperty(),
                holder.heightProperty());
        view.scaleXProperty().bind(scale);
        view.scaleYProperty().bind(scale);
        return holder;
    }
}
