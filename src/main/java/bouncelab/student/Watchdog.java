package bouncelab.student;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;
import org.jspecify.annotations.Nullable;

/**
 * Keeps every call into student code to its time from outside the calling thread. The ticks {@link Instrumenter}
 * puts in student code stop a loop of the student's own, but a call that no longer ticks cannot stop itself: one busy
 * inside Java's library ({@code indexOf} on a long text), or waiting on a class's static setup that another thread
 * holds (two classes whose setups read each other, reached from two sweep threads). Such a call is given up here.
 *
 * <p>A call past its budget that still ticks stops itself; one past its budget that has not ticked for {@value
 * #GRACE_MILLIS} ms is given up (and one still ticking {@value #HARD_LATE_FACTOR} budgets late, on a machine too busy
 * to run it): its {@link Guard.Overdue} is told. A call that has not ticked because it has not run (a busy machine
 * gives its thread no core for a while: its state runnable, its CPU clock still) is waited for up to {@value
 * #STARVED_MILLIS} ms before it is taken for stuck; one that ran without ticking (inside Java's library) or that waits
 * on a lock is given up after the grace (the test is put aside and whoever waits for it is
 * answered, see {@link Apart}). Its thread cannot be stopped safely and is left: a busy one stops at its next tick, a
 * waiting one waits on, costing its memory only. One daemon thread, started with the first call and idle between
 * scans.
 */
final class Watchdog {
    /** How long a call past its budget may still take to stop itself before it is given up. */
    static final long GRACE_MILLIS = 100;
    /** A call still ticking this many budgets past its own is given up all the same. */
    static final long HARD_LATE_FACTOR = 4;
    /**
     * How long a call that has not ticked may have been given no core (runnable, its CPU clock all but still) before
     * it is taken for stuck: a thread waiting on another's class setup looks the same from outside, and is given up
     * then. Under heavy load (two test Javas on two cores) a busy loop went 0.1 s without a core and was told it had
     * "waited and never returned".
     */
    static final long STARVED_MILLIS = 1000;
    /** The CPU a quiet call may have used and still count as not having run. */
    private static final long RAN_NANOS = GRACE_MILLIS * 1_000_000L / 2;

    private static final @Nullable ThreadMXBean CPU = cpuClock();

    /** How often the calls under way are looked at. */
    private static final long SCAN_MILLIS = 20;

    /** The call each thread is in, outermost budget kept when one call is inside another. */
    private static final Map<Thread, Guard.Budget> CALLS = new ConcurrentHashMap<>();

    private static volatile @Nullable Thread scanner;

    private Watchdog() {}

    static void watch(Guard.Budget budget) {
        if (budget.overdue == Guard.Overdue.NONE) {
            return;
        }
        CALLS.put(budget.thread, budget);
        if (scanner == null) {
            start();
        }
    }

    /** The call of {@code budget} is over; {@code outer} (or null) is the call it was inside. */
    static void unwatch(Guard.Budget budget, Guard.Budget outer) {
        if (budget.overdue == Guard.Overdue.NONE) {
            return;
        }
        if (outer != null && outer.overdue != Guard.Overdue.NONE) {
            CALLS.put(budget.thread, outer);
        } else {
            CALLS.remove(budget.thread, budget);
        }
    }

    private static synchronized void start() {
        if (scanner != null) {
            return;
        }
        Thread t = new Thread(Watchdog::scanForever, "student-code-watchdog");
        t.setDaemon(true);
        t.start();
        scanner = t;
    }

    private static void scanForever() {
        while (true) {
            scan(System.nanoTime());
            LockSupport.parkNanos(SCAN_MILLIS * 1_000_000L);
        }
    }

    /** Looks at every call under way at {@code now}. */
    static void scan(long now) {
        for (Guard.Budget b : CALLS.values()) {
            long late = now - b.deadline;
            if (b.givenUp) {
                continue;
            }
            int ticks = b.ticks; // read across threads on purpose: it only has to be seen to move, sooner or later
            if (ticks != b.seenTicks) {
                b.seenTicks = ticks;
                b.quietSince = now;
                b.cpuAtTick = cpuTime(b.thread);
            }
            // a call still ticking stops itself at its deadline, with its own stack (so its line is named): it is
            // given up only once it has not ticked for the grace, or, ticking, is long past its time (a machine so
            // busy that the thread barely runs: grading thirty files at once on a few cores)
            long quiet = now - b.quietSince;
            boolean stuck = late > 0
                    && quiet > GRACE_MILLIS * 1_000_000L
                    && late > GRACE_MILLIS * 1_000_000L
                    && !(quiet < STARVED_MILLIS * 1_000_000L && notRun(b));
            if (stuck || late > HARD_LATE_FACTOR * b.limitNanos) {
                b.givenUp = true;
                // if it ever ticks again, it stops there (the reason was given from its stack below)
                b.stop(Guard.Reason.TIME, "time", Guard.seconds(b.limitNanos));
                CALLS.remove(b.thread, b);
                try {
                    b.overdue.givenUp(b.thread, b.limitNanos);
                } catch (RuntimeException | Error e) {
                    // what is told of it is ours; the watchdog must keep watching the other calls whatever it did
                }
            }
        }
    }

    /** Runnable, yet its CPU clock has hardly moved since its last tick: it has not been given a core. */
    private static boolean notRun(Guard.Budget b) {
        long cpu = cpuTime(b.thread);
        return b.thread.getState() == Thread.State.RUNNABLE
                && cpu >= 0
                && b.cpuAtTick >= 0
                && cpu - b.cpuAtTick < RAN_NANOS;
    }

    /** The thread's CPU time in ns, or -1 where the JVM does not keep it (then a quiet call is simply quiet). */
    private static long cpuTime(Thread t) {
        try {
            return CPU == null ? -1 : CPU.getThreadCpuTime(t.getId());
        } catch (RuntimeException e) {
            return -1;
        }
    }

    private static @Nullable ThreadMXBean cpuClock() {
        try {
            ThreadMXBean m = ManagementFactory.getThreadMXBean();
            if (m.isThreadCpuTimeSupported() && !m.isThreadCpuTimeEnabled()) {
                m.setThreadCpuTimeEnabled(true);
            }
            return m.isThreadCpuTimeSupported() ? m : null;
        } catch (RuntimeException | LinkageError e) {
            return null;
        }
    }

    /** Whether the call {@code thread} is in now is on view (tests). */
    static boolean watching(Thread thread) {
        return CALLS.containsKey(thread);
    }
}
