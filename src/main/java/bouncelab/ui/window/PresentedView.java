package bouncelab.ui.window;

import bouncelab.ui.classroom.PointerHighlight;
import bouncelab.ui.classroom.PresentationBar;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunChoice;
import bouncelab.ui.tab.WindowTab;
import java.util.Objects;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.jspecify.annotations.Nullable;

/**
 * While presenting, the view of the tab shown (the court, the compare grid, the sweep chart) alone in the window,
 * without the tabs' headers, under the presentation bar that names it; when presenting ends, the view goes back
 * into its tab. A view other than the stepping court gets a pointer highlight over all of it.
 */
final class PresentedView {
    private final BorderPane root;
    private final Node tabbed;
    private final TabPane tabs;
    private final VBox top;
    private final PresentationBar bar;
    private final PlaybackModel model;
    /** The stepping view: its court has a pointer of its own, and the bar names what it runs itself. */
    private final WindowTab stepping;
    /** The tab whose view is presented, or null. */
    private @Nullable Tab presented;
    /** The other tabs' views, back into the window one a frame after presenting. */
    private final ViewsBackInTurn others;

    /** {@code tabbed}: what the window's centre holds when not presenting (the tabs, with the banners over them). */
    PresentedView(
            BorderPane root,
            Node tabbed,
            TabPane tabs,
            VBox top,
            PresentationBar bar,
            PlaybackModel model,
            WindowTab stepping) {
        this.root = root;
        this.tabbed = tabbed;
        this.tabs = tabs;
        this.top = top;
        this.bar = bar;
        this.model = model;
        this.stepping = stepping;
        this.others = new ViewsBackInTurn(tabs);
    }

    /** What the window says on its status line, said under the bar too while presenting (the line is hidden). */
    void say(String text) {
        if (presented != null) {
            bar.say(text);
        }
    }

    void presenting(boolean on) {
        bar.unsay(); // said while presenting, for then; the status line says it after
        if (on) {
            show();
        } else if (presented != null) {
            putBack();
        }
    }

    private void show() {
        Tab shown = tabs.getSelectionModel().getSelectedItem();
        WindowTab view = shown.getUserData() == stepping ? null : (WindowTab) shown.getUserData();
        presented = shown;
        Node content = shown.getContent();
        shown.setContent(null);
        if (bar.getParent() == null) {
            top.getChildren().add(bar); // joins the window the first time it presents
        }
        // a view that runs the shot (Compare) runs it under its rules: the class sees which
        bar.showView(
                view == null
                        ? null
                        : view.transport().isPresent()
                                ? UiWords.window(
                                        "presenting.view",
                                        view.title(),
                                        RunChoice.rulesTitle(
                                                model.scenario().rules().id()))
                                : view.title());
        if (view != null) {
            view.presenting(true);
            // the stepping court has its pointer already; another view gets one over all of it
            StackPane pointed = new StackPane(content);
            PointerHighlight pointer = new PointerHighlight(pointed);
            pointer.activeProperty().set(true);
            pointed.getChildren().add(pointer);
            content = pointed;
        }
        root.setCenter(content);
    }

    private void putBack() {
        Node content = root.getCenter();
        Tab was = Objects.requireNonNull(presented, "put back only what is presented");
        if (was.getUserData() instanceof WindowTab t && t != stepping) {
            content = ((StackPane) content).getChildren().get(0);
            t.presenting(false);
        }
        was.setContent(content);
        others.holdAllBut(was);
        root.setCenter(tabbed);
        presented = null;
    }
}
