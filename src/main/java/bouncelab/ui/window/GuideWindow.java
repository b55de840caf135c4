package bouncelab.ui.window;

import bouncelab.lessons.TaskMarkdown;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.BlockNodes;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.jspecify.annotations.Nullable;

/**
 * Help → Teacher's guide: docs/teacher-guide.md (a 50-minute lesson on tunnelling, what each part targets, marking
 * the class), shipped in the jar and read as an assignment's task is read, text only. In the window's language
 * where the guide is translated (teacher-guide.CODE.md), else in English.
 */
final class GuideWindow {
    /** Where the build puts docs/teacher-guide*.md in the jar. */
    static final String FOLDER = "/bouncelab/docs/";

    private final ReadingWindow reading;

    GuideWindow(MainWindow window) {
        this.reading = new ReadingWindow(window, "teacher-guide");
    }

    /** Shows the guide (or brings it to the front). */
    void show(@Nullable Window owner) {
        VBox box = new VBox();
        box.getStyleClass().addAll(Styles.HELP_CONTENT, Styles.LESSON_TEXT_BOX);
        TaskMarkdown.Read read = TaskMarkdown.read(text(UiWords.locale()));
        if (read.why() == null) {
            box.getChildren().addAll(BlockNodes.textOnly(read.blocks()));
        } else { // only if the shipped guide were broken: say so, and show it as it is
            Label problem = new Label(UiWords.words().refusal(read.why()));
            problem.setWrapText(true);
            problem.getStyleClass().add(Styles.LESSON_ERROR_MESSAGE);
            box.getChildren().add(problem);
        }
        reading.show(owner, UiWords.help("guide.title"), box, 900, 680);
    }

    @Nullable
    Stage stage() {
        return reading.stage();
    }

    /** The guide in {@code language}, or in English where it is not translated. */
    static String text(Locale language) {
        InputStream in =
                GuideWindow.class.getResourceAsStream(FOLDER + "teacher-guide." + language.getLanguage() + ".md");
        if (in == null) {
            in = GuideWindow.class.getResourceAsStream(FOLDER + "teacher-guide.md");
        }
        if (in == null) {
            throw new IllegalStateException(FOLDER + "teacher-guide.md is not in the jar");
        }
        try (InputStream guide = in) {
            return new String(guide.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
