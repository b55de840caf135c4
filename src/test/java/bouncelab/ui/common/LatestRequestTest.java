package bouncelab.ui.common;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Only the latest request lands: a newer one, or a drop, stops the one under way and drops what it hands back. */
class LatestRequestTest {
    @Test
    void aNewerRequestOrADropStopsTheOneUnderWay() {
        LatestRequest requests = new LatestRequest();
        LatestRequest.Request first = requests.next();
        assertTrue(first.isLatest());
        assertFalse(first.stopped());

        LatestRequest.Request second = requests.next();
        assertTrue(first.stopped());
        assertFalse(first.isLatest(), "what the first hands back now is dropped");
        assertTrue(second.isLatest());
        assertFalse(second.stopped());

        requests.drop();
        assertTrue(second.stopped());
        assertFalse(second.isLatest());
        LatestRequest.Request third = requests.next();
        assertTrue(third.isLatest());
        assertFalse(third.stopped(), "a drop stops only what was under way");
    }
}
