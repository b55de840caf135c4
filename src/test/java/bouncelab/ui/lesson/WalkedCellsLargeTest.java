package bouncelab.ui.lesson;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.io.prefs.FontSize;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.window.MainWindow;
import java.util.List;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.framework.junit5.ApplicationExtension;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lesson 13's walked cells can be seen: the lesson opens zoomed onto the working, and stepped on to the frames its
 * questions are about (as the student does, without zooming again), every cell walked is at least 24 px on screen
 * and the ball is in view. On the whole court a cell was about 20 × 10 px.
 */
@ExtendWith(ApplicationExtension.class)
class WalkedCellsLargeTest {
    @ParameterizedTest(name = "{0}×{1}")
    @CsvSource({"1280, 720", "1024, 768", "1920, 1080"})
    void theCellsWalkedAreLargeEnoughToSee(int width, int height) {
        MainWindow window = ShownWindow.laidOutAt(width, height, new FontSize(14));
        fx(() -> window.lessons().open(window.lessons().find("13-broad-phase").orElseThrow()));
        ShownWindow.layOut(window, width, height);
        CourtView court = window.court();
        for (int frame : new int[] {4, 7, 8, 12}) {
            fx(() -> window.model().transport().jumpTo(frame));
            ShownWindow.layOut(window, width, height);
            List<Rect> cells = onFx(() -> window.model().currentTrace().items(BroadPhaseStats.class).stream()
                    .flatMap(b -> b.cells().stream())
                    .toList());
            Viewport v = onFx(court::viewport);
            for (Rect cell : cells) {
                double side = Math.min(cell.width(), cell.height()) * v.scale();
                assertTrue(side >= 24, "frame " + frame + ": a cell " + side + " px on screen");
            }
            Vec2 ball = onFx(() -> window.model().currentState().ball().centre());
            double x = v.sx(ball.x()), y = v.sy(ball.y());
            double w = onFx(court::getWidth), h = onFx(court::getHeight);
            assertTrue(x > 0 && x < w && y > 0 && y < h, "frame " + frame + ": the ball at " + x + ", " + y);
            if (frame == 8) {
                assertFalse(cells.isEmpty(), "frame 8 walks cells");
            }
        }
    }
}
