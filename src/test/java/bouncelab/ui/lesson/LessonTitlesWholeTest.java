package bouncelab.ui.lesson;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.text.Text;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every lesson's title shows whole in the list, wrapped onto a second line where it is long: "14. The Pong loop drops
 * the rest of the…" and "9. The corner the expanded edges get …" were cut at 1280 × 720.
 */
@ExtendWith(ApplicationExtension.class)
class LessonTitlesWholeTest {
    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1024, 768, 14", "1280, 720, 14", "1280, 720, 28", "1920, 1080, 14"})
    void noTitleIsCutShort(int width, int height, int type) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(type));
        ListView<?> list = onFx(() -> (ListView<?>) window.root().lookup("#lesson-list"));
        int rows = onFx(() -> list.getItems().size());
        List<String> cut = new ArrayList<>();
        boolean[] checked = new boolean[rows];
        int seen = 0;
        for (int i = 0; i < rows; i++) {
            if (checked[i]) {
                continue; // read whole with a row before, shown below it
            }
            int row = i;
            fx(() -> list.scrollTo(row));
            ShownWindow.layOut(window, width, height);
            // every row shown whole in the list's viewport now: its full text and the text drawn
            List<String[]> shown = onFx(() -> {
                List<String[]> rowsShown = new ArrayList<>();
                Node flow = list.lookup(".virtual-flow");
                Bounds view = flow.localToScene(flow.getLayoutBounds());
                for (Node n : list.lookupAll(".list-cell")) {
                    Bounds b = n.localToScene(n.getLayoutBounds());
                    if (n instanceof ListCell<?> c
                            && c.isVisible()
                            && c.getIndex() >= 0
                            && c.getIndex() < rows
                            && b.getMinY() >= view.getMinY() - 0.5
                            && b.getMaxY() <= view.getMaxY() + 0.5) {
                        StringBuilder lines = new StringBuilder();
                        c.lookupAll(".text").forEach(t -> lines.append(((Text) t).getText()));
                        rowsShown.add(new String[] {String.valueOf(c.getIndex()), c.getText(), lines.toString()});
                    }
                }
                return rowsShown;
            });
            for (String[] r : shown) {
                int index = Integer.parseInt(r[0]);
                if (checked[index]) {
                    continue;
                }
                checked[index] = true;
                seen++;
                String full = r[1], drawn = r[2];
                if (drawn.contains("…")
                        || drawn.contains("...")
                        || !drawn.replaceAll("\\s", "").equals(full.replaceAll("\\s", ""))) {
                    cut.add(full + " shown as '" + drawn + "'");
                }
            }
        }
        assertEquals(rows, seen, "every row was shown");
        assertTrue(cut.isEmpty(), String.join("\n", cut));
    }
}
