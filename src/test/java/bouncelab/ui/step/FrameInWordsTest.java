package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.words.Words;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Binding;
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

    /**
     * Stepping works out no words that nobody reads (no screen reader, the working's line off): a frame of a
     * 1000-object shot took a fifth of End's time to describe. Read, they are the frame's.
     */
    @Test
    void theWordsAreWorkedOutWhenReadNotAtEachStep() {
        Scenario shot = ScenarioLoader.load(Path.of("lessons", "06-tunnelling", "scenario.json"));
        PlaybackModel m = new PlaybackModel(shot);
        FrameInWords words = new FrameInWords(m, Words.ENGLISH);
        Binding<?> said = (Binding<?>) words.textProperty();
        int[] told = {0};
        said.addListener((InvalidationListener) o -> told[0]++); // as the court's accessible text is told
        assertTrue(words.text().startsWith("Frame 0: "));
        for (int f = 1; f <= 30; f++) {
            m.jumpTo(f);
        }
        assertEquals(1, told[0], "told that the words changed");
        assertFalse(said.isValid(), "and none worked out while nobody read them");
        assertTrue(words.text().startsWith("Frame 30: "), words.text());
        assertTrue(said.isValid());
        m.jumpTo(31);
        assertEquals(2, told[0], "read, the next change is told again");
    }
}
