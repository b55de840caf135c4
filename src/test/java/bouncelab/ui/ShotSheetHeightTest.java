package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.ShotSheet;
import bouncelab.ui.window.MainWindow;
import javafx.geometry.Bounds;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shot's exact values unfolded beside the open overlays: the sheet is as tall as its numbers (it was squeezed to
 * one line with a scroll bar of its own, as the side panel shrank everything in it to its minimum); the side panel
 * scrolls instead.
 */
@ExtendWith(ApplicationExtension.class)
class ShotSheetHeightTest {
    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1280, 720, 14", "1024, 768, 14", "1920, 1080, 28"})
    void everyNumberOfTheShotShowsInTheSheetWithoutScrollingIt(int width, int height, int type) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(type));
        fx(() -> ((TitledPane) window.root().lookup("#shot-pane")).setExpanded(true));
        ShownWindow.layOut(window, width, height);
        ShotSheet sheet = (ShotSheet) window.root().lookup("#shot-sheet");
        Bounds shown = sheet.localToScene(sheet.getLayoutBounds());
        for (String name : new String[] {"x", "y", "radius", "vx", "vy", "accel"}) {
            TextField field = sheet.field("Ball", name).orElseThrow();
            Bounds b = field.localToScene(field.getLayoutBounds());
            assertTrue(
                    b.getMinY() >= shown.getMinY() - 0.5 && b.getMaxY() <= shown.getMaxY() + 0.5,
                    "ball " + name + " at " + b + " lies outside the sheet's " + shown);
        }
    }
}
