package bouncelab.ui.lesson;

import bouncelab.lessons.EarlyCourse;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * As the app starts (the course read early, its checks left to the window), the lessons' checks start once the
 * window has drawn, not while it is styled and laid out for its first appearance: they would take the CPU it needs.
 */
@ExtendWith(ApplicationExtension.class)
class ChecksAfterFirstFramesTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void theChecksWaitForTheFirstFramesThenStart() throws Exception {
        EarlyCourse.begin(); // as Launcher does
        AtomicBoolean waitingOnceShown = new AtomicBoolean();
        ShownWindow.fx(() -> {
            window = new MainWindow(DefaultShot.pong(), stage);
            ShownWindow.show(stage, window.createScene(1280, 800)); // styled and laid out in there
            waitingOnceShown.set(window.lessonPanel().checksWaiting());
        });
        assertTrue(waitingOnceShown.get(), "not started while the window was made to appear");
        WaitForAsyncUtils.waitFor(
                ShownWindow.WAIT_SECONDS,
                TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !window.lessonPanel().checksWaiting())
                        .get());
    }
}
