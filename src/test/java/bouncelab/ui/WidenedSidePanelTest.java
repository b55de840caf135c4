package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.WorkingPanel;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The lessons or the working panel dragged as wide as they go (the dividers set to the extremes): the court keeps
 * at least 200 × 150 and the working panel stays on screen at its minimum width, at a projector's sizes and type.
 */
@ExtendWith(ApplicationExtension.class)
class WidenedSidePanelTest {
    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1024, 768, 14", "1024, 768, 28", "1280, 720, 28"})
    void theCourtAndTheWorkingKeepTheirMinimumSizes(int width, int height, int type) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(type));
        Node courtStack = window.court().getParent();
        SplitPane split = ancestor(courtStack, SplitPane.class);
        Node working = split.getItems().stream()
                .filter(n -> n instanceof WorkingPanel)
                .findFirst()
                .orElseThrow();
        double[][] extremes = {{0.99, 0.995}, {0.0, 0.01}, {0.0, 1.0}, {0.995, 1.0}, {0.01, 0.02}};
        List<String> problems = new ArrayList<>();
        for (double[] at : extremes) {
            fx(() -> split.setDividerPositions(at));
            ShownWindow.layOut(window, width, height);
            fx(() -> {
                String where = "dividers at " + at[0] + ", " + at[1] + ": ";
                Bounds court = courtStack.localToScene(courtStack.getLayoutBounds());
                if (court.getWidth() < 200 - 0.5 || court.getHeight() < 150 - 0.5) {
                    problems.add(where + "the court is " + court.getWidth() + "×" + court.getHeight());
                }
                Bounds side = working.localToScene(working.getLayoutBounds());
                double min = working.minWidth(-1);
                if (side.getWidth() < min - 0.5 || side.getMinX() < -0.5 || side.getMaxX() > width + 0.5) {
                    problems.add(where + "the working panel (min " + min + ") is at " + side);
                }
                if (at[1] - at[0] < 0.1 && court.getWidth() > width / 2.0) { // the dividers did squeeze the court
                    problems.add(where + "the court was not squeezed: " + court.getWidth() + " wide");
                }
                if (court.getMaxX() > side.getMinX() + 0.5) {
                    problems.add(where + "the court " + court + " runs under the working " + side);
                }
            });
        }
        assertEquals(List.of(), problems, width + "×" + height + " at " + type + " px");
    }

    private static <T> T ancestor(Node node, Class<T> type) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (type.isInstance(n)) {
                return type.cast(n);
            }
        }
        throw new AssertionError("no " + type.getSimpleName() + " above " + node);
    }
}
