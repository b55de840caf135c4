package bouncelab.ui.window;

import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Leaving presentation, the tab shown has its view at once and the others get theirs back in later frames, each the
 * same node as before, at once if its tab is chosen first: none is lost or made again.
 */
@ExtendWith(ApplicationExtension.class)
class ViewsBackInTurnTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void theOtherViewsComeBackAfterTheFirstFrameOrAtOnceWhenChosen() {
        List<Node> views = List.of(new Label("step"), new Label("sweep"), new Label("compare"), new Label("yours"));
        TabPane tabs = ShownWindow.onFx(() -> {
            TabPane t = new TabPane();
            views.forEach(v -> t.getTabs().add(new Tab(((Label) v).getText(), v)));
            ShownWindow.show(stage, new Scene(t, 400, 300));
            return t;
        });
        List<Node> inFirstFrame = new ArrayList<>();
        ViewsBackInTurn back = ShownWindow.onFx(() -> {
            ViewsBackInTurn b = new ViewsBackInTurn(tabs);
            b.holdAllBut(tabs.getTabs().get(1));
            assertSame(views.get(1), tabs.getTabs().get(1).getContent(), "the shown tab keeps its view");
            for (int i : new int[] {0, 2, 3}) {
                assertNull(tabs.getTabs().get(i).getContent(), "tab " + i + " waits");
            }
            Runnable[] once = new Runnable[1];
            once[0] = () -> { // the frame the tabs come back in
                tabs.getTabs().forEach(t -> inFirstFrame.add(t.getContent()));
                Platform.runLater(() -> tabs.getScene().removePostLayoutPulseListener(once[0]));
            };
            tabs.getScene().addPostLayoutPulseListener(once[0]);
            return b;
        });
        ShownWindow.pulse();
        ShownWindow.onFx(() -> {
            assertEquals(Arrays.asList(null, views.get(1), null, null), inFirstFrame.subList(0, 4), "first frame");
            return null;
        });
        ShownWindow.waitOnFx("every view back", () -> !back.holding());
        ShownWindow.onFx(() -> {
            back.holdAllBut(tabs.getTabs().get(1)); // presenting ends again, and at once a waiting tab is chosen
            Tab last = tabs.getTabs().get(3);
            tabs.getSelectionModel().select(last);
            assertSame(views.get(3), last.getContent(), "a chosen tab's view is back at once");
            assertNull(tabs.getTabs().get(2).getContent(), "the others still wait their turn");
            return null;
        });
        ShownWindow.waitOnFx("every view back", () -> !back.holding());
        ShownWindow.onFx(() -> {
            for (int i = 0; i < views.size(); i++) {
                assertSame(views.get(i), tabs.getTabs().get(i).getContent(), "tab " + i + " has its own view");
            }
            return null;
        });
    }

    @Test
    void aViewMadeWhileItsTabWaitedStays() {
        TabPane tabs = ShownWindow.onFx(() -> {
            TabPane t = new TabPane(new Tab("a", new Label("a")), new Tab("b", new Label("placeholder")));
            ShownWindow.show(stage, new Scene(t, 400, 300));
            return t;
        });
        Label made = new Label("made");
        ViewsBackInTurn back = ShownWindow.onFx(() -> {
            ViewsBackInTurn b = new ViewsBackInTurn(tabs);
            b.holdAllBut(tabs.getTabs().get(0));
            tabs.getTabs().get(1).setContent(made); // a lazy tab's view, made in the meantime
            return b;
        });
        ShownWindow.waitOnFx("the waiting placeholder gone", () -> !back.holding());
        assertSame(made, ShownWindow.onFx(() -> tabs.getTabs().get(1).getContent()));
    }

    @Test
    void leavingPresentationTheWindowsTabsGetTheirOwnViewsBack() {
        MainWindow window = ShownWindow.onFx(() -> {
            MainWindow w = Windows.full(DefaultShot.pong(), stage);
            ShownWindow.show(stage, w.createScene(1280, 800));
            return w;
        });
        int tabCount = ShownWindow.onFx(() -> window.tabs().getTabs().size());
        Node[] before = new Node[tabCount];
        for (int i = tabCount - 1; i >= 0; i--) { // each made, the stepping view shown last
            int t = i;
            ShownWindow.fxLaidOut(() -> window.tabs().getSelectionModel().select(t));
            before[i] = ShownWindow.onFx(() -> window.tabs().getTabs().get(t).getContent());
            assertNotNull(before[i]);
        }
        ShownWindow.fxLaidOut(window::togglePresentation);
        ShownWindow.onFx(() -> {
            window.togglePresentation();
            assertNull(window.tabs().getTabs().get(tabCount - 1).getContent(), "the last tab's view waits its turn");
            return null;
        });
        ShownWindow.onFx(() -> {
            assertFalse(window.presentation().isOn());
            assertSame(before[0], window.tabs().getTabs().get(0).getContent(), "the stepping view, at once");
            assertNotNull(before[0].getScene());
            return null;
        });
        ShownWindow.waitOnFx(
                "every tab's view in the window again",
                () -> window.tabs().getTabs().stream()
                        .allMatch(t -> t.getContent() != null && t.getContent().getScene() != null));
        ShownWindow.onFx(() -> {
            for (int i = 0; i < tabCount; i++) {
                assertSame(before[i], window.tabs().getTabs().get(i).getContent(), "tab " + i + "'s own view");
            }
            assertTrue(window.tabs().getScene() != null);
            return null;
        });
    }
}
