package bouncelab.ui.session;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.ui.compare.CompareModel;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javafx.beans.Observable;
import javafx.beans.property.SimpleIntegerProperty;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one transport: on frames of its own, then the same script played against the stepping window's model and
 * the compare view's, which must do the same thing at every step. On the Pong shot both have two passes at frames
 * 14 and 30 (the swept runs bounce off a paddle), and events at 14, 30 and 47 and none between 30 and 47.
 */
class TransportTest {
    private static final int LAST = PlaybackModel.HORIZON;

    /** Ten frames with two passes at frame 3 and three at frame 7, events at 3, 7 and 9. */
    private static final class TenFrames implements Transport.Frames {
        private final SimpleIntegerProperty changed = new SimpleIntegerProperty();
        private final Map<Integer, Integer> passes = Map.of(3, 2, 7, 3);
        private Transport transport;

        @Override
        public int passCount() {
            return transport.frame() == 0 ? 0 : passes.getOrDefault(transport.frame(), 1);
        }

        @Override
        public List<Integer> eventFrames() {
            return List.of(3, 7, 9);
        }

        @Override
        public double dt() {
            return 0.25;
        }

        @Override
        public Observable runChanged() {
            return changed;
        }
    }

    private static Transport tenFrames() {
        TenFrames frames = new TenFrames();
        frames.transport = new Transport(10, frames);
        return frames.transport;
    }

    @Test
    void theSpeedIsClampedToItsRangeAndSetsTheTimeBetweenFrames() {
        Transport t = tenFrames();
        assertEquals(1, t.speedProperty().get());
        assertEquals(0.25, t.secondsPerFrame());
        t.speedProperty().set(Transport.MAX_SPEED + 0.01);
        assertEquals(Transport.MAX_SPEED, t.speedProperty().get());
        t.speedProperty().set(-1);
        assertEquals(Transport.MIN_SPEED, t.speedProperty().get());
        assertEquals(0.25 / Transport.MIN_SPEED, t.secondsPerFrame(), 1e-12);
        t.speedProperty().set(Transport.MIN_SPEED);
        assertEquals(Transport.MIN_SPEED, t.speedProperty().get());
        t.speedProperty().set(0.5);
        assertEquals(0.5, t.speedProperty().get());
        assertEquals(0.5, t.secondsPerFrame());
    }

    @Test
    void passesStepInsideAFrameWrapBothWaysAndStartAgainInTheNextFrame() {
        Transport t = tenFrames();
        t.jumpTo(7);
        assertEquals(3, t.passCount());
        t.passBack();
        assertEquals(3, t.pass(), "back from the whole frame: the last pass");
        t.passBack();
        t.passBack();
        assertEquals(1, t.pass());
        t.passBack();
        assertEquals(0, t.pass(), "back to the whole frame");
        t.passForward();
        t.passForward();
        assertEquals(2, t.pass());
        t.stepForward();
        assertEquals(8, t.frame());
        assertEquals(0, t.pass(), "another frame is shown whole");
        t.passForward();
        assertEquals(0, t.pass(), "a frame of one pass has nothing to step through");
        t.stepBack();
        assertEquals(0, t.pass());
    }

    @Test
    void eventsAreFoundEitherSideAndNothingMovesWithoutOne() {
        Transport t = tenFrames();
        t.previousEvent();
        assertEquals(0, t.frame());
        t.nextEvent();
        assertEquals(3, t.frame());
        t.jumpTo(8);
        t.previousEvent();
        assertEquals(7, t.frame());
        t.jumpTo(9);
        t.nextEvent();
        assertEquals(9, t.frame(), "no event after the last");
    }

    @Test
    void playingTicksToTheEndAndStopsThereAndPlayingAgainStartsOver() {
        Transport t = tenFrames();
        for (int i = 0; i < 3; i++) {
            t.tick();
        }
        assertEquals(0, t.frame(), "paused: the clock's ticks do nothing");
        t.togglePlaying();
        for (int i = 0; i < 10; i++) {
            t.tick();
        }
        assertEquals(10, t.frame());
        assertTrue(t.isPlaying());
        t.tick();
        assertFalse(t.isPlaying(), "stopped at the end");
        assertEquals(10, t.frame());
        t.togglePlaying();
        assertTrue(t.isPlaying());
        assertEquals(0, t.frame(), "played from the end: from the start again");
    }

    @Test
    void aLateClockMovesOnTheFramesItOwesInOneChangeAndStopsAtTheEnd() {
        Transport t = tenFrames(); // a quarter of a second a frame
        int[] changes = {0};
        t.frameProperty().addListener(o -> changes[0]++);
        PlaybackClock clock = new PlaybackClock(t);
        t.togglePlaying();
        clock.handle(0);
        clock.handle(1_050_000_000L); // a pulse 1.05 s later: four frames owed
        assertEquals(4, t.frame());
        assertEquals(1, changes[0], "one change of the frame, so each view redraws once");
        clock.handle(1_100_000_000L);
        assertEquals(4, t.frame(), "0.1 s owed: less than a frame");
        clock.handle(1_250_000_000L);
        assertEquals(5, t.frame(), "the 0.05 s left over counts");
        clock.handle(10_000_000_000L); // far past the end
        assertEquals(10, t.frame());
        assertFalse(t.isPlaying(), "stopped at the end");
        assertEquals(3, changes[0]);
    }

    static Stream<Arguments> models() {
        Supplier<Transport> stepping = () -> new PlaybackModel(DefaultShot.pong()).transport();
        Supplier<Transport> compare = () -> new CompareModel(DefaultShot.pong()).transport();
        return Stream.of(Arguments.of("PlaybackModel", stepping), Arguments.of("CompareModel", compare));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("models")
    void theSameScriptDoesTheSameOnEitherModel(String model, Supplier<Transport> make) {
        Transport t = make.get();
        double dt = DefaultShot.pong().dt();
        assertEquals(0, t.frame());
        assertEquals(LAST, t.lastFrame());
        assertFalse(t.isPlaying());
        assertEquals(dt, t.dt());

        // back at frame 0: nothing before it, no passes in it
        t.stepBack();
        assertEquals(0, t.frame());
        assertEquals(0, t.passCount());
        t.passForward();
        assertEquals(0, t.pass());

        // the speed clamp
        t.speedProperty().set(10);
        assertEquals(Transport.MAX_SPEED, t.speedProperty().get());
        t.speedProperty().set(0);
        assertEquals(Transport.MIN_SPEED, t.speedProperty().get());
        t.speedProperty().set(0.5);
        assertEquals(dt / 0.5, t.secondsPerFrame(), 1e-12);

        // passes inside the bounce at the right paddle, and across frames
        t.nextEvent();
        assertEquals(14, t.frame());
        assertEquals(2, t.passCount());
        t.passForward();
        assertEquals(1, t.pass());
        t.passForward();
        assertEquals(2, t.pass());
        t.passForward();
        assertEquals(0, t.pass());
        t.passBack();
        assertEquals(2, t.pass());
        t.stepForward();
        assertEquals(15, t.frame());
        assertEquals(0, t.pass());
        t.stepBack();
        assertEquals(14, t.frame());
        assertEquals(0, t.pass());
        t.passForward();
        t.jumpTo(29);
        assertEquals(0, t.pass());
        t.nextEvent();
        assertEquals(30, t.frame());
        assertEquals(2, t.passCount());
        t.nextEvent();
        assertEquals(47, t.frame());
        t.previousEvent();
        assertEquals(30, t.frame());
        t.jumpTo(14);

        // play and tick
        t.tick();
        assertEquals(14, t.frame(), "paused");
        t.togglePlaying();
        assertTrue(t.isPlaying());
        for (int i = 0; i < 4; i++) {
            t.tick();
        }
        assertEquals(18, t.frame());
        t.togglePlaying();
        t.tick();
        assertEquals(18, t.frame());

        // the ends
        t.jumpTo(LAST + 100);
        assertEquals(LAST, t.frame());
        t.jumpTo(-3);
        assertEquals(0, t.frame());
        t.jumpTo(LAST - 1);
        t.togglePlaying();
        t.tick();
        assertEquals(LAST, t.frame());
        assertTrue(t.isPlaying());
        t.tick();
        assertFalse(t.isPlaying(), "stops at the last frame");
        t.togglePlaying();
        assertEquals(0, t.frame(), "and plays again from the start");
        t.stepForward();
        t.toStart();
        assertEquals(0, t.frame());
        assertFalse(t.isPlaying(), "back to the start stops");
    }

    @Test
    void eachModelsStateFollowsItsTransport() {
        PlaybackModel stepping = new PlaybackModel(DefaultShot.pong());
        stepping.transport().jumpTo(14);
        stepping.transport().passForward();
        assertEquals(14, stepping.frame());
        assertEquals(1, stepping.pass());
        assertEquals(14, stepping.currentTrace().frame());
        assertSame(stepping.frameProperty(), stepping.transport().frameProperty());

        CompareModel compare = new CompareModel(DefaultShot.pong());
        compare.transport().jumpTo(52); // swept-exact bounces in two passes here; the others have one
        compare.transport().passForward();
        compare.transport().passForward();
        for (AlgorithmId name : AlgorithmId.all()) {
            PlaybackModel run = compare.run(name);
            assertEquals(52, run.frame(), name.fileName());
            assertEquals(run.passCount() >= 2 ? 2 : 0, run.pass(), name.fileName() + " shows pass 2 if it has one");
        }
        assertEquals(2, compare.run(AlgorithmId.SWEPT_EXACT).pass());
        compare.transport().stepForward();
        AlgorithmId.all().forEach(id -> assertEquals(0, compare.run(id).pass(), id.fileName()));
    }
}
