package bouncelab.ui.lesson;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The list opened from the picker: the lesson open is in view in it, whole, with the one before it above: a lesson opened before the window's
 * last layout (as the app and the screenshots open one) was scrolled for a list of another height, and lesson 12's
 * row showed cut in half at the top.
 */
@ExtendWith(ApplicationExtension.class)
class LessonRowInViewTest {
    @ParameterizedTest(name = "lesson {0} at {1}×{2}")
    @CsvSource({
        "12-side-hit-bug, 1280, 800",
        "12-side-hit-bug, 1024, 768",
        "06-tunnelling, 1024, 768",
        "16-whole-halves, 1280, 720"
    })
    void theOpenLessonsRowIsWholeInView(String id, int width, int height) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(14));
        fx(() -> window.lessons().open(window.lessons().find(id).orElseThrow()));
        fx(() -> window.lessonPanel().openList(true)); // as the picker opens it
        ShownWindow.layOut(window, width, height);
        String problem = onFx(() -> {
            ListView<?> list = (ListView<?>) window.root().lookup("#lesson-list");
            Node flow = list.lookup(".virtual-flow");
            Bounds view = flow.localToScene(flow.getLayoutBounds());
            int selected = list.getSelectionModel().getSelectedIndex();
            ListCell<?> open = null;
            ListCell<?> before = null;
            for (Node n : list.lookupAll(".list-cell")) {
                if (n instanceof ListCell<?> c && c.isVisible() && c.getIndex() == selected) {
                    open = c;
                } else if (n instanceof ListCell<?> c && c.isVisible() && c.getIndex() == selected - 1) {
                    before = c;
                }
            }
            if (open == null) {
                return "no cell shows row " + selected;
            }
            Bounds row = open.localToScene(open.getLayoutBounds());
            if (row.getMinY() < view.getMinY() - 0.5 || row.getMaxY() > view.getMaxY() + 0.5) {
                return "row " + selected + " " + row + " is cut by the list's view " + view;
            }
            if (before == null || before.localToScene(before.getLayoutBounds()).getMinY() < view.getMinY() - 0.5) {
                return "the row before " + selected + " is not whole above it";
            }
            return null;
        });
        assertTrue(problem == null, problem);
    }
}
