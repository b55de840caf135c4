package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.ui.step.DefaultShot;
import bouncelab.ui.step.ShotSheet;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import javafx.geometry.Bounds;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static bouncelab.ui.ShownWindow.fx;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shot's exact values unfolded beside the open overlays: the sheet is as tall as its numbers (it was squeezed to
 * one line with a scroll bar of its own, as the side panel shrank everything in it to its minimum); the side panel
 * scrolls instead.
 */
@ExtendWith(ApplicationExtension.class)
class ShotSheetHeightTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), null);
    }

    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1280, 720, 14", "1024, 768, 14", "1920, 1080, 28"})
    void everyNumberOfTheShotShowsInTheSheetWithoutScrollingIt(int width, int height, int type) {
        fx(() -> {
            window.createScene(width, height);
            window.appearance().fontSizeProperty().set(new FontSize(type));
            window.root().applyCss(); // the side panel's scroll pane puts what it holds in the scene
            ((TitledPane) window.root().lookup("#shot-pane")).setExpanded(true);
        });
        for (int i = 0; i < 3; i++) {
            fx(() -> {
                window.root().applyCss();
                window.root().layout();
            });
        }
        ShotSheet sheet = (ShotSheet) window.root().lookup("#shot-sheet");
        Bounds shown = sheet.localToScene(sheet.getLayoutBounds());
        for (String name : new String[] {"x", "y", "radius", "vx", "vy", "accel"}) {
            TextField field = sheet.field("Ball", name).orElseThrow();
            Bounds b = field.localToScene(field.getLayoutBounds());
            assertTrue(b.getMinY() >= shown.getMinY() - 0.5 && b.getMaxY() <= shown.getMaxY() + 0.5,
                    "ball " + name + " at " + b + " lies outside the sheet's " + shown);
        }
    }
}
