package bouncelab.ui.window;

import bouncelab.lessons.TaskMarkdown;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputControl;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Issue 31: the teacher's guide is in Help, in the window's language where it is translated. */
@ExtendWith(ApplicationExtension.class)
class GuideWindowTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void everyShippedGuideReadsAsTextWithNothingRefused() {
        for (Locale l : List.of(Locale.ENGLISH, Locale.forLanguageTag("es"))) {
            TaskMarkdown.Read read = TaskMarkdown.read(GuideWindow.text(l));
            assertNull(read.problem(), l + ": " + read.problem());
            assertTrue(read.blocks().size() > 10, l + ": the whole guide");
        }
        assertEquals(GuideWindow.text(Locale.ENGLISH), GuideWindow.text(Locale.FRENCH), "untranslated: English");
    }

    @Test
    void helpOpensTheGuideInEnglish() {
        String shown = openGuide(Locale.ENGLISH, "Teacher's guide: a lesson on tunnelling");
        assertTrue(shown.contains("Teaching with Bounce Lab: a 50-minute lesson on tunnelling"), shown);
        assertTrue(shown.contains("Marking the class"), shown);
        assertTrue(shown.contains("grade --report marks-10b/ class-10b/"), "its code blocks too");
    }

    @Test
    void helpOpensTheGuideInSpanish() {
        String shown = openGuide(Locale.forLanguageTag("es"), "Guía del profesorado: una clase sobre el efecto túnel");
        assertTrue(shown.contains("Enseñar con Bounce Lab: una clase de 50 minutos sobre el efecto túnel"), shown);
        assertTrue(shown.contains("Corregir al grupo"), shown);
    }

    /** Opens Help's guide item (named {@code item}) in a window in {@code language}; the guide's text as shown. */
    private String openGuide(Locale language, String item) {
        StringBuilder shown = new StringBuilder();
        ShownWindow.fx(() -> {
            MainWindow window = new MainWindow(DefaultShot.pong(), stage, null, null, language);
            ShownWindow.show(stage, window.createScene(1024, 768));
            MenuBar bar = (MenuBar) window.root().lookup(".menu-bar");
            Menu help = bar.getMenus().get(bar.getMenus().size() - 1);
            MenuItem guide = help.getItems().stream()
                    .filter(i -> item.equals(i.getText()))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no '" + item + "' in Help"));
            guide.fire();
            Stage shownGuide = Window.getWindows().stream()
                    .filter(w -> w instanceof Stage s && s.isShowing() && s != stage)
                    .map(Stage.class::cast)
                    .filter(s -> s.getScene().getRoot().lookup("#teacher-guide") != null)
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("no guide window"));
            shown.append(shownGuide.getScene().getRoot().lookupAll("*").stream()
                    .map(n -> n instanceof Text t
                            ? t.getText()
                            : n instanceof Labeled l ? l.getText() : n instanceof TextInputControl c ? c.getText() : "")
                    .collect(Collectors.joining()));
            shownGuide.hide();
        });
        return shown.toString();
    }
}
