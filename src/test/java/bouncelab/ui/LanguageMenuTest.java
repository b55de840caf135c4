package bouncelab.ui;

import bouncelab.io.prefs.PreferencesFile;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Path;
import java.util.Locale;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** View → Language: the window in the language it was made in, and a choice kept for the next start. */
@ExtendWith(ApplicationExtension.class)
class LanguageMenuTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void close() {
        ShownWindow.fx(() -> {
            if (window != null) {
                window.stop();
            }
            new MainWindow(DefaultShot.pong(), null); // the next test's windows speak English again
        });
    }

    @Test
    void aSpanishWindowSpeaksSpanishAndKeepsTheChoice(@TempDir Path dir) {
        PreferencesFile prefs = new PreferencesFile(dir.resolve("preferences.properties"));
        ShownWindow.fx(() -> {
            window = new MainWindow(DefaultShot.pong(), stage, null, prefs, Locale.forLanguageTag("es"));
            ShownWindow.show(stage, window.createScene(1280, 800));
        });
        var bar = (MenuBar) stage.getScene().getRoot().lookup(".menu-bar");
        assertEquals("_Archivo", bar.getMenus().get(0).getText()); // Alt+A
        Menu view = bar.getMenus().get(1);
        assertEquals("_Ver", view.getText());
        Menu language = (Menu) view.getItems().stream()
                .filter(i -> "language".equals(i.getId()))
                .findFirst()
                .orElseThrow();
        RadioMenuItem spanish = (RadioMenuItem) item(language, "language-es");
        assertTrue(spanish.isSelected(), "the window's language is ticked");
        assertEquals("Español", spanish.getText());
        ShownWindow.fx(() -> item(language, "language-en").fire());
        assertEquals("en", prefs.load().preferences().language());
        assertTrue(
                window.status().getText().startsWith("Bounce Lab will speak English"),
                window.status().getText());
        ShownWindow.fx(() -> item(language, "language-system").fire());
        assertEquals(null, prefs.load().preferences().language());
    }

    private static MenuItem item(Menu menu, String id) {
        return menu.getItems().stream()
                .filter(i -> id.equals(i.getId()))
                .findFirst()
                .orElseThrow();
    }
}
