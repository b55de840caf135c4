package bouncelab.ui.tab;

import bouncelab.ui.render.Palette;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.session.Transport;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.StackPane;
import org.jspecify.annotations.Nullable;

/**
 * A tab whose view is made the first time something needs it (the tab shown, its keys or help asked for), not with
 * the window: the window's first appearance waits only for what its first screen shows. Until then its content is
 * an empty holder the view is put into.
 */
public final class LazyTab implements WindowTab {
    private final String id;
    private final String title;
    private final @Nullable Class<? extends WindowTab> kind; // null: not said
    private final Supplier<? extends WindowTab> make;
    private final StackPane holder = new StackPane();
    private @Nullable WindowTab made;
    private @Nullable Consumer<Node> placer;

    /** {@code title} must be the title the view gives: the tab's header is shown before the view is made. */
    public LazyTab(String title, Supplier<? extends WindowTab> make) {
        this(title, null, make);
    }

    /** The same, saying what kind of view it makes, so that it can be found without being made. */
    public <T extends WindowTab> LazyTab(String title, @Nullable Class<T> kind, Supplier<T> make) {
        this(title.toLowerCase(Locale.ROOT).replace(' ', '-'), title, kind, make);
    }

    /** The same with the tab's {@code id}, the same in every language, where the title is translated. */
    public <T extends WindowTab> LazyTab(String id, String title, @Nullable Class<T> kind, Supplier<T> make) {
        this.id = id;
        this.title = title;
        this.kind = kind;
        this.make = make;
    }

    /** The view, made now if it was not yet. */
    public WindowTab view() {
        if (made == null) {
            made = make.get();
            if (placer != null) {
                placer.accept(made.content()); // the view itself in the tab from now on
            } else {
                holder.getChildren().setAll(made.content());
            }
        }
        return made;
    }

    /** Where the view's content goes once made (the window puts it in the tab in place of the holder). */
    public void placeWith(Consumer<Node> placer) {
        this.placer = placer;
    }

    /** Whether the view has been made. */
    public boolean isMade() {
        return made != null;
    }

    /**
     * Whether a tab's user data is, or will be once made, a view of this kind; a lazy tab that said its kind is not
     * made to find out (one that did not is).
     */
    public static boolean holds(Object userData, Class<?> kind) {
        if (userData instanceof LazyTab lazy) {
            Class<?> made = lazy.made != null ? lazy.made.getClass() : lazy.kind;
            if (made != null) {
                return kind.isAssignableFrom(made);
            }
        }
        return kind.isInstance(unwrap(userData));
    }

    /** The view behind a tab's user data: a lazy tab's (made now), or the data itself. */
    public static Object unwrap(Object userData) {
        return userData instanceof LazyTab lazy ? lazy.view() : userData;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public Node content() {
        return holder;
    }

    @Override
    public String hint() {
        return view().hint();
    }

    @Override
    public boolean handleKey(KeyEvent e) {
        return made != null && made.handleKey(e); // keys reach a tab only while it is shown: made by then
    }

    @Override
    public String about() {
        return view().about();
    }

    @Override
    public List<Shortcut<?>> shortcuts() {
        return view().shortcuts();
    }

    @Override
    public void shown(PlaybackModel stepping) {
        view().shown(stepping);
    }

    @Override
    public void presenting(boolean on) {
        view().presenting(on); // presented only while shown: made by then
    }

    @Override
    public void hidden(PlaybackModel stepping) {
        if (made != null) {
            made.hidden(stepping);
        }
    }

    @Override
    public Optional<Transport> transport() {
        return view().transport();
    }

    @Override
    public void paletteChanged(Palette palette) {
        if (made != null) {
            made.paletteChanged(palette); // a view made later reads the palette then
        }
    }

    @Override
    public void textScaleChanged(double scale) {
        if (made != null) {
            made.textScaleChanged(scale); // a view made later reads the scale then
        }
    }

    @Override
    public void preparePicture(@Nullable String yours) {
        view().preparePicture(yours);
    }

    @Override
    public void zoomForPicture(boolean toWorking) {
        if (made != null) {
            made.zoomForPicture(toWorking);
        }
    }

    @Override
    public void redraw() {
        if (made != null) {
            made.redraw();
        }
    }

    @Override
    public boolean computing() {
        return made != null && made.computing(); // not made yet: nothing computing
    }

    @Override
    public void stop() {
        if (made != null) {
            made.stop();
        }
    }
}
