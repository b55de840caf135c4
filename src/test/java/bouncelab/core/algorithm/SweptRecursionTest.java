package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Breakout article's closest-hit recursion, its bounce limit, and the square corners of the expanded edges. */
class SweptRecursionTest {

    @Test
    void bouncesTwiceInOneFrameBetweenTwoBricks() {
        Scenario s = Fixtures.closedCourt(
                        400,
                        400,
                        new Ball(200, 150, 5, 0, -200 * 60),
                        List.of(),
                        List.of(
                                new Brick("upper", new Rect(150, 80, 100, 20)),
                                new Brick("lower", new Rect(150, 200, 100, 20))))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
        FrameTrace t = new Run(s, new SweptAlgorithm()).trace(1);
        assertEquals(
                List.of(150.0, 105.0, 195.0, 130.0),
                t.path().stream().map(Vec2::y).toList());
        List<ChosenHit> hits = t.items(ChosenHit.class);
        assertEquals(2, hits.size());
        assertEquals("upper", hits.get(0).objectId());
        assertEquals("bottom", hits.get(0).side().label());
        assertEquals(45.0 / 200 / 60, hits.get(0).toi(), 1e-12);
        assertEquals("lower", hits.get(1).objectId());
        assertEquals("top", hits.get(1).side().label());
        assertEquals(135.0 / 200 / 60, hits.get(1).toi(), 1e-12);
        assertEquals(65.0 / 200 / 60, hits.get(1).timeLeft(), 1e-12);
        assertEquals(3, t.passes());
    }

    @Test
    void aBallWedgedBetweenTwoWallsStopsAtTheBounceLimit() {
        Scenario s = Fixtures.closedCourt(20, 100, new Ball(10, 50, 10, 600, 0), List.of(), List.of());
        FrameTrace t = new Run(s, new SweptAlgorithm()).trace(1);
        List<BounceLimit> limit = t.items(BounceLimit.class);
        assertEquals(1, limit.size());
        assertEquals(BounceLimit.MAX_BOUNCES, limit.get(0).bounces());
        assertEquals(BounceLimit.MAX_BOUNCES, t.items(Bounce.class).size());
        assertEquals(10, t.after().x(), 1e-9);
        assertEquals(50, t.after().y(), 1e-9);
    }

    @Test
    void aVeryFastBallInABoxStaysInsideAndFinishes() {
        Scenario s = Fixtures.closedCourt(100, 80, new Ball(50, 40, 5, 50_000, 31_000), List.of(), List.of());
        Run run = new Run(s, new SweptAlgorithm());
        for (int f = 1; f <= 50; f++) {
            Ball b = run.state(f).ball();
            assertTrue(
                    b.x() >= 5 - 1e-9 && b.x() <= 95 + 1e-9 && b.y() >= 5 - 1e-9 && b.y() <= 75 + 1e-9,
                    "frame " + f + ": " + b);
        }
    }

    @Test
    void sweptReportsAPhantomCornerHitThatSweptExactDoesNot() {
        // the path crosses the pushed-out left edge at (90, 92), inside the square corner but 12.8 px from the
        // brick's corner: the ball (radius 10) never touches the brick
        Scenario s = Fixtures.closedCourt(
                400,
                300,
                new Ball(80, 97, 10, 1200, -600),
                List.of(),
                List.of(new Brick("b", new Rect(100, 100, 50, 20))));
        FrameTrace swept = new Run(s, new SweptAlgorithm()).trace(1);
        List<PhantomCorner> phantoms = swept.items(PhantomCorner.class);
        assertEquals(1, phantoms.size());
        assertEquals(new Vec2(90, 92), phantoms.get(0).point());
        assertEquals(Math.sqrt(164), phantoms.get(0).distance(), 1e-12);
        assertTrue(swept.hasEvent(Bounce.class));

        FrameTrace exact = new Run(s, new SweptExactAlgorithm()).trace(1);
        assertFalse(exact.hasEvent(Bounce.class));
        assertTrue(exact.items(PhantomCorner.class).isEmpty());
        assertEquals(new Vec2(100, 87), exact.path().get(exact.path().size() - 1));
    }

    @Test
    void sweptExactBouncesOffARoundedCornerAtAnAngle() {
        // heading straight down at the brick's top-left corner, 5 px to its left: the rounded corner turns it left
        Scenario s = Fixtures.closedCourt(
                        400,
                        300,
                        new Ball(95, 50, 10, 0, 600),
                        List.of(),
                        List.of(new Brick("b", new Rect(100, 100, 50, 20))))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
        Run run = new Run(s, new SweptExactAlgorithm());
        FrameTrace hit = null;
        for (int f = 1; f <= 10 && hit == null; f++) {
            if (run.trace(f).hasEvent(Bounce.class)) {
                hit = run.trace(f);
            }
        }
        ChosenHit c = hit.items(ChosenHit.class).get(0);
        assertEquals("top-left", c.corner().label());
        assertEquals(95, c.point().x(), 1e-9);
        assertEquals(100 - Math.sqrt(75), c.point().y(), 1e-9);
        Ball after = run.state(hit.frame()).ball();
        assertTrue(after.vx() < 0 && after.vy() < 0, "sent up and to the left: " + after);
        assertEquals(600, Math.hypot(after.vx(), after.vy()), 1e-9);
    }

    @Test
    void aMovingPaddleAddsThePongArticlesSpin() {
        Scenario s = Fixtures.pong(600);
        s = s.withBall(new Ball(700, 300, 8, 600, 300))
                .withPaddles(List.of(s.paddles().get(0).withVelocity(0, -200)));
        Run run = new Run(s, new SweptAlgorithm());
        FrameTrace hit = null;
        for (int f = 1; f <= 20 && hit == null; f++) {
            if (run.trace(f).hasEvent(Bounce.class)) {
                hit = run.trace(f);
            }
        }
        // paddle moving up, ball moving down: dy × 1.5
        assertEquals(-600, run.state(hit.frame()).ball().vx(), 1e-9);
        assertEquals(450, run.state(hit.frame()).ball().vy(), 1e-9);
        assertTrue(English.summary(hit.events().get(0)).contains("spin"));
    }
}
