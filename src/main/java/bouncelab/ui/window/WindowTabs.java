package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.tab.WindowTab;
import java.util.function.Consumer;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * The window's views in tabs, each a {@link WindowTab}: the stepping view first, the others after it. The view shown
 * is told when it is shown or hidden, and its keys are the reminder on the status line (a game's while one plays).
 */
final class WindowTabs {
    private final TabPane tabs = new TabPane();
    private final Tab stepping;
    private final PlaybackModel model;
    private final GameMode games;
    private final StatusLine status;

    WindowTabs(WindowTab steppingView, PlaybackModel model, GameMode games, StatusLine status) {
        this.model = model;
        this.games = games;
        this.status = status;
        stepping = add(steppingView);
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> changed(was, now));
    }

    TabPane pane() {
        return tabs;
    }

    /** Adds {@code view} in a tab of its own after the others; its id is "tab-" and the view's id. */
    Tab add(WindowTab view) {
        Tab tab = new Tab(view.title(), view.content());
        tab.setId("tab-" + view.id());
        tab.setUserData(view);
        if (view instanceof LazyTab lazy) {
            lazy.placeWith(tab::setContent); // made when first shown: then the view itself is the tab's content
        }
        tabs.getTabs().add(tab);
        return tab;
    }

    void showStepping() {
        tabs.getSelectionModel().select(stepping);
    }

    /** The view that has the keys now: the selected tab's. */
    WindowTab shown() {
        return view(tabs.getSelectionModel().getSelectedItem());
    }

    private static WindowTab view(Tab tab) {
        return (WindowTab) tab.getUserData();
    }

    /** Each view, the stepping view first. */
    void each(Consumer<WindowTab> action) {
        tabs.getTabs().forEach(t -> action.accept(view(t)));
    }

    /** The reminder of the keys on the status line: the game's while one plays, else the shown view's. */
    void showKeys() {
        status.keys(games.isPlaying() && games.game() != null ? games.game().hint() : shown().hint());
    }

    private void changed(Tab was, Tab now) {
        if (was != null) {
            view(was).hidden(model);
        }
        if (now != null) {
            if (games.isPlaying() && now != stepping) {
                games.pause(); // a game is played on the stepping view's court
            }
            view(now).shown(model);
            status.keys(view(now).hint());
        }
    }
}
