package bouncelab.ui.tab;

import bouncelab.ui.render.Palette;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.session.Transport;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import org.jspecify.annotations.Nullable;

/**
 * A view with a tab of its own in the window (Step, Compare, the speed sweep, Your test). The window tells it when
 * it is shown and hidden, with the stepping view's model, so it can share the shot, and gives it the bare keys while
 * it is showing. A picture of it for {@code render} is asked of it too ({@link #preparePicture}).
 */
public interface WindowTab {
    /** The tab's title, in the window's language. */
    String title();

    /** The tab's id, the same in every language: "tab-" and this ("compare", "speed-sweep"). */
    default String id() {
        return title().toLowerCase(Locale.ROOT).replace(' ', '-');
    }

    Node content();

    /** The status line's reminder of the keys and gestures while this tab is showing. */
    String hint();

    /** A bare key (no Ctrl, not typed into a text field) while this tab is showing; true if it was used. */
    boolean handleKey(KeyEvent e);

    /** What the view is for, in a sentence or two: the help (F1) says it. */
    default String about() {
        return hint();
    }

    /** The keys {@link #handleKey} knows, as the help (F1) lists them. */
    default List<Shortcut<?>> shortcuts() {
        return List.of();
    }

    /** The tab has been selected; {@code stepping} is the stepping view's model. */
    default void shown(PlaybackModel stepping) {}

    /** Presentation mode starts ({@code true}) or ends while this view is shown: it may lay itself out for a class. */
    default void presenting(boolean on) {}

    /** Another tab has been selected. */
    default void hidden(PlaybackModel stepping) {}

    /** True while the view's frames are still being worked out (a picture of it now would not show them). */
    default boolean computing() {
        return false;
    }

    /** The frames this view steps through, for File → Export → Frames; empty for a view without frames. */
    default Optional<Transport> transport() {
        return Optional.empty();
    }

    /** The theme has changed: draw with these colours from now on. */
    default void paletteChanged(Palette palette) {}

    /**
     * The type size has changed (a menu choice, or presenting): draw the view's own labels at {@code scale} times
     * the standard size from now on, as the Step court does.
     */
    default void textScaleChanged(double scale) {}

    /**
     * A picture of this view is to be taken (render): do at once, before it is shown, what it would do in the
     * background or only when asked (run the sweep, compile and grade the student's test). {@code yours}: the
     * student's test to show, or null for the one it has.
     */
    default void preparePicture(@Nullable String yours) {}

    /** For a picture, once the window is laid out: zoom a court onto the frame's working, or fit the whole court. */
    default void zoomForPicture(boolean toWorking) {}

    /** Draws the view's canvases again now, as it stands (a picture is about to be taken). */
    default void redraw() {}

    /** The window is closing: stop clocks and threads. */
    default void stop() {}
}
