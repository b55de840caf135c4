package bouncelab.ui.window;

import java.util.List;
import javafx.application.Platform;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The later tabs' classes load and set up off the FX thread, each of them: none is missing or refuses. */
@ExtendWith(ApplicationExtension.class)
class ClassesAheadTest {
    @Test
    void everyClassLoadsOffTheFxThread() {
        assertFalse(Platform.isFxApplicationThread());
        assertEquals(List.of(), ClassesAhead.load());
        assertTrue(ClassesAhead.CLASSES.size() >= 10, "the sweep's, Compare's and Your test's views and controls");
    }
}
