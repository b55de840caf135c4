package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.Tunnelled;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Transport;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The stepping window's state, driven without a window. */
class PlaybackModelTest {

    @Test
    void steppingForwardThenBackReturnsToTheSameState() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        for (int i = 0; i < 20; i++) {
            m.stepForward();
        }
        SimState at20 = m.currentState();
        var trace20 = m.currentTrace();
        for (int i = 0; i < 7; i++) {
            m.stepForward();
        }
        for (int i = 0; i < 7; i++) {
            m.stepBack();
        }
        assertEquals(20, m.frame());
        assertEquals(at20, m.currentState());
        assertEquals(trace20, m.currentTrace());
    }

    @Test
    void switchingAlgorithmKeepsTheFrameAndReRunsTheSameShot() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.jumpTo(14);
        var sweptBall = m.currentState().ball();
        m.setAlgorithm(AlgorithmId.SIMPLE);
        assertEquals(14, m.frame());
        assertEquals("simple", m.currentTrace().algorithm());
        assertEquals(DefaultShot.pong().ball(), m.timeline().state(0).ball());
        // the default shot: swept turns the ball at the right paddle in frame 14, simple lets it through
        assertTrue(sweptBall.vx() < 0, "swept returned it: " + sweptBall);
        assertTrue(m.currentState().ball().vx() > 0, "simple let it through");
    }

    @Test
    void nextEventJumpsToTheTunnelAndPreviousEventComesBack() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.setAlgorithm(AlgorithmId.PYTHAGORAS);
        m.nextEvent();
        assertEquals(14, m.frame());
        assertTrue(m.currentTrace().hasEvent(Tunnelled.class));
        m.nextEvent();
        int out = m.frame();
        assertTrue(m.currentTrace().hasEvent(Out.class), "then the ball goes out");
        m.previousEvent();
        assertEquals(14, m.frame());
        assertTrue(out > 14);
    }

    @Test
    void frameZeroHasNoTraceAndBackStopsThere() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.stepBack();
        assertEquals(0, m.frame());
        assertNull(m.currentTrace());
    }

    @Test
    void passesStepInsideASweptFrameAndWrapToTheWholeFrame() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.jumpTo(14);
        assertEquals(2, m.passCount());
        m.passForward();
        assertEquals(1, m.pass());
        m.passForward();
        assertEquals(2, m.pass());
        m.passForward();
        assertEquals(0, m.pass());
        m.stepForward();
        assertEquals(0, m.pass());
    }

    @Test
    void anEditRestartsTheRunFromFrameZero() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.jumpTo(30);
        m.setScenario(m.scenario().withBall(m.scenario().ball().withRadius(12)));
        assertEquals(0, m.frame());
        assertEquals(12, m.currentState().ball().radius());
    }

    @Test
    void playbackSpeedStaysInItsRange() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        Transport t = m.transport();
        t.speedProperty().set(10);
        assertEquals(Transport.MAX_SPEED, t.speedProperty().get());
        t.speedProperty().set(0);
        assertEquals(Transport.MIN_SPEED, t.speedProperty().get());
        assertEquals(DefaultShot.pong().dt() / Transport.MIN_SPEED, t.secondsPerFrame(), 1e-12);
    }
}
