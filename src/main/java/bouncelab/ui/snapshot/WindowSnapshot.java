package bouncelab.ui.snapshot;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.lessons.Lesson;
import bouncelab.ui.export.CourtPicture;
import bouncelab.ui.tab.WindowTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;

/**
 * The window as it would look showing a shot at a frame, drawn off screen into an image: what {@code render}
 * writes and what the screenshots are made of. The same classes draw it as in the window.
 */
public final class WindowSnapshot {
    private WindowSnapshot() {}

    /**
     * What to show: the shot, the algorithm, the frame, any other set-up of the window (e.g. zoom), and the language
     * its lessons are read in.
     */
    public record Request(
            Scenario scenario,
            AlgorithmId algorithm,
            int frame,
            int width,
            int height,
            Consumer<MainWindow> setUp,
            Locale lessonLanguage) {
        /** Its lessons in the language lesson.md is written in. */
        public Request(
                Scenario scenario,
                AlgorithmId algorithm,
                int frame,
                int width,
                int height,
                Consumer<MainWindow> setUp) {
            this(scenario, algorithm, frame, width, height, setUp, Lesson.ORIGINAL);
        }
    }

    /** Draws the window and returns the picture (call from any thread; the work runs on the FX thread). */
    public static WritableImage take(Request r) {
        Headless.start();
        MainWindow w = Headless.onFxThread(() -> Windows.full(r.scenario(), null, null, null, r.lessonLanguage()));
        try {
            Scene scene = Headless.onFxThread(() -> {
                w.model().setAlgorithm(r.algorithm());
                w.model().jumpTo(r.frame());
                Scene s = w.createScene(r.width(), r.height());
                s.getRoot().applyCss();
                s.getRoot().layout();
                if (r.setUp() != null) {
                    r.setUp().accept(w);
                    s.getRoot().layout();
                }
                return s;
            });
            // a lesson's pictures are decoded off the FX thread: the picture shows them, or the words refusing them
            var pictures = Headless.onFxThread(() -> w.lessonPanel().picturesShown());
            pictures.join();
            // a second turn on the FX thread: what the window asked to do once laid out (the lesson list scrolls
            // the open lesson into view) runs first, as it does before the window's first frame on screen
            return Headless.onFxThread(() -> {
                scene.getRoot().layout();
                w.tabs().getTabs().forEach(t -> ((WindowTab) t.getUserData()).redraw());
                return scene.snapshot(null);
            });
        } finally {
            Headless.onFxThread(() -> {
                w.stop();
                return null;
            });
        }
    }

    /** Writes the picture as a PNG, atomically, as every picture the app writes. */
    public static void writePng(WritableImage image, Path out) throws IOException {
        CourtPicture.writePng(image, out);
    }
}
