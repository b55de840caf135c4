package bouncelab.game;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.ScriptedRun;
import bouncelab.core.simulation.SimState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pong on the core, without a window: paddles, points, serves, and a rally that plays again to the bit. */
class PongGameTest {

    @Test
    void wAndSMoveTheLeftPaddleAtItsSpeedAndNoFurtherThanTheWall() {
        PongGame g = new PongGame(AlgorithmId.SWEPT, false, 1);
        double y0 = g.state().paddles().get(0).rect().y();
        g.step(new Input(-1, 0, Double.NaN, false));
        assertEquals(
                y0 - PongGame.PADDLE_SPEED / 60,
                g.state().paddles().get(0).rect().y(),
                1e-9);
        assertEquals(
                -PongGame.PADDLE_SPEED, g.before().paddles().get(0).vy(), 1e-9, "the paddle's velocity is its move");
        for (int i = 0; i < 200; i++) {
            g.step(new Input(-1, 1, Double.NaN, false));
        }
        assertEquals(0, g.state().paddles().get(0).rect().y(), 1e-9);
        assertEquals(500 - 90, g.state().paddles().get(1).rect().y(), 1e-9);
    }

    @Test
    void aBallPastTheLeftPaddleIsAPointForTheRightAndServedAgainASecondLater() {
        PongGame g = new PongGame(AlgorithmId.SWEPT, true, 7);
        int frames = 0;
        // the left player never moves: sooner or later the ball gets past
        while (g.rightScore() == 0 && frames++ < 5000) {
            g.step(Input.NONE);
        }
        assertEquals(1, g.rightScore());
        assertEquals(0, g.leftScore());
        assertTrue(g.waiting());
        assertTrue(g.state().out());
        int rally = g.rally().frames();
        assertTrue(rally > 0);
        for (int i = 0; i < PongGame.SERVE_WAIT; i++) {
            assertEquals(rally, g.rally().frames(), "the last rally is kept while waiting to serve");
            g.step(Input.NONE);
        }
        assertFalse(g.waiting());
        assertEquals(0, g.rally().frames(), "a new rally");
        assertTrue(g.state().ball().vx() < 0, "served towards the player who lost the point");
        assertEquals("0 : 1", g.scoreLine());
    }

    @Test
    void theRallyPlaysAgainToTheBitWithThePaddlesWhereThePlayersHadThem() {
        PongGame g = new PongGame(AlgorithmId.SIMPLE, true, 3);
        g.setBallSpeed(900);
        g.step(Input.NONE); // the serve
        List<SimState> seen = new ArrayList<>();
        // the left player goes up and down, the computer follows the ball
        for (int i = 0; i < 90 && !g.state().out(); i++) {
            g.step(new Input(i % 40 < 20 ? 1 : -1, 0, Double.NaN, false));
            seen.add(g.state());
        }
        assertEquals(seen.size(), g.rally().frames());
        Rally r = g.rally();
        ScriptedRun replay =
                new ScriptedRun(r.start(g.scenario()), AlgorithmClasses.create(AlgorithmId.SIMPLE), r.paddles());
        for (int i = 0; i < seen.size(); i++) {
            int f = i + 1;
            assertEquals(seen.get(i).ball(), replay.state(f).ball(), "frame " + f);
        }
        assertEquals(g.state().ball(), replay.state(r.frames()).ball());
        assertEquals(g.lastTrace().items(), replay.trace(r.frames()).items());
        assertEquals(g.before().paddles(), replay.state(r.frames() - 1).paddles());
    }

    @Test
    void againstTheComputerTheGameEndsAtElevenAndSpaceStartsAnother() {
        PongGame g = new PongGame(AlgorithmId.SWEPT, true, 7);
        int frames = 0;
        // the left player never moves: the computer wins every point
        while (!g.over() && frames++ < 100_000) {
            g.step(Input.NONE);
        }
        assertTrue(g.over());
        assertEquals(PongGame.WINNING_SCORE, g.rightScore());
        assertEquals("Game over · 0 : 11 · the computer wins", g.scoreLine());
        assertTrue(g.hint().startsWith("Space starts a new game"), g.hint());
        int rally = g.rally().frames();
        for (int i = 0; i < 3 * PongGame.SERVE_WAIT; i++) {
            g.step(Input.NONE);
        }
        assertFalse(g.waiting(), "no next serve");
        assertEquals(rally, g.rally().frames(), "the last rally stays, for the stepper");
        assertEquals(11, g.rightScore());

        g.step(new Input(0, 0, Double.NaN, true)); // Space
        assertEquals("0 : 0", g.scoreLine());
        g.step(Input.NONE);
        assertTrue(g.state().ball().vx() > 0, "served again, as the first game was");
    }
}
