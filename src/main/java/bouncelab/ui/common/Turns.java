package bouncelab.ui.common;

import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

/**
 * The cores the window's heavy work may keep busy, all of it together, taken in turns. Each pool keeps a core for the
 * FX thread on its own ({@link Background#threads()}), but a sweep still running beside Compare's runs kept both of
 * a school PC's two cores busy, and the FX thread waited its turn for one (bench/fx-stalls.sh: Compare's first
 * opening stalled 138 ms on 31 ms of its own work). A job holds a {@link Turn} while it works and lets waiting work
 * have the cores each time it asks whether to stop (between frames, between shots), so jobs take turns and never
 * more than {@link Background#threads()} cores are busy at once.
 */
public final class Turns {
    /** The window's: as many cores as {@link Background#threads()}. */
    public static final Turns WINDOW = new Turns(Background.threads());

    private final int cores;
    private final Semaphore free;

    /** Turns at {@code cores} cores (at least one). */
    public Turns(int cores) {
        this.cores = Math.max(1, cores);
        this.free = new Semaphore(this.cores, true); // fair: a job that lets go queues behind the ones waiting
    }

    /**
     * Waits for a turn of {@code cores} of them (at most all), runs {@code work} with it, and lets go whatever
     * happened. The turn is let go by the thread that took it, even if the threads {@code work} asks (a student's
     * test, on threads apart) never come back.
     */
    public <T> T taking(int cores, Function<Turn, T> work) {
        Turn turn = new Turn(Math.max(1, Math.min(cores, this.cores)));
        turn.take();
        try {
            return work.apply(turn);
        } finally {
            turn.finish();
        }
    }

    /** How many cores are free now (for tests). */
    int free() {
        return free.availablePermits();
    }

    /** How many threads wait for a turn now (for tests). */
    int waiting() {
        return free.getQueueLength();
    }

    /** One job's hold on its cores. */
    public final class Turn {
        private final int cores;
        private boolean holding;
        private boolean finished;

        private Turn(int cores) {
            this.cores = cores;
        }

        private void take() {
            free.acquireUninterruptibly(cores);
            synchronized (this) {
                if (finished) { // finished while this thread waited: the cores go straight back
                    free.release(cores);
                } else {
                    holding = true;
                }
            }
        }

        /**
         * {@code stop}, asked after letting any waiting job have the cores first: what a job polls between frames or
         * shots. A thread that polls after the job has finished (one the student's code held up) takes nothing.
         */
        public BooleanSupplier between(BooleanSupplier stop) {
            return () -> {
                boolean letGo = false;
                synchronized (this) {
                    if (holding && !finished && free.hasQueuedThreads()) {
                        free.release(cores);
                        holding = false;
                        letGo = true;
                    }
                }
                if (letGo) {
                    take();
                }
                return stop.getAsBoolean();
            };
        }

        private synchronized void finish() {
            finished = true;
            if (holding) {
                free.release(cores);
                holding = false;
            }
        }
    }
}
