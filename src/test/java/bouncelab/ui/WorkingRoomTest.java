package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.WorkingPanel;
import bouncelab.ui.window.MainWindow;
import javafx.scene.Node;
import javafx.scene.control.TextArea;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window as it opens, on a projector's or a laptop's screen: the working of the frame has most of the panel
 * beside the court. With the overlays' dozen switches unfolded under it, it had five or six lines at 1280 × 720.
 */
@ExtendWith(ApplicationExtension.class)
class WorkingRoomTest {
    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1280, 720", "1024, 768"})
    void theWorkingHasMoreThanHalfThePanel(int width, int height) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(14));
        TextArea working = (TextArea) window.root().lookup("#inspector");
        Node n = working;
        while (!(n instanceof WorkingPanel)) {
            n = n.getParent();
        }
        WorkingPanel panel = (WorkingPanel) n;
        double shown = panel.getViewportBounds().getHeight();
        assertTrue(
                working.getHeight() > shown / 2,
                "the working is " + working.getHeight() + " px of the panel's " + shown);
    }
}
