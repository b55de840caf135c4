package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The discrete tests may tunnel through objects, which is their lesson, but never through a wall. */
class DiscreteWallsTest {

    @Test
    void simpleDoesNotReSeatTheBallBeyondAWallBehindThePaddle() {
        // a paddle against the top wall that plays from its top face: the wall sends the ball down into the
        // paddle, which re-seats it on its top face, 5 px above the court. The walls now have the last word.
        Paddle p = new Paddle("p", new Rect(100, 0, 100, 10), 0, 0, Side.TOP);
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(150, 30, 5, 0, -1800), List.of(p), List.of());
        Run run = new Run(s, new SimpleAlgorithm());
        FrameTrace t = run.trace(1);
        List<String> order =
                t.items(Bounce.class).stream().map(Bounce::objectId).toList();
        assertEquals(List.of("wall-top", "p", "wall-top"), order);
        assertEquals(5, t.after().y(), 1e-9);
        for (int f = 1; f <= 100; f++) {
            Ball b = run.state(f).ball();
            assertTrue(
                    b.y() >= 5 - 1e-9 && b.y() <= 295 + 1e-9 && b.x() >= 5 - 1e-9 && b.x() <= 395 + 1e-9,
                    "frame " + f + ": " + b);
        }
    }
}
