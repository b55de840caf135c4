package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToolBar;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window laid out at a classroom projector's sizes, at the default and the largest type, on every tab and
 * presenting: every control shown lies inside the window, and no label or button is cut short to "…". What a scroll
 * pane, a list or a table holds may be scrolled out of sight, and what a tool bar cannot hold goes to its » menu:
 * those are not cut off.
 */
@ExtendWith(ApplicationExtension.class)
class FitEveryScreenTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        // no stage of its own: presenting stays at the size under test rather than Monocle's full screen
        window = Windows.full(DefaultShot.pong(), null);
    }

    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1024, 768, 14", "1280, 720, 14", "1920, 1080, 14", "1024, 768, 28", "1280, 720, 28"})
    void everyControlLiesInsideTheWindowAndNoneIsElided(int width, int height, int type) {
        fx(() -> {
            // a scene of this size, as the app makes one for the screen it opens on; laid out here, not shown
            // (Monocle's screen is smaller than 1920 × 1080)
            if (window.root().getScene() != null) {
                window.root().getScene().setRoot(new javafx.scene.layout.Pane());
            }
            window.createScene(width, height);
            window.appearance().fontSizeProperty().set(new FontSize(type));
        });
        List<String> problems = new ArrayList<>();
        int tabs = window.tabs().getTabs().size();
        for (int t = 0; t < tabs; t++) {
            int tab = t;
            fx(() -> window.tabs().getSelectionModel().select(tab));
            String where = window.tabs().getTabs().get(tab).getText();
            check(where, problems);
            fx(() -> window.togglePresentation());
            check(where + ", presenting", problems);
            fx(() -> window.togglePresentation());
        }
        assertEquals(List.of(), problems, width + "×" + height + " at " + type + " px");
    }

    private void check(String where, List<String> problems) {
        double w = window.root().getScene().getWidth(), h = window.root().getScene().getHeight();
        for (int i = 0; i < 3; i++) { // what wraps or overflows settles in a second or third pass
            fx(() -> {
                window.root().applyCss();
                window.root().resize(w, h);
                window.root().layout();
            });
        }
        int[] seen = {0};
        // laid out once more and read in the same pulse: a label a background job updates (the sweep's progress)
        // must be read as it was laid out
        fx(() -> {
        window.root().layout();
        visit(window.root(), node -> {
            if (!(node instanceof Control c)) {
                return;
            }
            seen[0]++;
            Bounds b = c.localToScene(c.getLayoutBounds());
            if (b.getWidth() > 0 && (b.getMinX() < -0.5 || b.getMaxX() > w + 0.5 || b.getMinY() < -0.5
                    || b.getMaxY() > h + 0.5)) {
                problems.add(where + ": " + name(c) + " lies outside the window " + w + "×" + h + ": " + b);
            }
            if (c instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
                // a titled pane's own title, not the first text of what it holds (a table's column heading)
                Node text = l.lookup(l instanceof javafx.scene.control.TitledPane ? ".title .text" : ".text");
                if (text instanceof Text shown && !shown.getText().equals(l.getText())
                        && (shown.getText().endsWith("…") || shown.getText().endsWith("..."))) {
                    problems.add(where + ": " + name(c) + " is cut short: '" + shown.getText() + "'");
                }
            }
        });
        });
        if (seen[0] < 3) {
            problems.add(where + ": only " + seen[0] + " controls laid out");
        }
    }

    private static String name(Control c) {
        String text = c instanceof Labeled l ? " '" + l.getText() + "'" : "";
        return c.getClass().getSimpleName() + (c.getId() == null ? "" : "#" + c.getId()) + text;
    }

    /** Every node shown, not looking inside what scrolls (its parts may be out of sight by design). */
    private static void visit(Node node, java.util.function.Consumer<Node> action) {
        if (!node.isVisible()) {
            return;
        }
        action.accept(node);
        if (node instanceof ScrollPane || node instanceof ListView || node instanceof TableView
                || node instanceof TextArea || node instanceof ToolBar) {
            return;
        }
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(n -> visit(n, action));
        }
    }
}
