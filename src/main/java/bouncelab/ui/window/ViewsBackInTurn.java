package bouncelab.ui.window;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.scene.Node;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;

/**
 * When presenting ends, the tabs' views go back into the window one frame at a time, the shown one at once: a view
 * that joins the scene is styled from scratch, and every made view at once stalled the window for a frame (F5
 * back, issue 26). A tab chosen before its turn gets its view back at once.
 */
final class ViewsBackInTurn {
    private final TabPane tabs;
    /** The views still out of the window, in the tabs' order, each under its tab. */
    private final Map<Tab, Node> waiting = new LinkedHashMap<>();

    private final AnimationTimer frames = new AnimationTimer() {
        /** The first frame is the one the window's tabs come back in: it styles them; the views start after it. */
        private boolean first = true;

        @Override
        public void handle(long now) {
            if (first) {
                first = false;
            } else if (!putNextBack()) {
                first = true;
                stop();
            }
        }
    };

    ViewsBackInTurn(TabPane tabs) {
        this.tabs = tabs;
        tabs.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> {
            if (now != null) {
                putBack(now);
            }
        });
    }

    /** Takes every tab's view out of the window but {@code shown}'s; they come back one a frame from the next. */
    void holdAllBut(Tab shown) {
        for (Tab tab : tabs.getTabs()) {
            if (tab != shown && tab.getContent() != null) {
                waiting.put(tab, tab.getContent());
                tab.setContent(null);
            }
        }
        if (!waiting.isEmpty()) {
            frames.start();
        }
    }

    /** Whether a view is still waiting to come back. */
    boolean holding() {
        return !waiting.isEmpty();
    }

    /** @return whether one was put back */
    private boolean putNextBack() {
        Iterator<Map.Entry<Tab, Node>> next = waiting.entrySet().iterator();
        if (!next.hasNext()) {
            return false;
        }
        Map.Entry<Tab, Node> e = next.next();
        next.remove();
        place(e.getKey(), e.getValue());
        return true;
    }

    private void putBack(Tab tab) {
        Node view = waiting.remove(tab);
        if (view != null) {
            place(tab, view);
        }
    }

    /** A view made while its tab waited (a lazy tab's) has taken the tab already: it stays. */
    private static void place(Tab tab, Node view) {
        if (tab.getContent() == null) {
            tab.setContent(view);
        }
    }
}
