package bouncelab.ui.session;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Vec2;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The algorithm and the rules are one choice: choosing either runs the same shot once, at the frame shown, and the
 * shot saved carries the rules chosen.
 */
class RunChoiceTest {
    @Test
    void choosingTheRulesRunsTheShotOnceAndStaysAtTheFrame() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.jumpTo(40);
        List<Integer> framesShown = new ArrayList<>();
        m.frameProperty().addListener((o, was, now) -> framesShown.add(now.intValue()));
        List<Object> runs = new ArrayList<>();
        m.timelineProperty().addListener((o, was, now) -> runs.add(now));

        m.setRules(RulesId.PONG);

        assertEquals(List.of(), framesShown, "frame 0 is never shown on the way");
        assertEquals(40, m.frame());
        assertEquals(1, runs.size(), "one run of the shot under the new rules");
        assertEquals(new RunChoice(AlgorithmId.SWEPT, RulesId.PONG), m.choice());
        assertEquals(RulesId.PONG, m.scenario().rules().id(), "the shot carries the rules chosen");
    }

    @Test
    void choosingTheAlgorithmKeepsTheRulesAndTheFrame() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.setRules(RulesId.PONG);
        m.jumpTo(25);
        m.setAlgorithm(AlgorithmId.SIMPLE);
        assertEquals(new RunChoice(AlgorithmId.SIMPLE, RulesId.PONG), m.choice());
        assertEquals(25, m.frame());
        assertEquals("simple", m.currentTrace().algorithm());
    }

    @Test
    void aNewShotBringsItsOwnRulesAndStartsAtFrameZero() {
        PlaybackModel m = new PlaybackModel(DefaultShot.pong());
        m.setAlgorithm(AlgorithmId.PYTHAGORAS);
        m.setRules(RulesId.PONG);
        m.jumpTo(30);
        m.setScenario(DefaultShot.pong().withBall(DefaultShot.pong().ball().withVelocity(new Vec2(600, 0))));
        assertEquals(0, m.frame());
        assertEquals(
                new RunChoice(AlgorithmId.PYTHAGORAS, DefaultShot.pong().rules().id()),
                m.choice(),
                "the algorithm stays; the rules are the new shot's");
    }
}
