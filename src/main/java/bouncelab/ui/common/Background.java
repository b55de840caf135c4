package bouncelab.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;

/**
 * The one way work leaves the FX thread, and comes back. Every job off it — a heavy run's frames, a sweep, a file
 * read, an export, compiling and grading a student's test — starts here on a daemon thread (a closing window never
 * waits for one), and hands its answer to {@link #land()}: the FX thread in the window, the caller's thread in a
 * test that makes its own {@code Background}. Work that asks a student's test goes further apart on the way in
 * ({@code bouncelab.student.Apart}), so that no thread of this seam is ever lost to the student's code.
 */
public final class Background {
    /** The window's: answers on the FX thread. */
    public static final Background WINDOW = new Background(Platform::runLater);

    private final Executor land;

    /** {@code land}: where answers are handed back (the FX thread in the window). */
    public Background(Executor land) {
        this.land = land;
    }

    /** Where answers are handed back. */
    public Executor land() {
        return land;
    }

    /**
     * Runs {@code body} on a daemon thread of its own, named for what it does (as thread dumps show it); the thread,
     * for a long-lived loop that is stopped by interrupting it.
     */
    public Thread run(String name, Runnable body) {
        Thread t = daemon(body, name);
        t.start();
        return t;
    }

    /** One daemon thread that takes jobs one after another (pictures decoded in turn, not all at once). */
    public static ExecutorService serial(String name) {
        return Executors.newSingleThreadExecutor(r -> daemon(r, name));
    }

    private static Thread daemon(Runnable body, String name) {
        Thread t = new Thread(body, name);
        t.setDaemon(true);
        t.setPriority(PRIORITY);
        return t;
    }

    /**
     * The priority of every thread of this seam: below the FX thread's. Where Java hands priorities to the system
     * (Windows, most school PCs), the window is served first when a sweep or a run wants the same core; Linux
     * ignores it, and {@link Turns} keeps a core free there.
     */
    public static final int PRIORITY = Thread.NORM_PRIORITY - 2;

    /**
     * Runs {@code work} on a thread of its own and hands what it returned to {@code done}, or what it threw to
     * {@code failed}, both where this seam lands answers.
     */
    public <T> void start(String name, Callable<T> work, Consumer<? super T> done, Consumer<? super Throwable> failed) {
        run(name, () -> {
            T answer;
            try {
                answer = work.call();
            } catch (Exception | Error e) {
                land.execute(() -> failed.accept(e));
                return;
            }
            land.execute(() -> done.accept(answer));
        });
    }

    /**
     * How many threads the window's heavy work may keep busy at once: a core fewer than the machine has, at least
     * one. The FX thread keeps a core of its own, so the window answers while a sweep or a heavy run is worked out
     * (on a school PC's two cores, two sweep threads made it wait its turn for a core, stalling it).
     */
    public static int threads() {
        return Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    }

    /**
     * Where heavy runs are worked out: {@link #threads()} daemon threads, shared by the whole window, so Compare's
     * runs go side by side. Made when first asked for.
     */
    public static Executor runs() {
        return Runs.THREADS;
    }

    private static final class Runs {
        static final ExecutorService THREADS = Executors.newFixedThreadPool(threads(), new ThreadFactory() {
            private final AtomicInteger n = new AtomicInteger();

            @Override
            public Thread newThread(Runnable r) {
                return daemon(r, "run-frames-" + n.incrementAndGet());
            }
        });
    }
}
