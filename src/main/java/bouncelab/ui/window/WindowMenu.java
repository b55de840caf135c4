package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMenu;
import bouncelab.ui.common.PathDialog;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.theme.AppearanceMenus;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Stage;
import org.jspecify.annotations.Nullable;

import static bouncelab.ui.common.UiWords.menus;
import static bouncelab.ui.window.MenuItems.item;

/** File and View menus; their accelerators are the window's Ctrl and function keys. */
final class WindowMenu {
    private final MenuBar bar = new MenuBar();

    WindowMenu(MainWindow window, @Nullable Stage stage) {
        CourtView court = window.court();
        ShotFiles files = window.files();
        Menu file = new Menu(menus("menu.file"));
        file.getItems()
                .addAll(
                        item(menus("file.openLessons"), null, () -> {
                            PathDialog.ask(
                                            stage,
                                            menus("file.openLessons.title"),
                                            PathDialog.Purpose.OPEN_FOLDER,
                                            Path.of(System.getProperty("user.home")),
                                            List.of(new PathDialog.Format(menus("file.openLessons.format"), "")))
                                    .ifPresent(c -> window.openLessonsFolder(c.path()));
                        }),
                        item(menus("file.openShot"), "Shortcut+O", () -> {
                            if (window.unsavedChanges().mayReplace(UiWords.messages("unsaved.shotOpens"))) {
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
        view.getItems()
                .addAll(
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
                        new SeparatorMenuItem(),
                        AppearanceMenus.theme(window.appearance()),
                        AppearanceMenus.textSize(window.appearance()),
                        LanguageMenu.menu(window::chooseLanguage),
                        new SeparatorMenuItem(),
                        toggle(menus("view.describe"), court.words().shown()),
                        toggle(menus("view.sounds"), court.sounds().on()));
        Menu help = new Menu(menus("menu.help"));
        GlossaryWindow glossary = new GlossaryWindow(window);
        GuideWindow guide = new GuideWindow(window);
        window.lessons().setOpenGlossary(() -> glossary.show(stage)); // a lesson's [Glossary](action:glossary) link
        help.getItems()
                .addAll(
                        item(menus("help.keys"), null, window::showHelp),
                        item(menus("help.glossary"), null, () -> glossary.show(stage)),
                        item(menus("help.guide"), null, () -> guide.show(stage)));
        bar.getMenus().addAll(file, view, GameMenu.menu(window.games()), help);
    }

    /** A menu item with a tick, kept with {@code on} both ways (the preferences remember it). */
    private static CheckMenuItem toggle(String text, BooleanProperty on) {
        CheckMenuItem item = new CheckMenuItem(text);
        item.selectedProperty().bindBidirectional(on);
        return item;
    }

    MenuBar bar() {
        return bar;
    }
}
