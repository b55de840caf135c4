package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMenu;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.theme.AppearanceMenus;
import static bouncelab.ui.window.MenuItems.item;

import javafx.application.Platform;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;

/** File and View menus; their accelerators are the window's Ctrl and function keys. */
final class WindowMenu {
    private final MenuBar bar = new MenuBar();

    WindowMenu(MainWindow window, Stage stage) {
        CourtView court = window.court();
        ShotFiles files = window.files();
        Menu file = new Menu("_File"); // Alt+F, and so on: each menu has its letter
        file.getItems().addAll(
                item("Open lessons folder…", null, () -> {
                    bouncelab.ui.common.PathDialog.ask(stage, "Open a lessons folder",
                            bouncelab.ui.common.PathDialog.Purpose.OPEN_FOLDER,
                            java.nio.file.Path.of(System.getProperty("user.home")),
                            java.util.List.of(new bouncelab.ui.common.PathDialog.Format("A lessons folder", "")))
                            .ifPresent(c -> window.openLessonsFolder(c.path()));
                }),
                item("Open shot…", "Shortcut+O", () -> {
                    if (window.unsavedChanges().mayReplace("another shot opens")) {
                        files.chooseAndOpen();
                    }
                }),
                item("Save shot", "Shortcut+S", files::saveOrChoose),
                item("Save shot as…", "Shortcut+Shift+S", files::chooseAndSave),
                item("Make an assignment…", null, files::makeAssignment),
                new ExportMenu(window, stage).menu(),
                item("Quit", "Shortcut+Q", () -> {
                    if (window.mayClose()) {
                        Platform.exit();
                    }
                }));
        Menu view = new Menu("_View");
        view.getItems().addAll(
                item("Lessons beside the court (L)", null, window::toggleLessons),
                item("Zoom in (+)", null, () -> court.zoomBy(1.25)),
                item("Zoom out (−)", null, () -> court.zoomBy(0.8)),
                item("Fit the court (0)", null, court::zoomToFit),
                item("Zoom to this frame's working (Z)", null, court::zoomToWorking),
                item("Full screen", "F11", () -> {
                    if (stage != null) {
                        stage.setFullScreen(!stage.isFullScreen());
                    }
                }),
                item("Presentation mode (F5; Esc leaves)", null, window::togglePresentation),
                new javafx.scene.control.SeparatorMenuItem(),
                AppearanceMenus.theme(window.appearance()),
                AppearanceMenus.textSize(window.appearance()));
        Menu help = new Menu("_Help");
        GlossaryWindow glossary = new GlossaryWindow(window);
        window.lessons().setOpenGlossary(() -> glossary.show(stage)); // a lesson's [Glossary](action:glossary) link
        help.getItems().addAll(item("Keys and views (F1)", null, window::showHelp),
                item("Glossary of symbols", null, () -> glossary.show(stage)));
        bar.getMenus().addAll(file, view, GameMenu.menu(window.games()), help);
    }

    MenuBar bar() {
        return bar;
    }
}
