package bouncelab.ui.window;

import bouncelab.ChildJava;
import java.nio.charset.StandardCharsets;
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

    /**
     * Setting the class up (as the window's start does, before it is shown) loads none of the classes it names: they
     * are for later, off the FX thread. Its list had held class literals, which loaded the table, its skin, the chart
     * and the fields on the FX thread before the window was shown.
     */
    @Test
    void settingItUpLoadsNoneOfTheClassesItNames() throws Exception {
        Process child = ChildJava.of(List.of("-Xlog:class+load=info:stdout"), ClassesAheadUntouchedAtStart.class)
                .redirectErrorStream(true)
                .start();
        String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS));
        assertTrue(out.contains("classes named: " + ClassesAhead.CLASSES.size()), out);
        List<String> loaded = out.lines()
                .filter(line -> line.contains("[class,load]"))
                .map(line -> line.replaceAll(".*\\[class,load\\] (\\S+) .*", "$1"))
                .toList();
        assertTrue(loaded.contains(ClassesAhead.class.getName()), "the child set the class up");
        for (String name : ClassesAhead.CLASSES) {
            assertFalse(loaded.contains(name), name + " was loaded as the class was set up");
        }
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
