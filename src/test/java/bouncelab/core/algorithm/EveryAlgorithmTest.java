package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.Tunnelled;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The same fixtures through every algorithm: what all five must agree on. */
class EveryAlgorithmTest {

    static Stream<String> algorithms() {
        return AlgorithmId.all().stream().map(AlgorithmId::fileName).toList().stream();
    }

    private static FrameTrace firstWith(Run run, Class<? extends TraceEvent> type, int maxFrames) {
        for (int f = 1; f <= maxFrames; f++) {
            FrameTrace t = run.trace(f);
            if (t.hasEvent(type)) {
                return t;
            }
        }
        return null;
    }

    @ParameterizedTest
    @MethodSource("algorithms")
    void aSlowBallBouncesOffThePaddleAndComesBack(String name) {
        Run run = new Run(
                Fixtures.pong(300), AlgorithmClasses.create(AlgorithmId.of(name))); // 5 px a frame at a 12 px paddle
        FrameTrace bounce = firstWith(run, Bounce.class, 200);
        assertTrue(bounce != null, "no bounce");
        TraceEvent e = bounce.events().get(0);
        assertEquals("right", e.objectId());
        assertTrue(run.state(bounce.frame()).ball().vx() < 0, "ball turned back");
        assertFalse(bounce.hasEvent(Tunnelled.class));
        SimState later = run.state(bounce.frame() + 5);
        assertTrue(
                later.ball().x() < 740 - 8,
                "ball is back in front of the paddle: " + later.ball().x());
    }

    @ParameterizedTest
    @MethodSource("algorithms")
    void aBallBouncesOffTheTopWallAndStaysInside(String name) {
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(200, 50, 10, 0, -600), List.of(), List.of());
        Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name)));
        FrameTrace bounce = firstWith(run, Bounce.class, 20);
        assertEquals("wall-top", bounce.events().get(0).objectId());
        assertEquals("bottom", bounce.events().get(0).side().label());
        for (int f = 1; f <= 120; f++) {
            Ball b = run.state(f).ball();
            assertTrue(b.y() >= 10 - 1e-9 && b.y() <= 290 + 1e-9, name + " frame " + f + " y=" + b.y());
        }
    }

    @ParameterizedTest
    @MethodSource("algorithms")
    void aBallLeavingThroughAnOpenSideIsOutAndStops(String name) {
        Run run = new Run(Fixtures.pong(-600), AlgorithmClasses.create(AlgorithmId.of(name)));
        FrameTrace out = firstWith(run, Out.class, 100);
        assertTrue(out != null);
        assertEquals("left", out.events().get(0).side().label());
        assertEquals(0, out.after().x(), 1e-9);
        SimState s = run.state(out.frame() + 3);
        assertTrue(s.out());
        assertEquals(0, s.ball().x(), 1e-9);
    }

    @ParameterizedTest
    @MethodSource("algorithms")
    void aBrickBreaksWhenHit(String name) {
        Scenario s = Fixtures.closedCourt(
                400,
                300,
                new Ball(200, 200, 5, 0, -300),
                List.of(),
                List.of(new Brick("b", new Rect(150, 100, 100, 20))));
        Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name)));
        FrameTrace hit = firstWith(run, Bounce.class, 60);
        assertEquals("b", hit.events().get(0).objectId());
        assertTrue(run.state(hit.frame()).bricks().isEmpty());
        assertTrue(run.state(hit.frame()).ball().vy() > 0);
    }
}
