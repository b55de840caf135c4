package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Breakout on the core, without a window: the held ball, launching, bricks scored, lives lost. */
class BreakoutGameTest {
    private static final Input LAUNCH = new Input(0, 0, Double.NaN, true);

    @Test
    void theBallWaitsOnThePaddleAndFollowsItUntilSpace() {
        BreakoutGame g = new BreakoutGame(AlgorithmId.SWEPT, 1);
        assertTrue(g.held());
        for (int i = 0; i < 10; i++) {
            g.step(new Input(0, 1, Double.NaN, false));
        }
        var paddle = g.state().paddles().get(0).rect();
        assertEquals(275 + 10 * BreakoutGame.PADDLE_SPEED / 60, paddle.x(), 1e-9);
        assertEquals(paddle.centre().x(), g.state().ball().x(), 1e-9);
        assertEquals(0, g.rally().frames());
        g.step(LAUNCH);
        assertFalse(g.held());
        assertTrue(g.state().ball().vy() < 0, "launched upwards");
        assertEquals(420, g.state().ball().speed(), 1e-9);
    }

    @Test
    void theMouseMovesThePaddleTowardsThePointerAtABoundedSpeed() {
        BreakoutGame g = new BreakoutGame(AlgorithmId.SWEPT, 1);
        g.step(new Input(0, 0, 330, false));
        assertEquals(330, g.state().paddles().get(0).rect().centre().x(), 1e-9);
        g.step(new Input(0, 0, 600, false));
        assertEquals(
                330 + BreakoutGame.POINTER_SPEED / 60,
                g.state().paddles().get(0).rect().centre().x(),
                1e-9);
    }

    @Test
    void bricksScoreTenAndEachLostBallCostsALifeUntilTheGameIsOver() {
        BreakoutGame g = new BreakoutGame(AlgorithmId.SWEPT_EXACT, 5);
        int bricks = g.state().bricks().size();
        int frames = 0;
        while (g.lives() > 0 && frames++ < 20000) {
            g.step(g.held() ? LAUNCH : Input.NONE); // nobody moves the paddle
        }
        assertEquals(0, g.lives());
        int broken = bricks - g.state().bricks().size();
        assertTrue(broken > 0, "some bricks broke");
        assertEquals(BreakoutGame.BRICK_POINTS * broken, g.score());
        assertEquals("Game over · score " + g.score(), g.scoreLine());
        assertTrue(g.state().out() || g.rally().frames() > 0, "the last rally is kept");
        g.step(LAUNCH);
        assertEquals(BreakoutGame.LIVES, g.lives());
        assertEquals(0, g.score());
        assertEquals(bricks, g.state().bricks().size());
        assertTrue(g.held());
    }
}
