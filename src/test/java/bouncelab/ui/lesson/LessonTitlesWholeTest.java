package bouncelab.ui.lesson;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
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
        int seen = 0;
        for (int i = 0; i < rows; i++) {
            int row = i;
            fx(() -> list.scrollTo(row));
            ShownWindow.layOut(window, width, height);
            String shown = onFx(() -> {
                for (Node n : list.lookupAll(".list-cell")) {
                    if (n instanceof ListCell<?> c && c.isVisible() && c.getIndex() == row) {
                        StringBuilder lines = new StringBuilder();
                        c.lookupAll(".text").forEach(t -> lines.append(((Text) t).getText()));
                        return c.getText() + "\u0000" + lines;
                    }
                }
                return null;
            });
            if (shown == null) {
                continue;
            }
            seen++;
            String[] parts = shown.split("\u0000", -1);
            String full = parts[0], drawn = parts[1];
            if (drawn.contains("…")
                    || drawn.contains("...")
                    || !drawn.replaceAll("\\s", "").equals(full.replaceAll("\\s", ""))) {
                cut.add(full + " shown as '" + drawn + "'");
            }
        }
        assertEquals(rows, seen, "every row was shown");
        assertTrue(cut.isEmpty(), String.join("\n", cut));
    }
}
