package bouncelab.student;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicInteger;
import org.jspecify.annotations.Nullable;

/**
 * Where student code runs: threads of its own, never the caller's. Work that asks a student's test something (a
 * run, a sweep, a report card) is handed to a pool made for it, and the caller waits for whichever comes first: the
 * work's answer, or the test being put aside because one of its calls was given up ({@link Watchdog}). So a caller
 * — the window's background, {@code grade}'s worker — always gets an answer within a call's budget of the student's
 * code going quiet, and a thread lost to the student's code is one of this pool's, never the FX thread or Java's
 * common pool (which the whole app shares: a parallel stream inside the work runs on this pool instead).
 */
public final class Apart {
    private Apart() {}

    /**
     * The priority of the threads student code runs on: below the window's (where the system heeds it, Windows), as
     * the window's own background threads are; a student's test never outranks the window it runs for.
     */
    static final int PRIORITY = Thread.NORM_PRIORITY - 2;

    /** A thread of a pool made by {@link #run}: student code may run here. */
    static final class StudentThread extends ForkJoinWorkerThread {
        StudentThread(ForkJoinPool pool) {
            super(pool);
            setName("student-code-" + getPoolIndex());
            setDaemon(true);
            setPriority(PRIORITY);
        }
    }

    /** A thread of {@link #ONE_CALL}: student code may run here too. */
    private static final class CallThread extends Thread {
        private static final AtomicInteger COUNT = new AtomicInteger();

        CallThread(Runnable r) {
            super(r, "student-call-" + COUNT.incrementAndGet());
            setDaemon(true);
            setPriority(PRIORITY);
        }
    }

    /**
     * Where a single call asked from elsewhere is made (a worked example asked by a test, a frame past a run's end):
     * threads made as needed and kept a minute, so a thread lost to the student's code is simply not reused.
     */
    private static final ExecutorService ONE_CALL = Executors.newCachedThreadPool(CallThread::new);

    /** Whether the calling thread is one of those student code runs on. */
    public static boolean here() {
        Thread t = Thread.currentThread();
        return t instanceof StudentThread || t instanceof CallThread;
    }

    /** One call into {@code test}, made on a thread apart and waited for as {@link #run} waits. */
    static <T> T call(StudentTest test, Callable<T> call) {
        return answer(test, CompletableFuture.supplyAsync(() -> call(call), ONE_CALL));
    }

    /**
     * Runs {@code work} on threads apart (one a core, for the sweep's parallel speeds) and gives its answer, or throws
     * what it threw; if {@code test} is put aside meanwhile, throws why at once, without waiting for the work. Called
     * from a thread apart, runs {@code work} there and then.
     */
    public static <T> T run(StudentTest test, Callable<T> work) {
        if (here()) {
            return call(work);
        }
        ForkJoinPool pool = new ForkJoinPool(
                Math.max(1, Runtime.getRuntime().availableProcessors()), StudentThread::new, null, false);
        try {
            return answer(test, CompletableFuture.supplyAsync(() -> call(work), pool));
        } finally {
            pool.shutdownNow(); // a thread still inside the student's code is left; the pool takes no more
        }
    }

    /** Waits for {@code answer}, or for {@code test} to be put aside, whichever is first. */
    private static <T> T answer(StudentTest test, CompletableFuture<T> answer) {
        CompletableFuture<Object> first = CompletableFuture.anyOf(answer, test.putAsideFuture());
        try {
            first.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new CancellationException("interrupted while student code ran");
        } catch (ExecutionException e) {
            // the work threw: below gives it as it was
        }
        if (!answer.isDone()) {
            throw test.putAsideFuture().join();
        }
        try {
            return answer.join();
        } catch (CompletionException e) {
            throw unwrapped(e.getCause());
        }
    }

    private static <T> T call(Callable<T> work) {
        try {
            return work.call();
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Exception e) {
            throw new CompletionException(e);
        }
    }

    private static RuntimeException unwrapped(@Nullable Throwable t) {
        if (t instanceof RuntimeException r) {
            return r;
        }
        if (t instanceof Error e) {
            throw e;
        }
        return new CompletionException(t);
    }
}
