package bouncelab.core.algorithm;

import bouncelab.core.Fixtures;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.PhantomCorner;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A ball that starts a pass touching or sunk into a face and moving further in meets it at once (ua = 0). Each of
 * these slipped through before: the segment intercept only sees crossings ahead of the start.
 */
class PressedStartTest {
    private static final Rect BLOCK = new Rect(100, 100, 50, 50);

    private static Scenario withBlock(Ball ball) {
        return Fixtures.closedCourt(400, 300, ball, List.of(), List.of(new Brick("block", BLOCK)))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
    }

    private static boolean saysMetAtOnce(FrameTrace t) {
        return t.items(Note.class).stream()
                .anyMatch(n -> English.say(n.text()).contains("meets it where it is (ua = 0)"));
    }

    @Test
    void aBallPressedIntoAWallAndMovingIntoItIsTurnedBackNotLetOut() {
        // radius 8 and the centre 3 px from the left wall: a file or a drag may put it there
        Scenario s = Fixtures.closedCourt(200, 200, new Ball(3, 100, 8, -600, 0), List.of(), List.of());
        for (String name : List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName())) {
            FrameTrace t = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name))).trace(1);
            assertEquals(13, t.after().x(), 1e-9, name); // turned at x = 3, then 10 px to the right
            assertEquals(600, t.after().vx(), name);
            assertTrue(saysMetAtOnce(t), name);
        }
    }

    @Test
    void sweptTurnsABallThatStartsInsideTheSquareCornerAndHeadsIn() {
        // (157, 158) is 10.6 px from the corner (150, 150): clear of the block, but inside its edges pushed out
        // by the radius 10. Moving up and left it used to end the frame at (147, 148), inside the block.
        Scenario s = withBlock(new Ball(157, 158, 10, -600, -600));
        FrameTrace t = new Run(s, new SweptAlgorithm()).trace(1);
        assertEquals(167, t.after().x(), 1e-9);
        assertEquals(168, t.after().y(), 1e-9);
        assertEquals(List.of(600.0, 600.0), List.of(t.after().vx(), t.after().vy()));
        assertEquals(2, t.items(Bounce.class).size()); // the bottom face (2 px past), then the right
        assertTrue(saysMetAtOnce(t));
        assertFalse(t.items(PhantomCorner.class).isEmpty(), "the square corner's hit is marked as a phantom");
    }

    @Test
    void aBallTouchingACornerAndMovingIntoItIsTurnedByBothSweptTests() {
        double k = 10 / Math.sqrt(2); // touching the bottom-right corner along the diagonal
        Scenario s = withBlock(new Ball(150 + k, 150 + k, 10, 0, -600));
        FrameTrace swept = new Run(s, new SweptAlgorithm()).trace(1);
        assertEquals(600, swept.after().vy(), 1e-9); // the square corner: off the bottom face
        assertEquals(150 + k + 10, swept.after().y(), 1e-9);
        FrameTrace exact = new Run(s, new SweptExactAlgorithm()).trace(1);
        // the rounded corner's normal is (1, 1)/√2: straight up becomes straight right
        assertEquals(600, exact.after().vx(), 1e-9);
        assertEquals(0, exact.after().vy(), 1e-9);
        assertTrue(BLOCK.closestPoint(exact.after().centre())
                        .distanceTo(exact.after().centre())
                >= 10 - 1e-9);
    }

    @Test
    void aBallSlidingAlongAFaceIsNotTurned() {
        // touching the top face and moving along it: not into it, so no hit at once
        Scenario s = withBlock(new Ball(120, 90, 10, 600, 0));
        for (String name : List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName())) {
            FrameTrace t = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name))).trace(1);
            assertEquals(130, t.after().x(), 1e-9, name);
            assertEquals(90, t.after().y(), name);
            assertFalse(t.hasEvent(Bounce.class), name);
        }
    }

    @Test
    void sweptExactDoesNotBounceOffACornerItOnlyGrazes() {
        // the path runs along the top face's line, tangent to the rounded top-left corner: no bounce
        Scenario s = withBlock(new Ball(60, 90, 10, 1200, 0));
        Run run = new Run(s, new SweptExactAlgorithm());
        for (int f = 1; f <= 5; f++) {
            assertFalse(run.trace(f).hasEvent(Bounce.class), "frame " + f);
        }
        assertEquals(160, run.state(5).ball().x(), 1e-9);
    }

    @Test
    void aBallWhoseCentreIsInsideABrickLeavesItInsteadOfBeingTrapped() {
        // an edit can drop the ball inside a brick: it leaves through the far side, as before
        Scenario s = withBlock(new Ball(110, 125, 5, 1200, 0));
        for (String name : List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName())) {
            Run run = new Run(s, AlgorithmClasses.create(AlgorithmId.of(name)));
            Ball after = run.state(4).ball();
            assertEquals(190, after.x(), 1e-9, name);
            assertFalse(saysMetAtOnce(run.trace(1)), name);
        }
    }
}
