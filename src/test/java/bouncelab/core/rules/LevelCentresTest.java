package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.words.English;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Graybill's rule with the centres level on both axes (lesson 16, frame 6): the ball hits the brick and nothing
 * turns. The event names no face (it said "bottom face" with the velocity unchanged), under his rules and ours.
 */
class LevelCentresTest {
    private static final Scenario SHOT = ScenarioLoader.load(Path.of("lessons/16-whole-halves/scenario.json"));

    @Test
    void aHitThatTurnsNeitherAxisNamesNoFace() {
        for (String rules : List.of("graybill", "bounce-lab")) {
            Scenario s = SHOT.withRules(SHOT.rules().withId(RulesId.of(rules)));
            FrameTrace t = new Run(s, AlgorithmClasses.create(AlgorithmId.INTERSECTION_CENTRE)).trace(6);
            List<Bounce> hits = t.items(Bounce.class);
            if (rules.equals("graybill")) {
                assertEquals(1, hits.size(), rules);
            }
            for (Bounce b : hits) {
                if (b.velocityBefore().equals(b.velocityAfter())) {
                    assertNull(b.side(), rules + ": " + English.summary(b));
                    assertTrue(English.summary(b).startsWith("hit brick, turned on neither axis"), English.summary(b));
                }
            }
        }
    }
}
