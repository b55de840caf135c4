package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Tunnelled;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A ball moving 30 px a frame at a 4 px brick: the discrete tests go through, the swept ones bounce. */
class TunnellingTest {
    private static final double FAST = 30 * 60; // px/s at 60 Hz

    @ParameterizedTest
    @ValueSource(strings = {"simple", "pythagoras", "intersection-centre"})
    void discreteTestsTunnelThroughAThinBrick(String name) {
        Run run = new Run(Fixtures.thinBrick(FAST), AlgorithmClasses.create(AlgorithmId.of(name)));
        // x goes 300, 330, ... 390 (frame 3), 420 (frame 4): the ball touches the brick during frame 4 only
        FrameTrace f4 = run.trace(4);
        assertEquals(1, f4.items(Tunnelled.class).size(), f4.items().toString());
        Tunnelled t = f4.items(Tunnelled.class).get(0);
        assertEquals("thin", t.objectId());
        assertEquals("left", t.side().label());
        // first touch when the centre reaches x = 400 − 5 = 395, a sixth of the way from 390 to 420
        assertEquals(395, t.firstTouch().x(), 1e-9);
        assertEquals((5.0 / 30) / 60, t.toi(), 1e-12);
        assertEquals(409, t.lastTouch().x(), 1e-9);
        assertFalse(f4.hasEvent(Bounce.class));
        assertTrue(run.state(4).ball().vx() > 0, "still moving right");
    }

    @ParameterizedTest
    @ValueSource(strings = {"swept", "swept-exact"})
    void sweptTestsBounceOffIt(String name) {
        Run run = new Run(Fixtures.thinBrick(FAST), AlgorithmClasses.create(AlgorithmId.of(name)));
        FrameTrace f4 = run.trace(4);
        assertTrue(f4.hasEvent(Bounce.class));
        assertFalse(f4.hasEvent(Tunnelled.class));
        assertEquals(395, f4.path().get(1).x(), 1e-9);
        assertEquals(395 - 25, run.state(4).ball().x(), 1e-9); // placed as far in front as it would have gone behind
        assertTrue(run.state(4).ball().vx() < 0);
    }

    @Test
    void aSlowBallIsSeenByEveryDiscreteTest() {
        for (String name : new String[] {"simple", "pythagoras", "intersection-centre"}) {
            Run run = new Run(Fixtures.thinBrick(2 * 60), AlgorithmClasses.create(AlgorithmId.of(name)));
            boolean bounced = false;
            for (int f = 1; f <= 60 && !bounced; f++) {
                FrameTrace t = run.trace(f);
                assertFalse(t.hasEvent(Tunnelled.class), name + " frame " + f);
                bounced = t.hasEvent(Bounce.class);
            }
            assertTrue(bounced, name);
        }
    }
}
