package bouncelab.ui;

import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TitledPane;
import javafx.scene.effect.DropShadow;
import javafx.scene.layout.Border;
import javafx.scene.layout.BorderStroke;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 31: the court and the lists kept Modena's hairline focus marker, which a projector loses. Focused, the court,
 * the lesson list, the sweep's table, Your test's problems and a question's choice each wear a ring of the theme's
 * focus colour at least 3 px wide; not focused, none.
 */
@ExtendWith(ApplicationExtension.class)
class FocusRingTest {
    private MainWindow window;
    private Color focus;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @AfterEach
    void stop() {
        fx(window::stop);
    }

    @Test
    void theCourtTheListsAndTheChoicesWearARingWhenFocused() {
        fx(() -> window.lessons().open(window.lessons().find("13-broad-phase").orElseThrow()));
        List<String> problems = new ArrayList<>();
        // the theme's -fx-focus-color, as the stylesheet resolves it: the play button's halo wears it
        Button play = onFx(() -> (Button) window.root().lookup("#play"));
        fx(play::requestFocus);
        ShownWindow.pulse();
        focus = onFx(() -> play.getEffect() instanceof DropShadow halo ? halo.getColor() : null);
        ring("the court", () -> window.court(), () -> window.court().lookup(".court-focus-ring"), problems);
        fx(() -> window.lessonPanel().openList(true)); // folded once a lesson is open
        ring("the lesson list", () -> window.root().lookup("#lesson-list"), null, problems);
        ring(
                "a question's choice",
                () -> window.root().lookupAll(".radio-button").stream()
                        .filter(n -> n instanceof RadioButton)
                        .findFirst()
                        .orElseThrow(),
                null,
                problems);
        fx(() -> window.tabs().getSelectionModel().select(2)); // Speed sweep
        // each view other than Step is made when first shown, and the sweep's table when its pane is opened
        ShownWindow.waitOnFx("the sweep view", () -> window.root().lookup("#sweep-run") != null);
        fx(() -> window.tabs()
                .getSelectionModel()
                .getSelectedItem()
                .getContent()
                .lookupAll(".titled-pane")
                .forEach(n -> ((TitledPane) n).setExpanded(true)));
        ShownWindow.waitOnFx("the sweep's table", () -> window.root().lookup("#sweep-table") != null);
        ring("the sweep's table", () -> window.root().lookup("#sweep-table"), null, problems);
        fx(() -> window.tabs().getSelectionModel().select(3)); // Your test
        ShownWindow.waitOnFx("your test's problems", () -> window.root().lookup("#yours-problems") != null);
        ring("your test's problems", () -> window.root().lookup("#yours-problems"), null, problems);
        assertEquals(List.of(), problems);
    }

    /** Focuses what {@code focused} finds and reads the ring {@code drawn} (or the same node) draws, then unfocuses. */
    private void ring(String what, NodeFinder focused, NodeFinder drawn, List<String> problems) {
        Node node = onFx(focused::find);
        Region ring = (Region) onFx(() -> drawn == null ? node : drawn.find());
        fx(node::requestFocus);
        ShownWindow.pulse();
        String on = onFx(() -> describe(node.isFocused(), ring.getBorder()));
        if (!on.startsWith("focused, ring")) {
            problems.add(what + " focused: " + on);
        }
        fx(() -> window.tabs().requestFocus());
        ShownWindow.pulse();
        String off = onFx(() -> describe(node.isFocused(), ring.getBorder()));
        if (!off.equals("not focused, no ring")) {
            problems.add(what + " not focused: " + off);
        }
    }

    /** Whether the node has the focus, and whether its border is a ring of the focus colour at least 3 px wide. */
    private String describe(boolean focused, Border border) {
        boolean ring = border != null
                && !border.getStrokes().isEmpty()
                && border.getStrokes().stream().allMatch(this::isRing);
        return (focused ? "focused, " : "not focused, ")
                + (ring ? "ring" : border == null || border.isEmpty() ? "no ring" : "border " + border.getStrokes());
    }

    private boolean isRing(BorderStroke s) {
        return focus.equals(s.getTopStroke())
                && focus.equals(s.getLeftStroke())
                && s.getWidths().getTop() >= 3
                && s.getWidths().getLeft() >= 3;
    }

    @FunctionalInterface
    private interface NodeFinder {
        Node find();
    }
}
