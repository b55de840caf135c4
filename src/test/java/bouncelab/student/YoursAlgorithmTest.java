package bouncelab.student;

import bouncelab.core.Fixtures;
import bouncelab.core.algorithm.PythagorasAlgorithm;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.HitPaddleCall;
import bouncelab.core.trace.Quantity;
import bouncelab.words.English;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code yours}: the student's test as a sixth, discrete algorithm, with its working in the trace. */
class YoursAlgorithmTest {

    private static List<Scenario> scenarios() {
        Brick corner = new Brick("corner", new Rect(500, 330, 40, 20));
        return List.of(
                Fixtures.pong(300),
                Fixtures.pong(600),
                Fixtures.pong(1500),
                Fixtures.pong(3000),
                Fixtures.thinBrick(300),
                Fixtures.thinBrick(900),
                Fixtures.closedCourt(800, 600, new Ball(300, 200, 8, 420, 270), List.of(), List.of(corner))
                        .withRules(Rules.DEFAULT.withBreakBricks(false)));
    }

    @Test
    void theSlidesCodePlaysAsPythagorasDoes() {
        YoursAlgorithm yours = new YoursAlgorithm(Sources.ready("slides.pde"));
        for (Scenario s : scenarios()) {
            Run theirs = new Run(s, new PythagorasAlgorithm());
            Run mine = new Run(s, yours);
            int bounces = 0;
            for (int f = 1; f <= 240; f++) {
                SimState a = theirs.state(f), b = mine.state(f);
                assertEquals(a.ball(), b.ball(), "frame " + f + " of " + s);
                bounces += mine.trace(f).items(Bounce.class).size();
            }
            assertTrue(bounces > 0, "no bounce in " + s);
        }
    }

    @Test
    void eachCallsInputsAndAnswerAndTheResponseAreInTheWorking() {
        YoursAlgorithm yours = new YoursAlgorithm(Sources.ready("slides.pde"));
        assertEquals("yours", yours.id().fileName());
        assertFalse(yours.id().continuous());
        Run run = new Run(Fixtures.pong(300), yours);
        FrameTrace hit = null;
        for (int f = 1; f <= 120 && hit == null; f++) {
            if (!run.trace(f).items(Bounce.class).isEmpty()) {
                hit = run.trace(f);
            }
        }
        assertTrue(hit != null, "the ball never reached the paddle");
        HitPaddleCall call = hit.items(HitPaddleCall.class).get(0);
        assertEquals("right", call.objectId());
        assertTrue(call.hit());
        assertEquals(
                List.of(
                        "ball.getXCoord()",
                        "ball.getYCoord()",
                        "ball.getDiameter()",
                        "paddle.getXCoord()",
                        "paddle.getYCoord()",
                        "paddle.getPaddleWidth()",
                        "paddle.getPaddleHeight()"),
                call.quantities().stream().map(Quantity::name).toList());
        assertEquals("right: hitPaddle(paddle, ball) returned true", English.summary(call));
        Bounce bounce = hit.items(Bounce.class).get(0);
        assertTrue(English.say(bounce.rule()).startsWith("pythagoras's response"), English.say(bounce.rule()));
        assertTrue(English.say(bounce.rule()).endsWith("so the left or right"), English.say(bounce.rule()));
        assertTrue(bounce.velocityAfter().x() < 0);
    }

    @Test
    void aFailingCallNamesTheFrameTheCallAndTheLine() {
        Run run = new Run(Fixtures.pong(600), new YoursAlgorithm(Sources.ready("divide.pde")));
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> run.state(1));
        assertEquals(
                "frame 1, hitPaddle(paddle, ball) with right (740, 250) 12 × 100 and the ball at (410, 300) ⌀ 16: "
                        + "line 4: division by zero (a whole number divided by 0) (java.lang.ArithmeticException: / by zero)",
                e.getMessage());
    }

    @Test
    void anEndlessLoopStopsTheRunWithinASecondOrTwo() {
        Run run = new Run(Fixtures.pong(600), new YoursAlgorithm(Sources.ready("loop.pde")));
        long start = System.nanoTime();
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> run.state(1));
        double seconds = (System.nanoTime() - start) / 1e9; // stopped by the call's budget, not left to hang
        assertTrue(seconds < HostileCodeTest.SLOW_MACHINE_SECONDS, "stopped after " + seconds + " s");
        assertTrue(e.getMessage().startsWith("frame 1, hitPaddle(paddle, ball) with right"), e.getMessage());
        assertTrue(
                e.getMessage().endsWith("line 4: hitPaddle did not finish within 0.5 s: a loop that never ends?"),
                e.getMessage());
    }
}
