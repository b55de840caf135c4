package bouncelab.core.trace;

import bouncelab.lessons.Overlays;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Lessons name overlays as text (they cannot see the UI); the names must be exactly the court view's. */
class OverlayNamesTest {
    @Test
    void lessonOverlayNamesAreTheCourtViewsOverlays() {
        assertEquals(Arrays.stream(Overlay.values()).map(Overlay::id).toList(), Overlays.NAMES);
    }
}
