package bouncelab.words;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.FrameTrace;
import bouncelab.io.scenario.ScenarioLoader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first lines of a frame's working, said without saying the rest, are the first lines of the whole working, and
 * their count is the whole's: the Step view asks for 400 of a frame's 4,000 while the heaviest shot plays.
 */
class WorkingHeadTest {
    private static final int MOST = 400;

    @Test
    void theHeaviestShotsFramesHeadsAreTheirWorkingsFirstLines() throws IOException {
        Scenario heaviest;
        try (InputStream in = WorkingHeadTest.class.getResourceAsStream("/bouncelab/heaviest-shot.json")) {
            heaviest = ScenarioLoader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "heaviest.json");
        }
        int longer = 0;
        for (AlgorithmId id : List.of(AlgorithmId.SIMPLE, AlgorithmId.SWEPT)) {
            SimState state = SimState.initial(heaviest);
            for (int f = 1; f <= 6 && !state.out(); f++) {
                Step step = Simulation.step(heaviest, state, AlgorithmClasses.create(id));
                for (Words words : List.of(Words.ENGLISH, Words.of(Locale.forLanguageTag("es")))) {
                    List<String> all = WorkingText.lines(words, step.trace(), 0);
                    longer += all.size() > MOST ? 1 : 0;
                    assertHeadOf(all, WorkingText.head(words, step.trace(), 0, MOST), MOST);
                }
                state = step.state();
            }
        }
        assertTrue(longer > 0, "some frames have more lines than the head: the test sees a cut");
    }

    @Test
    void aPassOfASweptFrameAndAShortFrameToo() throws IOException {
        Scenario shot = ScenarioLoader.load(Path.of("lessons/09-phantom-corners/scenario.json"));
        SimState state = SimState.initial(shot);
        for (int f = 1; f <= 40 && !state.out(); f++) {
            Step step = Simulation.step(shot, state, AlgorithmClasses.create(AlgorithmId.SWEPT));
            FrameTrace t = step.trace();
            for (int pass = 0; pass <= t.passes(); pass++) {
                List<String> all = WorkingText.lines(Words.ENGLISH, t, pass);
                assertHeadOf(all, WorkingText.head(Words.ENGLISH, t, pass, MOST), MOST);
                assertHeadOf(all, WorkingText.head(Words.ENGLISH, t, pass, 5), 5);
            }
            state = step.state();
        }
    }

    private static void assertHeadOf(List<String> all, WorkingText.Head head, int most) {
        assertEquals(all.size(), head.total(), "the count");
        assertEquals(all.subList(0, Math.min(all.size(), most)), head.lines(), "the first lines");
    }
}
