package bouncelab.student;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A call into student code that never comes back is given up from outside its thread, and whoever waited is
 * answered; reading a student's exception is their code too, so it is read under the budget and cut short.
 */
class UntrustedCallsTest {
    private static final PaddleTest.Paddle PADDLE = new PaddleTest.Paddle(530, 200, 70, 200);
    /** Waits long past any budget, so only a hang fails these tests, never a slow machine. */
    private static final long PATIENCE_SECONDS = 60;

    private static StudentTest ready(String pde) {
        Compilation c = StudentCompiler.compile(StudentSource.pde(pde));
        return assertInstanceOf(Compilation.Ready.class, c, c::toString).test();
    }

    private static PaddleTest.Ball ballAt(float x) {
        return new PaddleTest.Ball(x, 300, 100);
    }

    @Test
    void aCallBlockedOutsideTheStudentsTicksIsGivenUpByTheWatchdog() throws Exception {
        CountDownLatch never = new CountDownLatch(1);
        CompletableFuture<Thread> told = new CompletableFuture<>();
        Thread caller = new Thread(() -> {
            try {
                Guard.run(50_000_000L, (thread, limit) -> told.complete(thread), () -> {
                    never.await(); // no tick runs here, as in a call into Java's library
                    return null;
                });
            } catch (Exception e) {
                // interrupted at the end of the test
            }
        });
        caller.setDaemon(true);
        caller.start();
        assertEquals(caller, told.get(PATIENCE_SECONDS, TimeUnit.SECONDS));
        caller.interrupt();
    }

    @Test
    void aCallStillTickingIsNotGivenUpTillItGoesQuietOrIsFourBudgetsLate() throws Exception {
        long limit = 10_000_000_000L; // the real watchdog never finds it late while this test runs
        long ms = 1_000_000L;
        List<Thread> told = new CopyOnWriteArrayList<>();
        // a call on a thread that then waits (parked): quiet and not running, as a call blocked on a lock
        CompletableFuture<Guard.Budget> made = new CompletableFuture<>();
        CountDownLatch release = new CountDownLatch(1);
        Thread waiting = new Thread(() -> {
            made.complete(new Guard.Budget(limit, (thread, l) -> told.add(thread)));
            try {
                release.await();
            } catch (InterruptedException e) {
                // the test is over
            }
        });
        waiting.setDaemon(true);
        waiting.start();
        Guard.Budget b = made.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        while (waiting.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        Watchdog.watch(b);
        try {
            b.ticks = 5;
            Watchdog.scan(b.deadline + 50 * ms);
            b.ticks = 9; // it ran on, slowly: a busy machine
            Watchdog.scan(b.deadline + 200 * ms);
            assertTrue(told.isEmpty(), "a call that still ticks stops itself");
            Watchdog.scan(b.deadline + 350 * ms); // no tick for 150 ms: stuck
            assertEquals(List.of(waiting), told);
        } finally {
            Watchdog.unwatch(b, null);
            release.countDown();
        }
        told.clear();
        // a call whose thread is runnable but has hardly run since its last tick (this thread, between two scans):
        // a busy machine has not given it a core, so it is waited for, up to a second without a tick
        Guard.Budget starved = new Guard.Budget(limit, (thread, l) -> told.add(thread));
        Watchdog.watch(starved);
        try {
            starved.ticks = 3;
            Watchdog.scan(starved.deadline + 50 * ms);
            Watchdog.scan(starved.deadline + 350 * ms);
            assertTrue(told.isEmpty(), "not run is not stuck: " + told);
            Watchdog.scan(starved.deadline + 50 * ms + Watchdog.STARVED_MILLIS * ms + ms);
            assertEquals(List.of(Thread.currentThread()), told, "a second without a tick: stuck");
        } finally {
            Watchdog.unwatch(starved, null);
        }
        told.clear();
        Guard.Budget ticking = new Guard.Budget(limit, (thread, l) -> told.add(thread));
        Watchdog.watch(ticking);
        try {
            for (int i = 1; i <= 10; i++) {
                ticking.ticks = i;
                Watchdog.scan(ticking.deadline + i * limit / 2);
            }
            assertEquals(1, told.size(), "four budgets late, ticking or not, it is given up");
        } finally {
            Watchdog.unwatch(ticking, null);
        }
    }

    @Test
    void twoClassesWaitingForEachOthersSetUpAreGivenUpAndTheTestPutAside() throws Exception {
        StudentTest test = ready("""
                static volatile boolean aBegun;
                static volatile boolean bBegun;
                static int meet(boolean a) {
                  if (a) { aBegun = true; } else { bBegun = true; }
                  int n = 0;
                  while (!(aBegun && bBegun) && n < 100000000) { n++; }
                  return n;
                }
                static class A { static int x = meet(true) + B.y; }
                static class B { static int y = meet(false) + A.x; }
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  if (ball.getXCoord() < 100) {
                    return A.x > 0;
                  }
                  return B.y > 0;
                }
                """);
        // two calls at once, from threads of the test's own: each is made apart and waited for. Each class's set-up
        // waits until the other's has begun, so they deadlock whichever thread starts first or late (a fixed delay
        // once let a late second thread find A ready under load)
        CompletableFuture<Throwable> one = CompletableFuture.supplyAsync(() -> thrown(test, 10));
        CompletableFuture<Throwable> two = CompletableFuture.supplyAsync(() -> thrown(test, 500));
        Throwable a = one.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        Throwable b = two.get(PATIENCE_SECONDS, TimeUnit.SECONDS);
        StudentCodeException why = test.putAsideWhy();
        assertNotNull(why, "put aside");
        assertEquals(StudentCodeException.Kind.TIMEOUT, why.kind());
        assertTrue(why.getMessage().contains("waited and never returned"), why::getMessage);
        assertTrue(why.problem().line() >= 9 && why.problem().line() <= 10, why::getMessage);
        assertTrue(a instanceof StudentCodeException && b instanceof StudentCodeException, a + " / " + b);
        // every later call fails at once, with the same reason
        assertEquals(
                why.getMessage(),
                assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, ballAt(10)))
                        .getMessage());
    }

    private static Throwable thrown(StudentTest test, float x) {
        try {
            test.hitPaddle(PADDLE, ballAt(x));
            return null;
        } catch (RuntimeException e) {
            return e;
        }
    }

    @Test
    void aStudentsExceptionWhoseMessageLoopsIsOnePlainLine() {
        StudentTest test = Sources.ready("hostile/boom.pde");
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, ballAt(10)));
        assertEquals(11, e.problem().line(), e::getMessage);
        assertTrue(e.getMessage().startsWith("line 11: your code threw Boom"), e::getMessage);
        assertFalse(e.getMessage().contains("Guard"), e::getMessage);
    }

    @Test
    void aStudentsExceptionWhoseToStringAndStackLoopIsStillOnePlainLine() {
        StudentTest test = Sources.ready("hostile/tostring.pde");
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, ballAt(10)));
        assertTrue(e.getMessage().contains("your code threw Odd"), e::getMessage);
        assertFalse(e.getMessage().contains("Guard"), e::getMessage);
        assertEquals(null, test.putAsideWhy(), "a loop that stops itself leaves the test usable");
    }

    @Test
    void aLongMessageIsCutToAFewHundredCharacters() {
        StudentTest test = Sources.ready("hostile/longmessage.pde");
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, ballAt(10)));
        assertTrue(
                e.getMessage().length() < 2 * FailureWords.MAX_MESSAGE + 100,
                () -> "" + e.getMessage().length());
        assertTrue(e.getMessage().contains("IllegalStateException: xxx"), e::getMessage);
        assertTrue(e.getMessage().endsWith("…)") || e.getMessage().endsWith("…"), e::getMessage);
    }

    @Test
    void aTextKeptBetweenCallsCannotGrowPastItsCap() {
        StudentTest test = Sources.ready("hostile/growing.pde");
        StudentCodeException e = null;
        for (int i = 0; i < 10 && e == null; i++) {
            try {
                test.hitPaddle(PADDLE, ballAt(10));
            } catch (StudentCodeException x) {
                e = x;
            }
        }
        assertNotNull(e, "stopped within ten calls");
        assertEquals(StudentCodeException.Kind.LIMIT, e.kind());
        assertTrue(e.getMessage().contains("a text of more than 1000000 characters"), e.getMessage());
    }

    @Test
    void copiesOfAnArrayCountAsNewArrays() {
        StudentTest test = Sources.ready("hostile/clones.pde");
        StudentCodeException e = assertThrows(StudentCodeException.class, () -> test.hitPaddle(PADDLE, ballAt(10)));
        assertEquals(StudentCodeException.Kind.LIMIT, e.kind());
        assertEquals(11, e.problem().line(), e::getMessage);
        assertTrue(e.getMessage().contains("arrays of more than"), e::getMessage);
    }

    @Test
    void studentCodeRunsOnlyOnThreadsApart() {
        StudentTest test = ready("""
                boolean hitPaddle(Paddle paddle, Ball ball) { return true; }
                """);
        assertFalse(Apart.here());
        assertTrue(test.hitPaddle(PADDLE, ballAt(10)));
        assertTrue(Apart.run(test, Apart::here), "work handed apart runs apart");
    }

    @Test
    void studentCodeRunsBelowTheWindowsPriority() {
        StudentTest test = ready("""
                boolean hitPaddle(Paddle paddle, Ball ball) { return true; }
                """);
        int[] seen = new int[2];
        Apart.run(test, () -> {
            seen[0] = Thread.currentThread().getPriority();
            return test.hitPaddle(PADDLE, ballAt(10));
        });
        Apart.call(test, () -> seen[1] = Thread.currentThread().getPriority());
        assertTrue(seen[0] < Thread.NORM_PRIORITY, "a sweep's or run's thread: " + seen[0]);
        assertTrue(seen[1] < Thread.NORM_PRIORITY, "a single call's thread: " + seen[1]);
    }
}
