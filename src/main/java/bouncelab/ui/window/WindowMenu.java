package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMenu;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.theme.AppearanceMenus;
import static bouncelab.ui.common.UiWords.menus;
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
        Menu file = new Menu(menus("menu.file"));
        file.getItems().addAll(
                item(menus("file.openLessons"), null, () -> {
                    bouncelab.ui.common.PathDialog.ask(stage, menus("file.openLessons.title"),
                            bouncelab.ui.common.PathDialog.Purpose.OPEN_FOLDER,
                            java.nio.file.Path.of(System.getProperty("user.home")),
                            java.util.List.of(new bouncelab.ui.common.PathDialog.Format(menus("file.openLessons.format"), "")))
                            .ifPresent(c -> window.openLessonsFolder(c.path()));
                }),
                item(menus("file.openShot"), "Shortcut+O", () -> {
                    if (window.unsavedChanges().mayReplace(bouncelab.ui.common.UiWords.messages("unsaved.shotOpens"))) {
                        files.chooseAndOpen();
                    }
                }),
                item(menus("file.save"), "Shortcut+S", files::saveOrChoose),
                item(menus("file.saveAs"), "Shortcut+Shift+S", files::chooseAndSave),
                item(menus("file.assignment"), null, files::makeAssignment),
                new ExportMenu(window, stage).menu(),
                item(menus("file.quit"), "Shortcut+Q", () -> {
                    if (window.mayClose()) {
                        Platform.exit();
                    }
                }));
        Menu view = new Menu(menus("menu.view"));
        view.getItems().addAll(
                item(menus("view.lessons"), null, window::toggleLessons),
                item(menus("view.zoomIn"), null, () -> court.zoomBy(1.25)),
                item(menus("view.zoomOut"), null, () -> court.zoomBy(0.8)),
                item(menus("view.fit"), null, court::zoomToFit),
                item(menus("view.zoomWorking"), null, court::zoomToWorking),
                item(menus("view.fullScreen"), "F11", () -> {
                    if (stage != null) {
                        stage.setFullScreen(!stage.isFullScreen());
                    }
                }),
                item(menus("view.presentation"), null, window::togglePresentation),
                new javafx.scene.control.SeparatorMenuItem(),
                AppearanceMenus.theme(window.appearance()),
                AppearanceMenus.textSize(window.appearance()),
                LanguageMenu.menu(window::chooseLanguage),
                new javafx.scene.control.SeparatorMenuItem(),
                toggle(menus("view.describe"), court.words().shown()),
                toggle(menus("view.sounds"), court.sounds().on()));
        Menu help = new Menu(menus("menu.help"));
        GlossaryWindow glossary = new GlossaryWindow(window);
        window.lessons().setOpenGlossary(() -> glossary.show(stage)); // a lesson's [Glossary](action:glossary) link
        help.getItems().addAll(item(menus("help.keys"), null, window::showHelp),
                item(menus("help.glossary"), null, () -> glossary.show(stage)));
        bar.getMenus().addAll(file, view, GameMenu.menu(window.games()), help);
    }

    /** A menu item with a tick, kept with {@code on} both ways (the preferences remember it). */
    private static javafx.scene.control.CheckMenuItem toggle(String text, javafx.beans.property.BooleanProperty on) {
        javafx.scene.control.CheckMenuItem item = new javafx.scene.control.CheckMenuItem(text);
        item.selectedProperty().bindBidirectional(on);
        return item;
    }

    MenuBar bar() {
        return bar;
    }
}
