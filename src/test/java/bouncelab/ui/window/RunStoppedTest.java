package bouncelab.ui.window;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunPlace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What the window says when the Step tab's run stops: refused for too much working, why, as a problem. */
class RunStoppedTest {
    private final List<Runnable> queued = new ArrayList<>();

    @Test
    void aRunRefusedForTooMuchWorkingIsSaidAsFileOpenSaysIt() throws IOException {
        String text;
        try (var in = getClass().getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("\"vx\": 9000, \"vy\": -12000", "\"vx\": 1000000000, \"vy\": -700000000");
        }
        Scenario shot = ScenarioLoader.parse(text, "fast.json").withAlgorithm(AlgorithmId.SWEPT_EXACT);
        PlaybackModel model =
                new PlaybackModel(DefaultShot.pong(), new Algorithms(), new RunPlace(queued::add, Runnable::run));
        List<String> status = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        RunStopped.say(model, status::add, problems::add);
        model.edit(shot);
        model.setAlgorithm(AlgorithmId.SWEPT_EXACT);
        while (!queued.isEmpty()) {
            List<Runnable> now = new ArrayList<>(queued);
            queued.clear();
            now.forEach(Runnable::run);
        }
        assertEquals(List.of(), status);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("too much working to show"), problems.get(0));
    }
}
