package bouncelab.ui.snapshot;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.prefs.Theme;
import bouncelab.lessons.Lesson;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.tab.WindowTab;
import bouncelab.ui.window.MainWindow;
import java.util.Locale;
import javafx.scene.control.Tab;
import javafx.scene.image.WritableImage;
import org.jspecify.annotations.Nullable;

/**
 * What {@code render} asks for, as one value: a shot (or a lesson) at a frame, in a view, theme, zoom and
 * language. The command line builds one and gets a picture back, without knowing how the window is put together.
 */
public record ViewPicture(
        Scenario scenario,
        @Nullable Lesson lesson,
        AlgorithmId algorithm,
        int frame,
        int width,
        int height,
        ShownView view,
        boolean zoomToWorking,
        Theme theme,
        boolean presenting,
        @Nullable String yours,
        Locale language) {

    /** In the language of the lesson (English without one). */
    public ViewPicture(
            Scenario scenario,
            @Nullable Lesson lesson,
            AlgorithmId algorithm,
            int frame,
            int width,
            int height,
            ShownView view,
            boolean zoomToWorking,
            Theme theme,
            boolean presenting,
            @Nullable String yours) {
        this(
                scenario,
                lesson,
                algorithm,
                frame,
                width,
                height,
                view,
                zoomToWorking,
                theme,
                presenting,
                yours,
                lesson != null ? lesson.language() : Lesson.ORIGINAL);
    }

    /** Without a student's test of its own (the Your test tab shows the starter). */
    public ViewPicture(
            Scenario scenario,
            @Nullable Lesson lesson,
            AlgorithmId algorithm,
            int frame,
            int width,
            int height,
            ShownView view,
            boolean zoomToWorking,
            Theme theme,
            boolean presenting) {
        this(scenario, lesson, algorithm, frame, width, height, view, zoomToWorking, theme, presenting, null);
    }

    /** The last frame a picture may show: as far as the stepping view computes. */
    public static final int MAX_FRAME = PlaybackModel.HORIZON;

    /** Draws the window set up as asked (call from any thread). */
    public WritableImage take() {
        return WindowSnapshot.take(
                new WindowSnapshot.Request(scenario, algorithm, frame, width, height, this::setUp, language));
    }

    private void setUp(MainWindow window) {
        if (lesson != null) {
            window.lessons().open(lesson);
            if (!scenario.equals(lesson.scenario())) {
                window.model().setScenario(scenario); // the lesson's shot under other rules (render --rules)
            }
            window.model().setAlgorithm(algorithm);
            window.model().jumpTo(frame);
        } else {
            window.toggleLessons(); // a bare shot: the court gets the room
        }
        showView(window);
        window.appearance().themeProperty().set(theme);
        if (presenting) {
            window.presentation().enter();
        }
        window.root().applyCss();
        window.root().layout();
        zoom(window, zoomToWorking);
    }

    /** Selects the tab asked for, made ready for its picture first (the sweep run, the student's test graded). */
    private void showView(MainWindow window) {
        for (Tab tab : window.tabs().getTabs()) {
            WindowTab shown = (WindowTab) tab.getUserData();
            if (shown.id().equals(view.tab())) {
                shown.preparePicture(yours);
                window.tabs().getSelectionModel().select(tab);
            }
        }
    }

    /** The window's views zoomed as asked, once laid out (a view without a court has nothing to zoom). */
    private static void zoom(MainWindow window, boolean toWorking) {
        for (Tab tab : window.tabs().getTabs()) {
            ((WindowTab) tab.getUserData()).zoomForPicture(toWorking);
        }
    }
}
