package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.Shortcut;
import bouncelab.ui.tab.WindowTab;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * The help (F1, or ?): every key of the window and what each view is for, in a window of its own beside the main
 * one. It is written from the lists the key handlers dispatch through ({@link WindowKeys}, the transport's, each
 * tab's, the game's) and from the menus' accelerators, so it says what the keys do, no more and no less.
 */
final class HelpWindow {
    /** One key and what it does. */
    record Row(String keys, String does) {}

    /** A view (or "everywhere"), what it is for, and its keys. */
    record Section(String title, String about, List<Row> rows) {}

    private final MainWindow window;
    /**
     * The keys JavaFX itself gives every window, for a teacher or student without a mouse: not in our lists, as no
     * handler of ours dispatches them, but every bit as much the window's keys.
     */
    static List<Row> keyboardOnly() {
        return List.of(
                new Row("F10", UiWords.help("keyboard.menus")),
                new Row(UiWords.help("keyboard.lettersKey"), UiWords.help("keyboard.letters")),
                new Row(UiWords.keys("Ctrl+Tab, Ctrl+Shift+Tab"), UiWords.help("keyboard.views")),
                new Row(UiWords.keys("Tab, Shift+Tab"), UiWords.help("keyboard.controls")),
                new Row(UiWords.help("keyboard.space.key"), UiWords.help("keyboard.space")),
                new Row(UiWords.keys("F4, Alt+↓"), UiWords.help("keyboard.choice")),
                new Row(UiWords.keys("Esc, Tab"), UiWords.help("keyboard.leaveEditor")));
    }

    private final MenuBar menus;
    private final ReadingWindow reading;

    HelpWindow(MainWindow window, MenuBar menus) {
        this.window = window;
        this.menus = menus;
        this.reading = new ReadingWindow(window, "help", KeyCode.F1);
    }

    /** Every section, in the order shown: everywhere, the stepping view, each tab, games, presenting. */
    List<Section> sections() {
        List<Section> all = new ArrayList<>();
        List<Row> everywhere = rows(WindowKeys.ALWAYS);
        everywhere.addAll(keyboardOnly());
        everywhere.addAll(menuRows(menus.getMenus(), ""));
        all.add(new Section(UiWords.help("everywhere"), UiWords.help("everywhere.about"), everywhere));
        for (var tab : window.tabs().getTabs()) {
            WindowTab t = (WindowTab) tab.getUserData();
            if (t == window.step()) { // the stepping view, with the lessons beside its court
                all.add(new Section(t.title(), UiWords.help("step.about"), rows(t.shortcuts())));
                all.add(new Section(UiWords.help("lessons"), UiWords.help("lessons.about"), List.of()));
            } else {
                all.add(new Section(t.title(), t.about(), rows(t.shortcuts())));
            }
        }
        List<Row> game = rows(GameMode.KEYS);
        game.add(row(GameMode.PLAY_ON));
        all.add(new Section(UiWords.help("play"), UiWords.help("play.about"), game));
        all.add(new Section(UiWords.help("presenting"), UiWords.help("presenting.about"), rows(WindowKeys.PRESENTING)));
        return all;
    }

    /** Shows the help (or brings it to the front), written afresh; F1 hides it again, as Esc does. */
    void show(@Nullable Window owner) {
        reading.show(owner, UiWords.help("help.title"), content(), 720, 640);
    }

    @Nullable
    Stage stage() {
        return reading.stage();
    }

    /** The help's text, a line each: each section's title and what it is for, then its keys. */
    List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (Section s : sections()) {
            lines.add(s.title() + ": " + s.about());
            s.rows().forEach(r -> lines.add(r.keys() + "\t" + r.does()));
        }
        return lines;
    }

    private Node content() {
        VBox box = new VBox();
        box.getStyleClass().add(Styles.HELP_CONTENT);
        for (Section s : sections()) {
            Label title = new Label(s.title());
            title.getStyleClass().add(Styles.PANEL_TITLE);
            Label about = new Label(s.about());
            about.setWrapText(true);
            about.setMinHeight(Region.USE_PREF_SIZE);
            box.getChildren().addAll(title, about);
            if (!s.rows().isEmpty()) {
                GridPane grid = new GridPane();
                grid.getStyleClass().add(Styles.HELP_KEYS);
                int r = 0;
                for (Row row : s.rows()) {
                    Label keys = new Label(row.keys());
                    keys.getStyleClass().add(Styles.HELP_KEY);
                    keys.setMinWidth(Region.USE_PREF_SIZE);
                    Label does = new Label(row.does());
                    does.setWrapText(true);
                    grid.addRow(r++, keys, does);
                }
                box.getChildren().add(grid);
            }
        }
        return box;
    }

    private static Row row(Shortcut<?> s) {
        return new Row(UiWords.keys(s.keys()), s.does());
    }

    private static List<Row> rows(List<? extends Shortcut<?>> keys) {
        List<Row> out = new ArrayList<>();
        keys.forEach(k -> out.add(row(k)));
        return out;
    }

    /** Every menu item with an accelerator: its keys as the system writes them, and where it is in the menus. */
    private static List<Row> menuRows(List<? extends MenuItem> items, String path) {
        List<Row> out = new ArrayList<>();
        for (MenuItem i : items) {
            String text = withoutMnemonic(i.getText());
            String here = path.isEmpty() ? text : path + " → " + text;
            if (i instanceof Menu m) {
                out.addAll(menuRows(m.getItems(), here));
            } else if (i.getAccelerator() != null) {
                out.add(new Row(UiWords.keys(i.getAccelerator().getDisplayText()), here));
            }
        }
        return out;
    }

    /** A menu's words as shown: "_File" is File, its F underlined; "__" is one underscore. */
    static String withoutMnemonic(@Nullable String text) {
        if (text == null) {
            return ""; // a separator
        }
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '_' && i + 1 < text.length()) {
                c = text.charAt(++i); // the marked letter itself, or the underscore written twice
            }
            out.append(c);
        }
        return out.toString();
    }
}
