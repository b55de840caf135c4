package bouncelab.ui.lesson;

import bouncelab.io.prefs.FontSize;
import bouncelab.lessons.Lesson;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every lesson, every answer shown, at the smallest screens: no label in the lesson's text is cut short with "..."
 * (a question's title was, at 1024 × 768).
 */
@ExtendWith(ApplicationExtension.class)
class LessonTextFitsTest {
    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1024, 768", "1280, 720"})
    void noLabelInALessonIsCutShort(int width, int height) {
        MainWindow window = ShownWindow.laidOutAt(width, height, FontSize.DEFAULT);
        List<String> problems = new ArrayList<>();
        for (Lesson l : window.lessons().courseProperty().get().lessons()) {
            fx(() -> window.lessons().open(l));
            fx(() -> l.questions().forEach(q -> window.lessons().reveal(q)));
            ShownWindow.layOut(window, width, height);
            fx(() -> collect(window.lessonPanel(), l.id(), problems));
        }
        assertEquals(List.of(), problems);
    }

    private static void collect(Node n, String lesson, List<String> problems) {
        if (!n.isVisible()) {
            return;
        }
        if (n instanceof Labeled l
                && !(n instanceof Button)
                && l.getText() != null
                && !l.getText().isBlank()
                && n.getStyleClass().stream().noneMatch(c -> c.equals("list-cell"))) {
            // the label's own text, a child of its skin: not a graphic's (the lesson picker's ▾ is a label of its own)
            l.getChildrenUnmodifiable().stream()
                    .filter(c -> c instanceof Text)
                    .map(c -> (Text) c)
                    .findFirst()
                    .filter(t -> !oneLine(t.getText()).equals(oneLine(l.getText())))
                    .ifPresent(t -> problems.add(lesson + ": '" + l.getText() + "' shows as '" + t.getText() + "'"));
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> collect(c, lesson, problems));
        }
    }

    private static String oneLine(String s) {
        return s.replaceAll("\\s+", " ").trim();
    }
}
