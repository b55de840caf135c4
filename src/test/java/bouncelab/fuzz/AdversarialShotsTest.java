package bouncelab.fuzz;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.soak.AdversarialShots;
import bouncelab.core.soak.Draws;
import bouncelab.core.soak.Soak;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import java.time.Duration;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The soak's adversarial shots (issue 18), a little of them in every build: each is a shot a file may hold (it
 * loads and reads back equal), and a short soak of them lets no ball escape. The long run is the soak's own
 * command: {@code Soak 1000000 1 adversarial} (README, Robustness).
 */
class AdversarialShotsTest {

    @Test
    void everyAdversarialShotIsOneAFileMayHold() {
        SplittableRandom random = new SplittableRandom(18);
        Draws draws = new Draws(random::nextDouble);
        for (int i = 0; i < 2_000; i++) {
            Scenario shot = AdversarialShots.make(draws);
            String json = ScenarioWriter.toJson(shot);
            assertEquals(shot, ScenarioLoader.parse(json, "shot" + i + ".json"), json);
        }
    }

    @Test
    void aShortAdversarialSoakLetsNoBallEscape() {
        Soak.Report report = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> Soak.run(20_000, 18, true));
        assertEquals(0, report.escapes(), report.firstFailures());
        assertTrue(report.shots() > 100, "shots: " + report.shots());
    }
}
