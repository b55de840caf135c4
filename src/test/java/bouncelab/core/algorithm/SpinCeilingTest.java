package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Pong article's spin, with a ceiling so that a trapped ball cannot speed up without end. */
class SpinCeilingTest {

    @Test
    void spinStillMultipliesAsTheArticleSaysBelowTheCeiling() {
        assertEquals(new Vec2(-600, 450), Spin.apply(new Vec2(-600, 300), new Vec2(0, -200)));
        assertEquals(new Vec2(-600, -150), Spin.apply(new Vec2(-600, -300), new Vec2(0, -200)));
    }

    @Test
    void spinNeverTakesTheBallPastTheCeiling() {
        Vec2 spun = Spin.apply(new Vec2(0, 9e8), new Vec2(0, -1));
        assertEquals(Spin.MAX_SPEED, spun.length(), 1e-6);
        assertTrue(spun.y() > 0);
    }

    @Test
    void aBallTrappedBetweenAMovingPaddlesFaceAndAWallStaysFiniteAndInTheCourt() {
        // the paddle fills the court's height and moves left; the ball bounces between its right face and the
        // right wall, and every paddle hit is 1.5 times faster. Without a ceiling the speed reached Infinity and
        // the ball's position NaN within the 600 frames the window computes.
        Paddle p = new Paddle("p", new Rect(50, 0, 10, 100), -100, 0, null);
        Scenario s = Fixtures.closedCourt(200, 100, new Ball(150, 50, 5, 600, 0), List.of(p), List.of());
        for (String name : List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName())) {
            Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name)));
            Ball end = run.state(600).ball();
            assertTrue(end.speed() <= Spin.MAX_SPEED * (1 + 1e-12), name + ": " + end);
            assertTrue(end.x() >= 65 - 1e-6 && end.x() <= 195 + 1e-6, name + ": " + end);
            assertEquals(50, end.y(), 1e-9, name);
        }
    }
}
