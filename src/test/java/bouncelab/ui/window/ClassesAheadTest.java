package bouncelab.ui.window;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The later tabs' classes load and set up off the FX thread, each of them: none is missing or refuses; and the window
 * starts that only once it is up.
 */
@ExtendWith(ApplicationExtension.class)
class ClassesAheadTest {
    @Test
    void everyClassLoadsOffTheFxThread() {
        assertFalse(Platform.isFxApplicationThread());
        assertEquals(List.of(), ClassesAhead.load());
        assertTrue(ClassesAhead.CLASSES.size() >= 10, "the sweep's, Compare's and Your test's views and controls");
    }

    @Test
    void theLoadStartsOnlyOnceTheWindowIsUpAndHasDrawn() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Stage[] stage = new Stage[1];
        WaitForAsyncUtils.asyncFx(() -> {
                    stage[0] = new Stage();
                    stage[0].setScene(new Scene(new StackPane(), 320, 240));
                    ClassesAhead.afterFirstFrames(stage[0], started::countDown);
                })
                .get(10, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, started.getCount(), "not before the window is shown");
        WaitForAsyncUtils.asyncFx(() -> stage[0].show()).get(10, TimeUnit.SECONDS);
        try {
            assertTrue(started.await(10, TimeUnit.SECONDS), "once it is shown and has drawn");
        } finally {
            WaitForAsyncUtils.asyncFx(() -> stage[0].close()).get(10, TimeUnit.SECONDS);
        }
    }
}
