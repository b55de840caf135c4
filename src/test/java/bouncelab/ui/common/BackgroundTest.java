package bouncelab.ui.common;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The seam every job leaves the FX thread by, driven without the toolkit: a landing place of the test's own stands
 * in for the FX thread.
 */
class BackgroundTest {
    /** Answers are queued here and run when the test says, as the FX thread runs what it is handed. */
    private final LinkedBlockingQueue<Runnable> landed = new LinkedBlockingQueue<>();

    private final Background background = new Background(landed::add);

    private void landNext() throws InterruptedException {
        Runnable r = landed.poll(60, TimeUnit.SECONDS);
        assertTrue(r != null, "an answer landed");
        r.run();
    }

    @Test
    void workRunsOnANamedDaemonThreadAndItsAnswerLandsWhereTheSeamSays() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        Thread caller = Thread.currentThread();
        background.start(
                "sum",
                () -> {
                    seen.add(Thread.currentThread().getName() + " "
                            + Thread.currentThread().isDaemon());
                    assertNotEquals(caller, Thread.currentThread());
                    return 1 + 2;
                },
                answer -> seen.add("done " + answer + " on " + (Thread.currentThread() == caller ? "lander" : "?")),
                e -> seen.add("failed " + e));
        landNext();
        assertEquals(List.of("sum true", "done 3 on lander"), seen);
    }

    @Test
    void whatTheWorkThrowsLandsAsItsFailure() throws Exception {
        List<String> seen = new CopyOnWriteArrayList<>();
        background.start(
                "bad",
                () -> {
                    throw new IllegalStateException("no");
                },
                answer -> seen.add("done"),
                e -> seen.add("failed " + e.getMessage()));
        landNext();
        assertEquals(List.of("failed no"), seen);
    }

    @Test
    void aJobNeverHoldsTheCallerOrTheAppOpen() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        Thread[] ran = {null};
        CountDownLatch started = new CountDownLatch(1);
        background.run("waits", () -> {
            ran[0] = Thread.currentThread();
            started.countDown();
            try {
                never.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        assertTrue(started.await(60, TimeUnit.SECONDS));
        assertTrue(ran[0].isDaemon(), "a daemon: a closing window never waits for it");
        assertEquals("waits", ran[0].getName());
        ran[0].interrupt();
    }

    @Test
    void everyThreadOfTheSeamRunsBelowTheWindowsPriority() throws Exception {
        // where the system heeds priorities (Windows), the FX thread is served first when both want a core
        List<Integer> seen = new CopyOnWriteArrayList<>();
        CountDownLatch both = new CountDownLatch(2);
        background.run("job", () -> {
            seen.add(Thread.currentThread().getPriority());
            both.countDown();
        });
        Background.runs().execute(() -> {
            seen.add(Thread.currentThread().getPriority());
            both.countDown();
        });
        assertTrue(both.await(60, TimeUnit.SECONDS));
        assertEquals(List.of(Background.PRIORITY, Background.PRIORITY), seen);
        assertTrue(Background.PRIORITY < Thread.NORM_PRIORITY);
    }
}
