package bouncelab.ui.access;

import bouncelab.io.prefs.PreferencesFile;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import bouncelab.words.FrameDescriber;
import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.geometry.Bounds;
import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Accordion;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToolBar;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.fxmisc.richtext.GenericStyledArea;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32, a screen reader's welcome, under Monocle: every control a student can reach, on every tab and in the
 * lesson column, has a name and a role, Tab goes through the view as it reads (down, or on to the right), the court's accessible text is the
 * frame in words and changes with the frame, and the View menu has the two switches, both off.
 */
@ExtendWith(ApplicationExtension.class)
class ScreenReaderTest {
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @AfterEach
    void stop() {
        ShownWindow.fx(window::stop);
    }

    @Test
    void everyControlHasANameAndARole() {
        assertEquals(List.of(), unnamed("Step"));
    }

    /**
     * Every tab (Compare, Speed sweep with its table open, Your test, ...) and the lesson column with lessons that have
     * choices, a number to type, a coding task: each control named, with a role.
     */
    @Test
    void everyTabAndTheLessonColumnNameTheirControls() {
        List<String> unnamed = new ArrayList<>();
        int tabs = ShownWindow.onFx(() -> window.tabs().getTabs().size());
        for (int t = 0; t < tabs; t++) {
            int tab = t;
            ShownWindow.fx(() -> window.tabs().getSelectionModel().select(tab));
            ShownWindow.fx(
                    () -> window.root().lookupAll(".titled-pane").forEach(n -> ((TitledPane) n).setExpanded(true)));
            ShownWindow.pulse();
            unnamed.addAll(unnamed(
                    ShownWindow.onFx(() -> window.tabs().getTabs().get(tab).getText())));
        }
        ShownWindow.fx(() -> window.tabs().getSelectionModel().select(0));
        for (String lesson : List.of("13-broad-phase", "17-write-your-own-test", "01-the-frame-loop")) {
            ShownWindow.fx(
                    () -> window.lessons().open(window.lessons().find(lesson).orElseThrow()));
            ShownWindow.pulse();
            unnamed.addAll(unnamed("lesson " + lesson));
        }
        assertEquals(List.of(), unnamed);
    }

    /** The controls shown in the window now that lack a name or a role, each said with {@code where}. */
    private List<String> unnamed(String where) {
        List<String> unnamed = new ArrayList<>();
        ShownWindow.fx(() -> {
            Set<Node> labelled = new HashSet<>();
            walk(window.root(), n -> {
                if (n instanceof Label l && l.getLabelFor() != null) {
                    labelled.add(l.getLabelFor());
                }
            });
            walk(window.root(), n -> {
                if (!interactive(n)) {
                    return;
                }
                boolean named = spoken(n.getAccessibleText())
                        || n instanceof Labeled l && spoken(l.getText())
                        || labelled.contains(n);
                AccessibleRole role = n.getAccessibleRole();
                // a group (the algorithm buttons) is a parent, named, whose controls are named in their turn
                boolean group = role == AccessibleRole.PARENT && hasControlInside(n);
                if (!named || role == AccessibleRole.NODE || role == AccessibleRole.PARENT && !group) {
                    unnamed.add(where + ": " + n.getClass().getSimpleName() + " #" + n.getId() + " '"
                            + (n instanceof Labeled l ? l.getText() : "") + "' " + role);
                }
            });
        });
        return unnamed;
    }

    @Test
    void theCourtSaysTheFrameAndSaysItAgainWhenTheFrameChanges() {
        CourtView court = window.court();
        String atStart = ShownWindow.onFx(court::getAccessibleText);
        assertTrue(atStart.startsWith("Frame 0: the ball waits at "), atStart);
        ShownWindow.fx(() -> window.model().jumpTo(14));
        String at14 = ShownWindow.onFx(court::getAccessibleText);
        String expected = ShownWindow.onFx(() -> new FrameDescriber(
                        Words.ENGLISH, window.model().scenario().paddles())
                .describe(window.model().currentTrace()));
        assertEquals(expected, at14);
        assertNotEquals(atStart, at14);
        assertTrue(at14.startsWith("Frame 14: "), at14);
        assertEquals(AccessibleRole.IMAGE_VIEW, court.getAccessibleRole());
        assertTrue(ShownWindow.onFx(court::getAccessibleHelp).contains("arrow keys"));
    }

    @Test
    void tabGoesThroughTheStepViewAsItReads(FxRobot robot) {
        Node first = ShownWindow.onFx(() -> window.root().lookup(".tab-pane"));
        ShownWindow.fx(first::requestFocus);
        List<Node> order = new ArrayList<>();
        order.add(first);
        for (int i = 0; i < 30; i++) {
            robot.type(KeyCode.TAB);
            WaitForAsyncUtils.waitForFxEvents();
            Node now = ShownWindow.onFx(() -> window.root().getScene().getFocusOwner());
            if (now == first || order.contains(now)) {
                break;
            }
            order.add(now);
        }
        List<String> names = order.stream()
                .map(n -> n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId()))
                .toList();
        assertTrue(order.contains(window.court()), "the court is reached by Tab: " + names);
        assertTrue(names.stream().anyMatch(n -> n.contains("#inspector")), "so is the working: " + names);
        assertTrue(names.indexOf("CourtView") < names.indexOf("InspectorPane#inspector"), names.toString());
        for (int i = 1; i < order.size(); i++) {
            Bounds was = ShownWindow.onFx(bounds(order.get(i - 1)));
            Bounds now = ShownWindow.onFx(bounds(order.get(i)));
            // as a page reads: the next is lower down, or on the same band further right
            assertTrue(
                    now.getMinY() >= was.getMinY() - 1 || now.getMinX() >= was.getMaxX() - 1,
                    names.get(i - 1) + " " + was + " then " + names.get(i) + " " + now);
        }
    }

    @Test
    void theViewMenuHasTheDescriptionAndTheSoundsBothOff(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu view = bar.getMenus().get(1);
        List<CheckMenuItem> toggles = new ArrayList<>();
        for (MenuItem item : view.getItems()) {
            if (item instanceof CheckMenuItem c) {
                toggles.add(c);
            }
        }
        assertEquals(
                List.of("Describe each frame above the working", "Sounds on events: bounce, tunnel, out"),
                toggles.stream().map(MenuItem::getText).toList());
        toggles.forEach(t -> assertFalse(t.isSelected(), t.getText()));
        Node line = ShownWindow.onFx(() -> window.root().lookup("#frame-in-words"));
        assertFalse(ShownWindow.onFx(line::isVisible), "the working looks as before until asked");
        ShownWindow.fx(() -> {
            toggles.get(0).setSelected(true);
            window.model().jumpTo(14);
        });
        assertTrue(ShownWindow.onFx(line::isVisible));
        assertEquals(ShownWindow.onFx(window.court()::getAccessibleText), ShownWindow.onFx(((Label) line)::getText));
        assertTrue(ShownWindow.onFx(() -> window.court().words().shown().get()));
        ShownWindow.fx(() -> toggles.get(1).setSelected(true));
        assertTrue(ShownWindow.onFx(() -> window.court().sounds().on().get()));
        ShownWindow.fx(() -> toggles.forEach(t -> t.setSelected(false)));
    }

    @Test
    void theSwitchesAreRememberedByTheNextWindow(@TempDir Path dir) {
        var file = new PreferencesFile(dir.resolve("preferences.properties"));
        ShownWindow.fx(() -> {
            MainWindow first = new MainWindow(DefaultShot.pong(), stage, null, file, Locale.ENGLISH);
            ShownWindow.show(stage, first.createScene(1280, 800));
            first.court().words().shown().set(true);
            first.court().sounds().on().set(true);
        });
        MainWindow next = ShownWindow.onFx(() -> {
            MainWindow w = new MainWindow(DefaultShot.pong(), stage, null, file, Locale.ENGLISH);
            ShownWindow.show(stage, w.createScene(1280, 800));
            return w;
        });
        assertTrue(ShownWindow.onFx(() -> next.court().words().shown().get()));
        assertTrue(ShownWindow.onFx(() -> next.court().sounds().on().get()));
    }

    private static Callable<Bounds> bounds(Node n) {
        return () -> n.localToScene(n.getBoundsInLocal());
    }

    /**
     * Something a student operates: not a container, a scroll bar, a part of a combo box's own skin, or a row or cell
     * of a list or table (read out by the list or table); the code editor, which is not a control, is one.
     */
    private static boolean interactive(Node n) {
        if (n instanceof GenericStyledArea<?, ?, ?>) {
            return true;
        }
        if (!(n instanceof Control)
                || n instanceof Label
                || n instanceof ToolBar
                || n instanceof SplitPane
                || n instanceof ScrollPane && !(n instanceof TextArea)
                || n instanceof ScrollBar
                || n instanceof Separator
                || n instanceof MenuBar
                || n instanceof TabPane
                || n instanceof Accordion) {
            return false;
        }
        for (Node up = n.getParent(); up != null; up = up.getParent()) {
            if (up instanceof ComboBoxBase<?> || up instanceof ListView<?> || up instanceof TableView<?>) {
                return false;
            }
        }
        return true;
    }

    private static boolean hasControlInside(Node n) {
        List<Node> inside = new ArrayList<>();
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable()
                    .forEach(c -> walk(c, d -> {
                        if (interactive(d)) {
                            inside.add(d);
                        }
                    }));
        }
        return !inside.isEmpty();
    }

    /** Words a screen reader can say: with a letter in them, not only symbols such as ▶▶. */
    private static boolean spoken(String s) {
        return s != null && s.codePoints().anyMatch(Character::isLetter);
    }

    private static void walk(Node n, Consumer<Node> each) {
        if (!n.isVisible()) {
            return;
        }
        each.accept(n);
        if (n instanceof Parent p) {
            for (Node c : p.getChildrenUnmodifiable()) {
                walk(c, each);
            }
        }
    }
}
