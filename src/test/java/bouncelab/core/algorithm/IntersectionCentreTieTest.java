package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.OverlapTest;
import bouncelab.words.English;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Graybill's rule when the ball's box lies wholly inside the object on an axis: the overlap's centre is the ball's
 * own, so neither velocity may change. Found by the speed sweep: comparing x + width/2 of two rectangles built
 * differently let rounding pick a direction at random.
 */
class IntersectionCentreTieTest {

    @Test
    void aBallWhollyInsideAThickBrickKeepsItsVelocityOnBothAxes() {
        // ball x from 26.470765814495916 to 36.47..., brick from 24 to 54: the overlap is the ball's box on x and y
        Rect ball = Rect.aroundCircle(new Vec2(31.470765814495916, 158.2), 5);
        Rect brick = new Rect(24, 100, 30, 120);
        OverlapTest t = IntersectionCentreAlgorithm.bounceDirection("b", ball, brick);
        assertEquals(0, t.xDirection());
        assertEquals(0, t.yDirection());
    }

    @Test
    void manyPositionsInsideNeverTurnTheBall() {
        Rect brick = new Rect(24, 100, 30, 120);
        for (int i = 0; i <= 1000; i++) {
            double x = 29 + 19.9 * i / 1000.0 + 1e-7 * i; // centres whose box stays inside 24..54
            double y = 105 + 109.9 * i / 1000.0 + 1e-7 * i;
            OverlapTest t =
                    IntersectionCentreAlgorithm.bounceDirection("b", Rect.aroundCircle(new Vec2(x, y), 5), brick);
            assertEquals(0, t.xDirection(), "x at " + x);
            assertEquals(0, t.yDirection(), "y at " + y);
        }
    }

    @Test
    void theWorkingSaysWhichAxisWasLeftAlone() {
        // lesson 16, frame 6: the centres are level on both axes; the line read "bounce (unchanged) (unchanged)"
        OverlapTest level = IntersectionCentreAlgorithm.bounceDirection(
                "brick", Rect.aroundCircle(new Vec2(31.470765814495916, 158.2), 5), new Rect(24, 100, 30, 120));
        assertEquals("brick: overlap 10 × 10, bounce x unchanged, y unchanged", English.summary(level));
        OverlapTest left =
                IntersectionCentreAlgorithm.bounceDirection("b", new Rect(20, 150, 10, 10), new Rect(24, 100, 30, 120));
        assertEquals("b: overlap 6 × 10, bounce left, y unchanged", English.summary(left));
    }

    @Test
    void aBallPartlyInStillBouncesTheWayItCameFrom() {
        OverlapTest t =
                IntersectionCentreAlgorithm.bounceDirection("b", new Rect(20, 150, 10, 10), new Rect(24, 100, 30, 120));
        assertEquals(-1, t.xDirection()); // its centre (25) is left of the overlap's (27)
        assertEquals(0, t.yDirection());
    }
}
