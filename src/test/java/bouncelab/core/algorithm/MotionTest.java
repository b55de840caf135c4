package bouncelab.core.algorithm;

import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.MoveStep;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The Pong article's accelerate() adds accel·dt²/2 to x and y whatever the direction; Bounce Lab applies it in the
 * direction of travel, so a ball moving left or up speeds up without being nudged the wrong way.
 */
class MotionTest {

    @Test
    void movingRightAndDownMatchesTheArticle() {
        MoveStep m = Motion.accelerate(new Ball(100, 100, 5, 200, 100, 50), 0.1, 1);
        assertEquals(100 + 0.1 * 200 + 50 * 0.01 * 0.5, m.to().x(), 1e-12);
        assertEquals(100 + 0.1 * 100 + 50 * 0.01 * 0.5, m.to().y(), 1e-12);
        assertEquals(205, m.velocityAfter().x(), 1e-12);
        assertEquals(105, m.velocityAfter().y(), 1e-12);
    }

    @Test
    void movingLeftTheAccelerationTermPointsLeftToo() {
        MoveStep m = Motion.accelerate(new Ball(100, 100, 5, -200, 0, 50), 0.1, 1);
        // the article would give 100 − 20 + 0.25 = 80.25; moving left we take 100 − 20 − 0.25
        assertEquals(79.75, m.to().x(), 1e-12);
        assertEquals(-205, m.velocityAfter().x(), 1e-12);
    }

    @Test
    void anAxisWithNoSpeedIsNotStartedByTheAcceleration() {
        MoveStep m = Motion.accelerate(new Ball(100, 100, 5, -200, 0, 50), 0.1, 1);
        assertEquals(100, m.to().y());
        assertEquals(0, m.velocityAfter().y());
    }

    @Test
    void theWorkingShowsTheNumbers() {
        MoveStep m = Motion.accelerate(new Ball(100, 100, 5, 300, 0, 0), 0.5, 1);
        assertEquals(
                "x2 = 100 + 0.5·300 = 100 + 150 = 250", m.quantities().get(0).working());
    }
}
