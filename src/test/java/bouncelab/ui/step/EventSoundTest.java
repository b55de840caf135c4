package bouncelab.ui.step;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.ui.session.PlaybackModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Which sound each frame's events choose, and that the View menu's switch is what lets them play; no audio. */
class EventSoundTest {
    private static PlaybackModel lesson(String id, AlgorithmId algorithm) {
        Scenario shot = ScenarioLoader.load(Path.of("lessons", id, "scenario.json"));
        PlaybackModel m = new PlaybackModel(shot);
        m.setAlgorithm(algorithm);
        return m;
    }

    private static Optional<EventSound> at(PlaybackModel m, int frame) {
        m.jumpTo(frame);
        return EventSound.of(m.currentTrace());
    }

    @Test
    void eachEventHasItsSoundAndAQuietFrameNone() {
        PlaybackModel tunnel = lesson("06-tunnelling", AlgorithmId.PYTHAGORAS);
        assertEquals(Optional.of(EventSound.TUNNEL), at(tunnel, 10));
        assertEquals(Optional.empty(), at(tunnel, 9));
        assertEquals(Optional.empty(), at(tunnel, 0));
        assertEquals(Optional.of(EventSound.BOUNCE), at(lesson("06-tunnelling", AlgorithmId.SWEPT), 10));
        PlaybackModel walls = lesson("10-several-hits-in-one-frame", AlgorithmId.SWEPT);
        assertEquals(Optional.of(EventSound.BOUNCE), at(walls, 3)); // two bounces and a brick: one blip
        assertEquals(Optional.of(EventSound.OUT), at(walls, 11));
    }

    @Test
    void soundsPlayOnlyWhileSwitchedOn() {
        PlaybackModel m = lesson("06-tunnelling", AlgorithmId.PYTHAGORAS);
        List<EventSound> played = new ArrayList<>();
        EventSounds sounds = new EventSounds(m, played::add);
        assertFalse(sounds.on().get(), "off at first");
        for (int f = 1; f <= 12; f++) {
            m.stepForward();
        }
        assertEquals(List.of(), played);
        sounds.on().set(true);
        m.jumpTo(0);
        for (int f = 1; f <= 12; f++) {
            m.stepForward();
        }
        assertEquals(List.of(EventSound.TUNNEL), played);
    }

    @Test
    void theThreeSoundsDifferAndLastAsTheirNotesSay() {
        byte[] bounce = EventSoundPlayer.pcm(EventSound.BOUNCE);
        byte[] tunnel = EventSoundPlayer.pcm(EventSound.TUNNEL);
        byte[] out = EventSoundPlayer.pcm(EventSound.OUT);
        assertEquals(2 * Math.round(EventSoundPlayer.RATE * 0.060), bounce.length);
        assertEquals(
                2 * (Math.round(EventSoundPlayer.RATE * 0.120) + Math.round(EventSoundPlayer.RATE * 0.200)),
                out.length);
        assertFalse(Arrays.equals(bounce, Arrays.copyOf(tunnel, bounce.length)));
        assertFalse(Arrays.equals(tunnel, Arrays.copyOf(out, tunnel.length)));
    }
}
