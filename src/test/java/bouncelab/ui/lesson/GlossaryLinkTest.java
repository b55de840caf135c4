package bouncelab.ui.lesson;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonAction;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.List;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson links a symbol to its words: lesson 1's [Glossary of symbols](action:glossary) opens Help → Glossary of
 * symbols, as the menu does.
 */
@ExtendWith(ApplicationExtension.class)
class GlossaryLinkTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @Test
    void lessonOnesGlossaryLinkOpensTheGlossary(FxRobot robot) {
        Lesson lesson = window.lessons().find("01-the-frame-loop").orElseThrow();
        List<LessonAction> link = lesson.actions().stream()
                .filter(a -> a.actions().contains(new LessonAction.OpenGlossary()))
                .findFirst()
                .orElseThrow()
                .actions();
        assertTrue(!glossaryShowing(), "not open before the link");
        ShownWindow.fx(() -> window.lessons().open(lesson));
        ShownWindow.fx(() -> window.lessons().apply(link));
        assertTrue(glossaryShowing(), "the link opens the glossary");
    }

    private static boolean glossaryShowing() {
        boolean[] shown = {false};
        ShownWindow.fx(() -> shown[0] = Window.getWindows().stream()
                .anyMatch(w -> w instanceof Stage s
                        && s.isShowing()
                        && s.getTitle() != null
                        && s.getTitle().contains("glossary of symbols")));
        return shown[0];
    }
}
