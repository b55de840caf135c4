package bouncelab.ui.window;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WindowPlacementTest {
    @ParameterizedTest(name = "a {0} × {1} screen")
    @CsvSource({
        "1024, 768, 1024, 768",
        "1280, 720, 1280, 720",
        "1366, 768, 1280, 768",
        "1440, 900, 1296, 810",
        "1920, 1080, 1728, 972",
        "3840, 2160, 3456, 1944",
    })
    void theWindowFitsInsideTheScreen(double sw, double sh, double w, double h) {
        WindowPlacement p = WindowPlacement.within(0, 0, sw, sh);
        assertEquals(w, p.width());
        assertEquals(h, p.height());
        assertTrue(p.x() >= 0 && p.x() + p.width() <= sw, "left and right edges on the screen");
        assertTrue(p.y() >= 0 && p.y() + p.height() <= sh, "top and bottom edges on the screen");
    }

    /**
     * A HiDPI screen: JavaFX gives its visual bounds in scaled (logical) pixels, so a 2560 × 1440 panel at 2× is a
     * 1280 × 720 screen to the placement, and the window fits it as it fits a 1280 × 720 projector.
     */
    @ParameterizedTest(name = "a {0} × {1} panel at {2}× scale")
    @CsvSource({
        "2560, 1440, 2, 1280, 720",
        "2048, 1536, 2, 1024, 768",
        "3840, 2160, 1.5, 2304, 1296",
        "1920, 1080, 1.25, 1382, 800",
        "2560, 1600, 2, 1280, 800",
    })
    void aScaledScreenIsMeasuredInItsLogicalPixels(double pw, double ph, double scale, double w, double h) {
        double sw = pw / scale, sh = ph / scale;
        WindowPlacement p = WindowPlacement.within(0, 0, sw, sh);
        assertEquals(w, p.width());
        assertEquals(h, p.height());
        assertTrue(
                p.x() >= 0 && p.x() + p.width() <= sw && p.y() >= 0 && p.y() + p.height() <= sh,
                "inside the scaled screen");
    }

    @ParameterizedTest(name = "a screen whose usable area starts at {0}, {1}")
    @CsvSource({"0, 32", "64, 0", "1920, 0"})
    void theWindowStaysInsideAnOffsetUsableArea(double sx, double sy) {
        WindowPlacement p = WindowPlacement.within(sx, sy, 1280, 688);
        assertEquals(sx, p.x());
        assertEquals(sy, p.y());
        assertEquals(688, p.height());
    }
}
