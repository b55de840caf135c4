package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Single shots with their numbers worked out: a 16 px ball at a 12 px target. With phase u the ball's leading edge
 * is (1 − u)·v past the near face after the first frame, e₁.
 */
class SweepShotTest {
    private final SweepSpec spec = SweepSpec.DEFAULT;

    private Outcome shot(double speed, double u, String algorithm) {
        return new SweepShot(spec, speed).run(u, AlgorithmClasses.create(AlgorithmId.of(algorithm)));
    }

    @Test
    void theBallStartsWithinOneFramesTravelOfTheFace() {
        SweepShot shot = new SweepShot(spec, 40);
        var ball = shot.scenario(0.25).ball();
        assertEquals(shot.face() - 8 - 10, ball.x(), 1e-9); // touching at face − r, then back u·v = 10 px
        assertEquals(40 * 60, ball.vx(), 1e-9);
        assertEquals(0, ball.vy());
    }

    @Test
    void aFortyPixelStepThatLandsBeyondTheWindowIsMissedByEveryDiscreteTest() {
        // u = 0.25: e₁ = 30 px, past the 12 + 16 = 28 px window; nothing is ever seen
        assertEquals(Outcome.MISSED, shot(40, 0.25, "simple"));
        assertEquals(Outcome.MISSED, shot(40, 0.25, "pythagoras"));
        assertEquals(Outcome.MISSED, shot(40, 0.25, "intersection-centre"));
        assertEquals(Outcome.BACK, shot(40, 0.25, "swept"));
        assertEquals(Outcome.BACK, shot(40, 0.25, "swept-exact"));
    }

    @Test
    void aStepThatLandsInsideIsSeenButEachTestAnswersItItsOwnWay() {
        // u = 0.5 at 20 px/frame: e₁ = 10 px. Pythagoras's centre is 2 px inside (reach 8): pushed on.
        // Intersection-centre's reach is min(16, 14) = 14: back. Simple returns all it sees.
        assertEquals(Outcome.BACK, shot(20, 0.5, "simple"));
        assertEquals(Outcome.PUSHED_THROUGH, shot(20, 0.5, "pythagoras"));
        assertEquals(Outcome.BACK, shot(20, 0.5, "intersection-centre"));
        // u = 0.25: e₁ = 15 px, past intersection-centre's 14: its ball's centre is past the overlap's
        assertEquals(Outcome.PUSHED_THROUGH, shot(20, 0.25, "intersection-centre"));
        assertEquals(Outcome.BACK, shot(20, 0.25, "simple"));
    }
}
