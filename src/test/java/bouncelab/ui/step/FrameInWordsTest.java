package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The words follow the frame, the algorithm and the shot, without a window. */
class FrameInWordsTest {
    @Test
    void theWordsFollowTheFrameAndTheAlgorithm() {
        Scenario shot = ScenarioLoader.load(Path.of("lessons", "06-tunnelling", "scenario.json"));
        PlaybackModel m = new PlaybackModel(shot);
        FrameInWords words = new FrameInWords(m, Words.ENGLISH);
        assertFalse(words.shown().get(), "the working shows them only when asked");
        assertEquals("Frame 0: the ball waits at (420, 300), about to move right at 1800 px/s.", words.text());
        m.jumpTo(10);
        assertTrue(
                words.text()
                        .startsWith("Frame 10: the ball moved 30 px right, from x = 690 to 720. It passed "
                                + "through the paddle 'right'"),
                words.text());
        m.setAlgorithm(AlgorithmId.SWEPT);
        assertTrue(words.text().contains("It bounced off the left face of the paddle 'right'"), words.text());
        m.edit(shot.withPaddles(List.of())); // an edit starts again from frame 0
        assertTrue(words.text().startsWith("Frame 0: "), words.text());
        m.jumpTo(10);
        assertTrue(words.text().endsWith("It hit nothing."), words.text());
    }
}
