package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.Quantity;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The worked examples of "Game of Pong V9.0: Using Pythagoras Theorem for Collision Detection", number for number. */
class PythagorasSlidesTest {
    private static final Rect PADDLE = new Rect(530, 200, 70, 200);

    @Test
    void notOverlappingIsRuledOutByTheFirstTest() {
        PythagorasTest t = PythagorasAlgorithm.hitPaddle("p", new Vec2(300, 450), 100, PADDLE);
        assertEquals(265, t.circleDistanceX());
        assertEquals(150, t.circleDistanceY());
        assertEquals(1, t.decidedBy());
        assertFalse(t.hit());
        assertEquals(
                "circleDistanceX = |300 − 530 − 35| = 265",
                t.quantities().get(0).working());
        assertEquals(
                "circleDistanceY = |450 − 200 − 100| = 150",
                t.quantities().get(1).working());
        assertEquals(
                "(1) circleDistanceX > paddleWidth/2 + diameter/2: 265 > 35 + 50 → true",
                English.check(t.checks().get(0)));
    }

    @Test
    void closerButStillApart() {
        PythagorasTest t = PythagorasAlgorithm.hitPaddle("p", new Vec2(450, 300), 100, PADDLE);
        assertEquals(115, t.circleDistanceX());
        assertEquals(0, t.circleDistanceY());
        assertEquals(1, t.decidedBy());
        assertFalse(t.hit());
    }

    @Test
    void overlappingStraightOnIsDecidedByTheFourthTest() {
        PythagorasTest t = PythagorasAlgorithm.hitPaddle("p", new Vec2(481, 300), 100, PADDLE);
        assertEquals(84, t.circleDistanceX());
        assertEquals(0, t.circleDistanceY());
        assertEquals(4, t.decidedBy());
        assertTrue(t.hit());
        assertEquals(
                "circleDistanceX = |481 − 530 − 35| = 84", t.quantities().get(0).working());
        assertEquals(4, t.checks().size());
        assertEquals(
                List.of(false, false, false, true),
                t.checks().stream().map(Check::result).toList());
        assertEquals(
                "(4) circleDistanceY <= paddleHeight/2: 0 <= 100 → true",
                English.check(t.checks().get(3)));
    }

    @Test
    void cornerExampleGives61AgainstAHundred() {
        PythagorasTest t = PythagorasAlgorithm.hitPaddle("p", new Vec2(575, 194), 20, new Rect(580, 200, 20, 100));
        assertEquals(15, t.circleDistanceX());
        assertEquals(56, t.circleDistanceY());
        assertEquals(PythagorasTest.CORNER_TEST, t.decidedBy());
        assertEquals(61, t.cornerDistance());
        assertEquals(100, t.radiusSquared());
        assertTrue(t.hit());
        Quantity corner = t.quantities().get(2);
        assertEquals("cornerDistance", corner.name());
        assertTrue(corner.working().endsWith("= 5² + 6² = 25 + 36 = 61"), corner.working());
        assertEquals(
                "(5) cornerDistance <= (diameter/2)²: 61 <= 100 → true",
                English.check(t.checks().get(4)));
    }

    @Test
    void simpleGapTestSeesTheCornerBoxOverlapToo() {
        var t = SimpleAlgorithm.boxTest("p", new Vec2(575, 194), 20, new Rect(580, 200, 20, 100));
        assertEquals(15, t.circleDistanceX());
        assertEquals(56, t.circleDistanceY());
        assertTrue(t.hit());
        // a ball diagonally off the corner: the boxes overlap but the circle misses by Pythagoras
        var box = SimpleAlgorithm.boxTest("p", new Vec2(572, 192), 20, new Rect(580, 200, 20, 100));
        var exact = PythagorasAlgorithm.hitPaddle("p", new Vec2(572, 192), 20, new Rect(580, 200, 20, 100));
        assertTrue(box.hit());
        assertFalse(exact.hit());
        assertEquals(128, exact.cornerDistance());
    }
}
