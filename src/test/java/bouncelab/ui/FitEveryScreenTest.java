package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.Pane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window laid out at a classroom projector's sizes, at the default and the largest type, on every tab and
 * presenting: every control shown lies inside the window, no label or button is cut short to "…", nothing shown lies
 * over another thing shown (the status line, the transport, the tab headers over a timeline) and nothing is cut off by
 * the pane it sits in. What a scroll pane, a list or a table holds may be scrolled out of sight, and what a tool bar
 * cannot hold goes to its » menu: those are not cut off.
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

    /** As the window closing does: its speed sweep stops, and does not load the tests after this one. */
    @AfterEach
    void stop() {
        fx(window::stop);
    }

    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1024, 768, 14", "1280, 720, 14", "1920, 1080, 14", "1024, 768, 28", "1280, 720, 28", "1920, 1080, 28"})
    void everyControlLiesInsideTheWindowAndNoneIsElided(int width, int height, int type) {
        fx(() -> {
            // a scene of this size, as the app makes one for the screen it opens on; laid out here, not shown
            // (Monocle's screen is smaller than 1920 × 1080)
            if (window.root().getScene() != null) {
                window.root().getScene().setRoot(new Pane());
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
        // a lesson open: its title wraps and a coding task adds its box to the lesson panel's height
        fx(() -> window.tabs().getSelectionModel().select(0));
        for (String lesson : List.of("14-pong-drops-the-rest", "17-write-your-own-test")) {
            fx(() -> window.lessons().open(window.lessons().find(lesson).orElseThrow()));
            check("Step, lesson " + lesson, problems);
        }
        // a game playing in the court's place, its score, speed and keys over it
        fx(() -> {
            window.games().setClockRunning(false);
            window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER);
            window.games().advance(3);
        });
        check("Step, a game playing", problems);
        fx(() -> window.games().end());
        assertEquals(List.of(), problems, width + "×" + height + " at " + type + " px");
    }

    private void check(String where, List<String> problems) {
        double w = window.root().getScene().getWidth(),
                h = window.root().getScene().getHeight();
        ShownWindow.layOut(window, w, h); // what wraps or overflows settles in a second or third pass
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
                if (b.getWidth() > 0
                        && (b.getMinX() < -0.5
                                || b.getMaxX() > w + 0.5
                                || b.getMinY() < -0.5
                                || b.getMaxY() > h + 0.5)) {
                    problems.add(where + ": " + name(c) + " lies outside the window " + w + "×" + h + ": " + b);
                }
                if (c instanceof Labeled l
                        && l.getText() != null
                        && !l.getText().isEmpty()) {
                    // a titled pane's own title, not the first text of what it holds (a table's column heading)
                    Node text = l.lookup(l instanceof TitledPane ? ".title .text" : ".text");
                    if (text instanceof Text shown
                            && !shown.getText().equals(l.getText())
                            && (shown.getText().endsWith("…") || shown.getText().endsWith("..."))) {
                        problems.add(where + ": " + name(c) + " is cut short: '" + shown.getText() + "'");
                    }
                }
            });
        });
        if (seen[0] < 3) {
            problems.add(where + ": only " + seen[0] + " controls laid out");
        }
        fx(
                () -> { // a table's column headings are its own: read them too (as laid out, as above)
                    window.root().layout();
                    for (Node heading : window.root().lookupAll(".column-header .label")) {
                        Node text = heading.lookup(".text");
                        if (shownAllTheWay(heading)
                                && text instanceof Text shown
                                && (shown.getText().endsWith("…")
                                        || shown.getText().endsWith("..."))) {
                            problems.add(where + ": a table's heading '" + ((Labeled) heading).getText()
                                    + "' is cut short: '" + shown.getText() + "'");
                        }
                    }
                });
        fx(() -> {
            window.root().layout(); // the sweep's progress may have landed since: read what is laid out
            overlaps(where, problems);
        });
    }

    /**
     * No two things shown (controls and drawings) lie over each other, unless one holds the other, and none is cut
     * off by a pane that does not scroll: a timeline slid under the status line, or cut by the tab's own area, is
     * as lost as one off the window. Each is judged by what of it can be seen, cut by the clips above it (a scroll
     * pane's viewport, a list's rows).
     */
    private void overlaps(String where, List<String> problems) {
        List<Node> shown = new ArrayList<>();
        List<Bounds> seenBounds = new ArrayList<>();
        visitAll(window.root(), node -> {
            Bounds b = visibleBounds(node);
            Node cutter = cutBy(node);
            if (cutter != null) {
                problems.add(where + ": " + name(node) + " " + round(node.localToScene(node.getLayoutBounds()))
                        + " is cut off: " + (b == null ? "none" : round(b)) + " of it shows inside "
                        + cutter.getStyleClass());
            }
            if (b != null) {
                shown.add(node);
                seenBounds.add(b);
            }
        });
        for (int i = 0; i < shown.size(); i++) {
            for (int j = i + 1; j < shown.size(); j++) {
                Node a = shown.get(i), b = shown.get(j);
                if (holds(a, b)
                        || holds(b, a)
                        || a.getParent() == b.getParent()
                                && a instanceof Canvas
                                && b instanceof Canvas) { // a court's layers lie over each other on purpose
                    continue;
                }
                Bounds x = seenBounds.get(i), y = seenBounds.get(j);
                double w = Math.min(x.getMaxX(), y.getMaxX()) - Math.max(x.getMinX(), y.getMinX());
                double h = Math.min(x.getMaxY(), y.getMaxY()) - Math.max(x.getMinY(), y.getMinY());
                if (w > 1 && h > 1) {
                    problems.add(where + ": " + name(a) + " " + round(x) + " lies over " + name(b) + " " + round(y));
                }
            }
        }
    }

    /** Where a node can be seen in the scene: its bounds cut by every clip above it; null if nothing shows. */
    private static Bounds visibleBounds(Node node) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        double x0 = b.getMinX(), y0 = b.getMinY(), x1 = b.getMaxX(), y1 = b.getMaxY();
        for (Node n = node; n != null; n = n.getParent()) {
            if (n.getClip() != null) {
                Bounds c = n.localToScene(n.getClip().getBoundsInParent());
                x0 = Math.max(x0, c.getMinX());
                y0 = Math.max(y0, c.getMinY());
                x1 = Math.min(x1, c.getMaxX());
                y1 = Math.min(y1, c.getMaxY());
            }
        }
        return x1 - x0 > 0.5 && y1 - y0 > 0.5 ? new BoundingBox(x0, y0, x1 - x0, y1 - y0) : null;
    }

    /**
     * The clip that cuts part of a node away when that clip is not a scroller's (a scroll pane's viewport, a list's
     * or an editor's rows, a titled pane folding): null if none does.
     */
    private static Node cutBy(Node node) {
        Bounds b = node.localToScene(node.getLayoutBounds());
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n.getClip() == null) {
                continue;
            }
            Bounds c = n.localToScene(n.getClip().getBoundsInParent());
            boolean cuts = b.getMinX() < c.getMinX() - 1
                    || b.getMinY() < c.getMinY() - 1
                    || b.getMaxX() > c.getMaxX() + 1
                    || b.getMaxY() > c.getMaxY() + 1;
            if (cuts) {
                return scroller(n) ? null : n;
            }
        }
        return null;
    }

    private static boolean scroller(Node clipped) {
        String kind = clipped.getClass().getName();
        return kind.contains("ScrollPaneSkin")
                || kind.contains("VirtualFlow")
                || kind.contains("ClippedContainer")
                || kind.contains("TitledPaneSkin");
    }

    private static boolean shownAllTheWay(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }

    private static boolean holds(Node outer, Node inner) {
        for (Node n = inner.getParent(); n != null; n = n.getParent()) {
            if (n == outer) {
                return true;
            }
        }
        return false;
    }

    private static String round(Bounds b) {
        return String.format(
                Locale.ROOT, "[%.0f,%.0f %.0f×%.0f]", b.getMinX(), b.getMinY(), b.getWidth(), b.getHeight());
    }

    /**
     * Every control and drawing shown, inside scroll panes too (their clips say what shows); not the parts of a
     * control that is not a container (a combo box's button, a slider's thumb), which its skin places.
     */
    private static void visitAll(Node node, Consumer<Node> action) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Control || node instanceof Canvas) {
            action.accept(node);
        }
        boolean container = !(node instanceof Control)
                || node instanceof ScrollPane
                || node instanceof TabPane
                || node instanceof SplitPane
                || node instanceof TitledPane
                || node instanceof ToolBar;
        if (container && node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(n -> visitAll(n, action));
        }
    }

    private static String name(Node c) {
        String text = c instanceof Labeled l ? " '" + l.getText() + "'" : "";
        String cls = c.getClass().getSimpleName().isEmpty()
                ? c.getClass().getName()
                : c.getClass().getSimpleName();
        String parent = c.getId() == null && c.getParent() != null
                ? " in " + c.getParent().getClass().getSimpleName()
                        + (c.getParent().getId() == null
                                ? ""
                                : "#" + c.getParent().getId())
                : "";
        return cls + (c.getId() == null ? "" : "#" + c.getId()) + text + parent;
    }

    /** Every node shown, not looking inside what scrolls (its parts may be out of sight by design). */
    private static void visit(Node node, Consumer<Node> action) {
        if (!node.isVisible()) {
            return;
        }
        action.accept(node);
        if (node instanceof ScrollPane
                || node instanceof ListView
                || node instanceof TableView
                || node instanceof TextArea
                || node instanceof ToolBar) {
            return;
        }
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(n -> visit(n, action));
        }
    }
}
