package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import bouncelab.words.Languages;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
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
 * The window in the pseudo-language qps (every letter accented, every word 40 % longer) at a projector's sizes, on
 * every tab and with a lesson open: every label, button, tab, menu and text shown is in qps (no word of English left,
 * but for the algorithms' names, which the command line and the files use too, and what comes from data: a lesson's
 * text, the code a student writes), and none is cut short to "…" or lies outside the window.
 */
@ExtendWith(ApplicationExtension.class)
class PseudoLocaleWindowTest {
    /** Two plain letters in a row: a word no one translated. */
    private static final Pattern ENGLISH = Pattern.compile("[A-Za-z]{2,}");
    /**
     * Names, not words: the algorithms' ids on their buttons and in a run's name, file types, and the shot's fields
     * as its file names them (x, radius, vx…).
     */
    private static final Set<String> NAMES = names();
    /** What shows data rather than the window's words: a lesson's text and list, a student's code. */
    private static final List<String> DATA = List.of(
            "lesson-text",
            "lesson-list",
            "code-area",
            "lesson-title",
            "lesson-paragraph",
            "lesson-h1",
            "lesson-h2",
            "lesson-code",
            "lesson-choices");

    private MainWindow window;
    /** The working's code shown at this moment: its quantities, formulas, checks' code and the objects' ids. */
    private Set<String> code = Set.of();

    @Start
    void start(Stage stage) {}

    @AfterEach
    void stop() {
        fx(() -> {
            window.stop();
            new MainWindow(DefaultShot.pong(), null); // the next test's windows speak English again
        });
    }

    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1024, 768", "1280, 720"})
    void everyWordShownIsTranslatedAndWhole(int width, int height) {
        fx(() -> {
            window = Windows.full(DefaultShot.pong(), null, null, null, Languages.PSEUDO);
            window.createScene(width, height);
        });
        List<String> problems = new ArrayList<>();
        int tabs = window.tabs().getTabs().size();
        for (int t = 0; t < tabs; t++) {
            int tab = t;
            fx(() -> window.tabs().getSelectionModel().select(tab));
            check("tab " + t, problems);
        }
        fx(() -> window.tabs().getSelectionModel().select(0));
        // the panes folded under the working: the shot's values, the overlays, the legend
        fx(() -> window.root().lookupAll(".titled-pane").forEach(n -> ((TitledPane) n).setExpanded(true)));
        check("Step, its folded panes open", problems);
        fx(() -> window.root().lookupAll(".titled-pane").forEach(n -> ((TitledPane) n).setExpanded(false)));
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        fx(() -> window.model().transport().toStart());
        check("Step, lesson 06", problems);
        // the working of the tunnel's frame: its words in qps, only the article's code and the shot's ids plain
        fx(() -> window.model().transport().jumpTo(10));
        code = codeNames(window.model().currentTrace());
        check("Step, lesson 06, frame 10", problems);
        code = Set.of();
        fx(() -> menuWords(
                window.root().lookup(".menu-bar") instanceof MenuBar bar ? bar.getMenus() : List.of(), problems));
        assertEquals(List.of(), problems, width + "×" + height);
    }

    private void check(String where, List<String> problems) {
        double w = window.root().getScene().getWidth(),
                h = window.root().getScene().getHeight();
        ShownWindow.layOut(window, w, h);
        fx(() -> {
            window.root().layout();
            visit(window.root(), node -> {
                if (node instanceof Labeled l
                        && l.getText() != null
                        && !l.getText().isEmpty()) {
                    english(where, l.getText(), node, problems);
                    Node text = l.lookup(l instanceof TitledPane ? ".title .text" : ".text");
                    if (text instanceof Text shown
                            && !shown.getText().equals(l.getText())
                            && (shown.getText().endsWith("…") || shown.getText().endsWith("..."))) {
                        problems.add(where + ": '" + l.getText() + "' is cut short: '" + shown.getText() + "'");
                    }
                    Bounds b = l.localToScene(l.getLayoutBounds());
                    if (b.getWidth() > 0
                            && !scrolls(l)
                            && (b.getMinX() < -0.5 || b.getMaxX() > w + 0.5 || b.getMaxY() > h + 0.5)) {
                        problems.add(where + ": '" + l.getText() + "' lies outside the window: " + b);
                    }
                } else if (node instanceof Text t && labeledAbove(t) == null) {
                    english(where, t.getText(), node, problems);
                } else if (node instanceof TextInputControl input && "inspector".equals(input.getId())) {
                    english(where, input.getText(), node, problems); // frame 0's words are the window's
                }
            });
        });
    }

    /** Inside a scroll pane or a list: what lies past its edge is scrolled to, not lost. */
    private static boolean scrolls(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof ScrollPane || n instanceof ListView) {
                return true;
            }
        }
        return false;
    }

    private void english(String where, String text, Node node, List<String> problems) {
        if (text == null) {
            return;
        }
        var lesson = window.lessons().current();
        if (lesson != null) { // the article a lesson is from is named by its own title, in its own language
            text = text.replace(lesson.article(), "");
        }
        Matcher m = ENGLISH.matcher(text);
        while (m.find()) {
            if (!NAMES.contains(m.group()) && !code.contains(m.group())) {
                problems.add(where + ": English left ('" + m.group() + "') in "
                        + node.getClass().getSimpleName() + (node.getId() == null ? "" : "#" + node.getId()) + ": '"
                        + text + "'");
                return;
            }
        }
    }

    private static void menuWords(List<? extends MenuItem> items, List<String> problems) {
        for (MenuItem i : items) {
            if (i.getText() != null
                    && ENGLISH.matcher(i.getText()).find()
                    && !(i.getId() != null && i.getId().startsWith("language-"))) { // a language's own name
                problems.add("menu: English left in '" + i.getText() + "'");
            }
            if (i instanceof Menu m) {
                menuWords(m.getItems(), problems);
            }
        }
    }

    private static Labeled labeledAbove(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof Labeled l) {
                return l;
            }
        }
        return null;
    }

    /** Every node shown, but not inside what shows data. */
    private static void visit(Node node, Consumer<Node> action) {
        if (!node.isVisible()
                || node.getStyleClass().stream().anyMatch(DATA::contains)
                // a lesson's title in the list: the lesson's own words
                || node.getClass().getName().equals("bouncelab.ui.lesson.LessonList$Cell")
                || node instanceof TextFlow) { // a lesson's text, its links among it
            return;
        }
        action.accept(node);
        if (node instanceof Parent p && !(node instanceof TextInputControl)) {
            p.getChildrenUnmodifiable().forEach(n -> visit(n, action));
        }
    }

    /** The plain words of the frame's code: what the article writes, said the same in every language. */
    private static Set<String> codeNames(FrameTrace t) {
        StringBuilder text = new StringBuilder(t.algorithm());
        for (TraceItem item : t.items()) {
            text.append(' ').append(item.objectId());
            for (Quantity q : item.quantities()) {
                text.append(' ').append(q.name()).append(' ').append(q.formula());
            }
            for (Check c : item.checks()) {
                if (c.code().key().equals("code")) {
                    text.append(' ').append(c.code().args().get("code"));
                }
            }
        }
        Set<String> names = new HashSet<>();
        Matcher m = ENGLISH.matcher(text);
        while (m.find()) {
            names.add(m.group());
        }
        return names;
    }

    private static Set<String> names() {
        // formulas' functions too: the sweep's theory is written min(D, (T + D)/2) in every language
        Set<String> names = new HashSet<>(Set.of(
                "PNG",
                "CSV",
                "GIF",
                "PDF",
                "px",
                "ms",
                "hitPaddle",
                "min",
                "cos",
                "radius",
                "vx",
                "vy",
                "accel",
                "dt",
                "width",
                "height"));
        for (AlgorithmId id : AlgorithmId.builtIns()) {
            names.addAll(List.of(id.fileName().toLowerCase(Locale.ROOT).split("-")));
        }
        return Set.copyOf(names);
    }
}
