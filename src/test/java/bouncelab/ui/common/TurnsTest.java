package bouncelab.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's heavy work takes turns at its cores: never more busy at once, and no job waits for another's end. */
class TurnsTest {
    private static final long WAIT = 60;

    @Test
    void aJobThatNeverEndsLetsAnotherHaveTheCoreBetweenItsSteps() throws Exception {
        Turns turns = new Turns(1);
        AtomicBoolean stopSweep = new AtomicBoolean();
        AtomicInteger busy = new AtomicInteger();
        AtomicInteger mostBusy = new AtomicInteger();
        CountDownLatch sweeping = new CountDownLatch(1);
        // a sweep that goes on until told to stop, asking between its shots
        CompletableFuture<Integer> sweep = CompletableFuture.supplyAsync(() -> turns.taking(1, turn -> {
            BooleanSupplier stop = turn.between(stopSweep::get);
            int shots = 0;
            while (!stop.getAsBoolean()) {
                mostBusy.accumulateAndGet(busy.incrementAndGet(), Math::max);
                shots++;
                sweeping.countDown();
                busy.decrementAndGet();
            }
            return shots;
        }));
        assertTrue(sweeping.await(WAIT, TimeUnit.SECONDS));
        // a run asked meanwhile is worked out while the sweep still goes on
        int frames = CompletableFuture.supplyAsync(() -> turns.taking(1, turn -> {
                    BooleanSupplier stop = turn.between(() -> false);
                    int f = 0;
                    for (; f < 600 && !stop.getAsBoolean(); f++) {
                        mostBusy.accumulateAndGet(busy.incrementAndGet(), Math::max);
                        busy.decrementAndGet();
                    }
                    return f;
                }))
                .get(WAIT, TimeUnit.SECONDS);
        assertEquals(600, frames);
        assertFalse(sweep.isDone(), "the sweep was not made to finish first");
        stopSweep.set(true);
        assertTrue(sweep.get(WAIT, TimeUnit.SECONDS) > 0);
        assertEquals(1, mostBusy.get(), "never two jobs at work at once on one core");
        assertEquals(1, turns.free(), "the core is free again");
    }

    @Test
    void aJobThatThrowsLetsGoOfItsCores() {
        Turns turns = new Turns(2);
        assertThrows(
                IllegalStateException.class,
                () -> turns.taking(2, turn -> {
                    throw new IllegalStateException("a bug in the job");
                }));
        assertEquals(2, turns.free());
    }

    @Test
    void aJobAsksForNoMoreCoresThanThereAre() {
        Turns turns = new Turns(2);
        assertEquals(0, (int) turns.taking(8, turn -> turns.free()));
        assertEquals(2, turns.free());
    }

    @Test
    void aThreadOfAJobThatEndsWhileItWaitsGivesTheCoreBack() throws Exception {
        // a thread of job A (a student's code held it up) asks whether to stop while job B waits: it lets B go first
        // and waits for the core itself; A ends meanwhile (it was given up). The core must not stay taken by a job
        // that has ended, whichever comes first
        Turns turns = new Turns(1);
        CountDownLatch aHolds = new CountDownLatch(1);
        CountDownLatch aMayEnd = new CountDownLatch(1);
        AtomicReference<BooleanSupplier> poll = new AtomicReference<>();
        CompletableFuture<Object> a = CompletableFuture.supplyAsync(() -> turns.taking(1, turn -> {
            poll.set(turn.between(() -> false));
            aHolds.countDown();
            await(aMayEnd);
            return null;
        }));
        assertTrue(aHolds.await(WAIT, TimeUnit.SECONDS));
        CompletableFuture<Object> b = CompletableFuture.supplyAsync(() -> turns.taking(1, turn -> null));
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(WAIT);
        while (turns.waiting() == 0 && System.nanoTime() < until) {
            Thread.sleep(1);
        }
        assertEquals(1, turns.waiting(), "B waits for the core");
        CompletableFuture<Boolean> late =
                CompletableFuture.supplyAsync(() -> poll.get().getAsBoolean());
        b.get(WAIT, TimeUnit.SECONDS); // B had the core: A's thread let it go
        aMayEnd.countDown();
        a.get(WAIT, TimeUnit.SECONDS);
        assertFalse(late.get(WAIT, TimeUnit.SECONDS));
        assertEquals(1, turns.free());
    }

    private static void await(CountDownLatch latch) {
        try {
            assertTrue(latch.await(WAIT, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }
}
