package bouncelab.ui.lesson;

import bouncelab.lessons.Lesson;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.Styles;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Presenting with the lessons beside the court (F5, then L) on a 1024 × 768 projector: each lesson's text fits its
 * column in every language. In Spanish it was wider than the column, so every line lost its last letters behind the
 * column's edge and a scroll bar appeared under it.
 */
@ExtendWith(ApplicationExtension.class)
class PresentedLessonFitsTest {
    @AfterEach
    void english() {
        fx(() -> UiWords.use(Locale.ENGLISH));
    }

    @ParameterizedTest(name = "{0} at {1}×{2}")
    @CsvSource({"es, 1024, 768", "en, 1024, 768", "es, 1280, 720"})
    void everyLessonFitsItsColumnWhilePresented(String language, int width, int height) {
        MainWindow window =
                onFx(() -> Windows.full(DefaultShot.pong(), null, null, null, Locale.forLanguageTag(language)));
        fx(() -> window.createScene(width, height));
        fx(window::togglePresentation);
        fx(window::toggleLessons);
        List<String> wide = new ArrayList<>();
        for (Lesson l : window.lessons().courseProperty().get().lessons()) {
            fx(() -> window.lessons().open(l));
            ShownWindow.layOut(window, width, height);
            fx(() -> {
                ScrollPane scroll = (ScrollPane) window.lessonPanel().lookup("." + Styles.LESSON_SCROLL);
                double viewport = scroll.getViewportBounds().getWidth();
                Region content = (Region) scroll.getContent();
                if (content.getWidth() > viewport + 0.5) {
                    wide.add(l.id() + ": text " + Math.round(content.getWidth()) + " px in a column of "
                            + Math.round(viewport) + widest(content, viewport));
                }
            });
        }
        assertEquals(List.of(), wide);
    }

    /** The nodes that will not be narrower than the column, for the message. */
    private static String widest(Node n, double viewport) {
        List<String> found = new ArrayList<>();
        collect(n, viewport, found);
        return found.isEmpty() ? "" : " (" + String.join("; ", found.subList(0, Math.min(4, found.size()))) + ")";
    }

    private static void collect(Node n, double viewport, List<String> found) {
        if (n instanceof Region r && r.minWidth(-1) > viewport + 0.5) {
            int before = found.size();
            if (n instanceof Parent p) {
                p.getChildrenUnmodifiable().forEach(c -> collect(c, viewport, found));
            }
            if (found.size() == before) {
                found.add(n.getClass().getSimpleName() + n.getStyleClass() + " at least " + Math.round(r.minWidth(-1)));
            }
        }
    }
}
