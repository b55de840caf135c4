package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.OverlapTest;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** How each discrete algorithm answers a hit, as its article does. */
class ResponseRulesTest {
    /** A Breakout paddle 100 wide at the bottom of a 400 × 300 court; it plays from its top. */
    private static final Paddle PADDLE = new Paddle("paddle", new Rect(150, 250, 100, 10));

    private static FrameTrace firstBounce(Run run, String id) {
        for (int f = 1; f <= 200; f++) {
            FrameTrace t = run.trace(f);
            if (t.items(Bounce.class).stream().anyMatch(b -> b.objectId().equals(id))) {
                return t;
            }
        }
        throw new AssertionError("no bounce off " + id);
    }

    @Test
    void simpleReturnsTheBallFromThePaddleAtAnAngleSetByWhereItHit() {
        // falling 5 px a frame at x = 225: 25 px right of the paddle's centre, half of its half-width
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(225, 200, 5, 0, 300), List.of(PADDLE), List.of())
                .withRules(new Rules(true, 100, 350));
        Run run = new Run(s, new SimpleAlgorithm());
        FrameTrace t = firstBounce(run, "paddle");
        Ball after = run.state(t.frame()).ball();
        assertEquals(245, after.y(), 1e-9, "re-seated on the top face: 250 − 5");
        // direction x = (225 − 200) / 50 = 0.5, y = −1, normalised; speed = min(300 + 100, 350) = 350
        double n = Math.hypot(0.5, 1);
        assertEquals(350 * 0.5 / n, after.vx(), 1e-9);
        assertEquals(-350 / n, after.vy(), 1e-9);
        String rule = English.say(t.items(Bounce.class).get(0).rule());
        assertTrue(rule.startsWith("re-seat on the top face at y = 245;"), rule);
        assertTrue(rule.contains("(225 − 200) / 50 = 0.5"), rule);
    }

    @Test
    void theAngleNeverPassesFortyFiveDegrees() {
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(252, 200, 5, 0, 300), List.of(PADDLE), List.of());
        Run run = new Run(s, new SimpleAlgorithm());
        Ball after = run.state(firstBounce(run, "paddle").frame()).ball();
        // the centre is 52 px from the paddle's centre: x direction 1.04 before normalising, so just over 45°
        assertEquals(Math.toDegrees(Math.atan(1.04)), Math.toDegrees(Math.atan2(after.vx(), -after.vy())), 1e-9);
        Scenario edge = s.withBall(new Ball(250, 200, 5, 0, 300));
        Ball atEnd = new Run(edge, new SimpleAlgorithm())
                .state(firstBounce(new Run(edge, new SimpleAlgorithm()), "paddle")
                        .frame())
                .ball();
        assertEquals(45, Math.toDegrees(Math.atan2(atEnd.vx(), -atEnd.vy())), 1e-9, "the paddle's end: 45°");
    }

    @Test
    void simpleIgnoresThePaddleWhileTheBallMovesAway() {
        // rising through the paddle's area from below: the XNA article tests the paddle only while moving down
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(200, 275, 5, 0, -300), List.of(PADDLE), List.of());
        FrameTrace t = new Run(s, new SimpleAlgorithm()).trace(2);
        assertTrue(t.items(Bounce.class).stream().noneMatch(b -> b.objectId().equals("paddle")));
        assertTrue(
                English.say(t.items(Note.class).get(0).text()).contains("moving away"),
                t.items().toString());
    }

    @Test
    void theSideHitBugLiftsABallThatClipsThePaddlesEndOutOfItsTop() {
        // coming in from the right, moving left and a little down: it meets the paddle's right side
        Scenario s = Fixtures.closedCourt(400, 300, new Ball(268, 248, 5, -300, 60), List.of(PADDLE), List.of());
        Run run = new Run(s, new SimpleAlgorithm());
        FrameTrace t = firstBounce(run, "paddle");
        Bounce b = t.items(Bounce.class).get(0);
        assertEquals("top", b.side().label(), "simple always answers from the playing face");
        assertEquals(245, run.state(t.frame()).ball().y(), 1e-9, "lifted onto the top");
        assertTrue(run.state(t.frame()).ball().vy() < 0);

        // the swept test sees the right side and sends it back to the right
        Run swept = new Run(s, new SweptAlgorithm());
        Bounce sb = firstBounce(swept, "paddle").items(Bounce.class).get(0);
        assertEquals("right", sb.side().label());
    }

    @Test
    void pythagorasReflectsOnBothAxesAtACorner() {
        // the slides' corner example, reached in one frame: ball from (565, 184) moving (10, 10) px a frame
        Scenario s = Fixtures.closedCourt(
                        800,
                        600,
                        new Ball(565, 184, 10, 600, 600),
                        List.of(),
                        List.of(new Brick("paddle", new Rect(580, 200, 20, 100))))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
        Run run = new Run(s, new PythagorasAlgorithm());
        FrameTrace t = run.trace(1);
        assertEquals(575, t.b().x(), 1e-9);
        assertEquals(194, t.b().y(), 1e-9);
        Ball after = run.state(1).ball();
        assertEquals(-600, after.vx(), 1e-9);
        assertEquals(-600, after.vy(), 1e-9);
        assertTrue(English.say(t.items(Bounce.class).get(0).rule()).contains("corner"));
    }

    @Test
    void intersectionCentrePushesABallThroughOnceItsCentreIsPastTheOverlapsCentre() {
        // a ball 20 wide at a 10 px brick
        Scenario s = Fixtures.closedCourt(
                        800,
                        600,
                        new Ball(100, 300, 10, 14 * 60, 0),
                        List.of(),
                        List.of(new Brick("b", new Rect(200, 250, 10, 100))))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
        // 14 px a frame: the first overlap comes with the centre short of the overlap's centre, so it bounces
        FrameTrace t7 = new Run(s, new IntersectionCentreAlgorithm()).trace(7);
        var slow = t7.items(OverlapTest.class).get(0);
        assertEquals(198, slow.ballCentre().x(), 1e-9);
        assertEquals(-1, slow.xDirection());
        // 18 px a frame from x = 98: 188 (no overlap), then 206, past the overlap's centre at 205: pushed through
        Run through = new Run(s.withBall(new Ball(98, 300, 10, 18 * 60, 0)), new IntersectionCentreAlgorithm());
        var test = through.trace(6).items(OverlapTest.class).get(0);
        assertEquals(206, test.ballCentre().x(), 1e-9);
        assertEquals(205, test.overlapCentre().x(), 1e-9);
        assertEquals(1, test.xDirection(), "sent on, to the right");
        assertTrue(through.state(6).ball().vx() > 0);
        assertTrue(through.state(7).ball().x() > 210, "beyond the brick");
    }
}
