package bouncelab.ui.lesson;

import bouncelab.lessons.Lesson;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lesson view in the language the window was opened in (Spanish): a lesson with lesson.es.md shows its Spanish,
 * one without shows its English under a note in Spanish saying so. A folder opened later is read in the same
 * language.
 */
@ExtendWith(ApplicationExtension.class)
class LessonLanguageTest {
    private static final String SCENARIO = """
            {"court": {"width": 800, "height": 600, "walls": ["top", "bottom"]}, "dt": 0.02,
             "ball": {"x": 400, "y": 300, "radius": 8, "vx": 100, "vy": 0},
             "paddles": [{"id": "right", "x": 700, "y": 250, "width": 12, "height": 100}], "algorithm": "swept"}
            """;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = new MainWindow(DefaultShot.pong(), stage, null, null, Locale.forLanguageTag("es"));
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    private static void lesson(Path root, String name, String title, String words, String spanish) throws IOException {
        Path dir = Files.createDirectories(root.resolve(name));
        Files.writeString(dir.resolve("scenario.json"), SCENARIO);
        Files.writeString(dir.resolve("lesson.md"), "---\ntitle: " + title + "\narticle: A\n---\n\n" + words + "\n");
        if (spanish != null) {
            Files.writeString(dir.resolve("lesson.es.md"), spanish);
        }
    }

    @Test
    void aLessonShowsInSpanishOrInEnglishWithANote(FxRobot robot, @TempDir Path root) throws IOException {
        lesson(
                root,
                "01-hello",
                "Hello",
                "The ball is at x = {{ball.x}}.",
                "---\ntitle: Hola\narticle: A\n---\n\nLa pelota está en x = {{ball.x}}.\n");
        lesson(root, "02-later", "Not yet", "Only in English.", null);
        ShownWindow.fx(() -> window.lessonPanel().openFolder(root));
        List<String> titles = ShownWindow.onFx(() -> window.lessons().courseProperty().get().lessons().stream()
                .map(Lesson::title)
                .toList());
        assertEquals(List.of("Hola", "Not yet"), titles);
        String spanish = ShownWindow.onFx(() -> window.lessonPanel().visibleText());
        assertTrue(spanish.contains("La pelota está en x = 402"), spanish);
        assertTrue(robot.lookup("#lesson-untranslated").queryAll().isEmpty(), "no note over a translation");

        ShownWindow.fx(() -> window.lessons().next());
        String english = ShownWindow.onFx(() -> window.lessonPanel().visibleText());
        assertTrue(english.contains("Only in English."), english);
        Label note = ShownWindow.onFx(() -> robot.lookup("#lesson-untranslated").queryAs(Label.class));
        assertEquals("Esta lección todavía no está escrita en español, así que se muestra en inglés.", note.getText());
        assertTrue(english.strip().startsWith(note.getText()), "the note is over the lesson's text: " + english);
    }

    /**
     * A Spanish lesson's live values are written as Spanish writes them: the ball's x with the decimal comma, the
     * frame's events (none) in Spanish.
     */
    @Test
    void aSpanishLessonsValuesAreInSpanish(@TempDir Path root) throws IOException {
        lesson(
                root,
                "01-values",
                "Values",
                "The ball is at x = {{ball.x}}; events: {{events}}.",
                "---\ntitle: Valores\narticle: A\n---\n\nLa pelota está en x = {{ball.x}}; sucesos: {{events}}.\n");
        Path shot = root.resolve("01-values").resolve("scenario.json");
        Files.writeString(shot, Files.readString(shot).replace("\"vx\": 100", "\"vx\": 105"));
        ShownWindow.fx(() -> window.lessonPanel().openFolder(root));
        String spanish = ShownWindow.onFx(() -> window.lessonPanel().visibleText());
        assertTrue(spanish.contains("La pelota está en x = 402,1; sucesos: ninguno."), spanish);
    }
}
