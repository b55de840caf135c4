package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.step.PlaybackModel;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.tab.WindowTab;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * The window's views in tabs: the stepping view first, the others ({@link WindowTab}s) after it. The view shown is
 * told when it is shown or hidden, and its keys are the reminder on the status line (a game's while one plays).
 */
final class WindowTabs {
    private final TabPane tabs = new TabPane();
    private final Tab stepping;
    private final PlaybackModel model;
    private final GameMode games;
    private final StatusLine status;

    WindowTabs(Node steppingView, PlaybackModel model, GameMode games, StatusLine status) {
        this.model = model;
        this.games = games;
        this.status = status;
        stepping = new Tab(bouncelab.ui.common.UiWords.window("tab.step"), steppingView);
        stepping.setId("tab-step");
        tabs.getTabs().add(stepping);
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

    /** The view that has the keys now: the selected tab's, or null for the stepping view. */
    WindowTab shown() {
        return tabs.getSelectionModel().getSelectedItem().getUserData() instanceof WindowTab t ? t : null;
    }

    void each(Consumer<WindowTab> action) {
        tabs.getTabs().forEach(t -> {
            if (t.getUserData() instanceof WindowTab w) {
                action.accept(w);
            }
        });
    }

    /** The reminder of the keys on the status line: the game's while one plays, else the shown view's. */
    void showKeys() {
        WindowTab t = shown();
        status.keys(games.isPlaying() && games.game() != null ? games.game().hint() : t != null ? t.hint()
                : MainWindow.hint());
    }

    private void changed(Tab was, Tab now) {
        if (was != null && was.getUserData() instanceof WindowTab t) {
            t.hidden(model);
        }
        if (now != null && now.getUserData() instanceof WindowTab t) {
            if (games.isPlaying()) {
                games.pause();
            }
            t.shown(model);
            status.keys(t.hint());
        } else {
            status.keys(MainWindow.hint());
        }
    }
}
