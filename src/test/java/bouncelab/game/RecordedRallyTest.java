package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.Tunnelled;
import bouncelab.ui.session.PlaybackModel;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * 'Why did the ball go through?' answered in the stepper: a fast rally lost through the paddle with simple, shown
 * frame by frame, then the same rally (the same paddle moves) run with swept, which returns the ball.
 */
class RecordedRallyTest {

    /** The right player follows the ball perfectly; the left one does not move. */
    private static Input follow(Game g) {
        var p = g.state().paddles().get(1).rect().centre().y();
        double gap = g.state().ball().y() - p;
        return new Input(0, Math.abs(gap) < 4 ? 0 : (int) Math.signum(gap), Double.NaN, false);
    }

    @Test
    void aBallThatWentThroughThePaddleIsShownAndSweptWouldHaveReturnedIt() {
        PongGame game = null;
        for (long seed = 1; seed < 60 && game == null; seed++) {
            PongGame g = new PongGame(AlgorithmId.SIMPLE, false, seed);
            g.setBallSpeed(2700); // 45 px a frame: far more than the 12 px paddle and the 16 px ball together
            boolean through = false;
            for (int f = 0; f < 200 && g.rightScore() + g.leftScore() == 0; f++) {
                g.step(follow(g));
                through |= g.lastTrace() != null
                        && !g.lastTrace().items(Tunnelled.class).isEmpty();
            }
            if (through && g.leftScore() == 1) {
                game = g;
            }
        }
        assertNotNull(game, "some serve is caught in line and goes through");
        Rally rally = game.rally();

        PlaybackModel m = new PlaybackModel(PongGame.court(AlgorithmId.SWEPT));
        m.showRecording(rally.start(game.scenario()), rally.paddles(), AlgorithmId.SIMPLE, rally.frames());
        assertEquals(rally.frames(), m.frame());
        assertEquals(rally.frames(), m.recordedFrames());
        assertEquals(AlgorithmId.SIMPLE, m.algorithm());
        assertEquals(game.state().ball(), m.currentState().ball());
        assertTrue(m.currentState().out());
        assertTrue(m.currentTrace().hasEvent(Out.class));

        m.previousEvent();
        while (!m.currentTrace().hasEvent(Tunnelled.class)) {
            m.previousEvent();
        }
        int through = m.frame();
        Tunnelled t = m.currentTrace().items(Tunnelled.class).get(0);
        assertEquals("right", t.objectId());
        assertEquals(
                game.before().paddles().get(1).rect().x(),
                m.stateBefore().paddles().get(1).rect().x());

        m.setAlgorithm(AlgorithmId.SWEPT);
        assertEquals(through, m.frame(), "the same frame");
        assertFalse(m.currentTrace().hasEvent(Tunnelled.class));
        assertTrue(
                m.currentTrace().events().stream().anyMatch(e -> e instanceof Bounce && "right".equals(e.objectId())),
                "swept returns it off the right paddle");

        m.setScenario(m.scenario());
        assertEquals(0, m.recordedFrames(), "an edit makes it an ordinary shot");
    }
}
