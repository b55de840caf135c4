package bouncelab.ui.session;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.SimState;
import bouncelab.student.HitPaddleInJava;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 26: a {@code yours} run's frames are all worked out on the run's worker, the student's calls on threads
 * apart, and none by the thread that looks at them (the FX thread in the window), even past the frames worked out:
 * there the last one is shown. The student's hitPaddle here is Java that notes the thread of each call.
 */
class YoursFramesTest {
    /** Jobs handed to the background, run when the test says; answers land at once. */
    private final List<Runnable> queued = new ArrayList<>();

    private final RunPlace place = new RunPlace(queued::add, Runnable::run);

    @Test
    void noFrameOfAYoursRunIsWorkedOutByTheThreadThatLooksAtIt() {
        List<String> callThreads = Collections.synchronizedList(new ArrayList<>());
        Algorithms algorithms = new Algorithms(Runnable::run);
        algorithms.setYours(HitPaddleInJava.of((paddle, ball) -> {
            callThreads.add(Thread.currentThread().getName());
            return false;
        }));
        // a closed court: the ball stays in, and every frame asks hitPaddle about the paddle and the bricks
        PlaybackModel m = new PlaybackModel(BackgroundRunsTest.wall(1), algorithms, place);
        m.setAlgorithm(AlgorithmId.YOURS);
        assertTrue(m.isComputing(), "worked out elsewhere, however light the shot");
        assertTrue(callThreads.isEmpty(), "nothing asked of the student's code by the thread that chose it");

        List<Runnable> work = new ArrayList<>(queued);
        queued.clear();
        work.forEach(Runnable::run); // the worker: here the test's thread, which hands the calls to threads apart
        assertFalse(m.isComputing());
        assertEquals(PlaybackModel.HORIZON, m.timeline().frames());
        assertFalse(callThreads.isEmpty());
        assertTrue(
                callThreads.stream().allMatch(t -> t.startsWith("student-")),
                () -> "every call on a thread apart: " + Set.copyOf(callThreads));

        int asked = callThreads.size();
        m.jumpTo(PlaybackModel.HORIZON);
        var last = m.currentState();
        List<SimState> past = new ArrayList<>();
        for (int f = PlaybackModel.HORIZON + 1; f <= PlaybackModel.HORIZON + 100; f++) {
            past.add(m.timeline().state(f));
        }
        assertEquals(asked, callThreads.size(), "no call made for a frame past the run's end");
        assertTrue(past.stream().allMatch(last::equals), "past the frames worked out: the last one");
    }
}
