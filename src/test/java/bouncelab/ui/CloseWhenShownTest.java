package bouncelab.ui;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The installer's build and CI have the window close itself once shown: after a second, or as many as they say. */
class CloseWhenShownTest {
    @Test
    void trueIsASecondANumberIsThatManyAndAnythingElseKeepsTheWindow() {
        assertEquals(1, BounceLabApp.closeAfterSeconds("true"));
        assertEquals(20, BounceLabApp.closeAfterSeconds("20"));
        assertEquals(0, BounceLabApp.closeAfterSeconds(null), "the app as anyone starts it");
        assertEquals(0, BounceLabApp.closeAfterSeconds("false"));
        assertEquals(0, BounceLabApp.closeAfterSeconds("-3"));
        assertEquals(0, BounceLabApp.closeAfterSeconds("soon"));
    }
}
