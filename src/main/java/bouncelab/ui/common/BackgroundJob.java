package bouncelab.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * One long job at a time (File → Export, a worksheet, a lessons folder read) on a thread of the {@link Background}
 * seam: whether one is running, what it is, how far it is, and Cancel. The job asks the FX thread only
 * for the pieces that must be made there (pictures), one at a time, so the window answers in between. Its end
 * (done, failed or cancelled) is told on the FX thread; a cancelled job's end is dropped. Call on the FX thread.
 */
public final class BackgroundJob {
    /** The job's body, on its own thread; returns what to tell when it is done. */
    @FunctionalInterface
    public interface Work {
        String run(JobSteps steps) throws Exception;
    }

    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper what = new ReadOnlyStringWrapper(this, "what", "");
    private final LatestRequest requests = new LatestRequest();
    private final Background background;

    /** The window's: its job on a thread of the {@link Background} seam, its end told on the FX thread. */
    public BackgroundJob() {
        this(Background.WINDOW);
    }

    public BackgroundJob(Background background) {
        this.background = background;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** The share done, 0 to 1; -1 (not known) until the job first says. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** "Writing the worksheet…": what is running, for the progress line. */
    public ReadOnlyStringProperty whatProperty() {
        return what.getReadOnlyProperty();
    }

    /**
     * Starts {@code work} unless a job is running (then false, and nothing starts). {@code done} gets what it
     * returned, {@code failed} the message of what it threw; both on the FX thread, neither after a Cancel.
     */
    public boolean start(String doing, Work work, Consumer<String> done, Consumer<String> failed) {
        if (running.get()) {
            return false;
        }
        LatestRequest.Request request = requests.next();
        what.set(doing);
        progress.set(-1); // not known until the job first says
        running.set(true);
        Steps steps = new Steps(request);
        background.run("job: " + doing, () -> {
            String message = null;
            String problem = null;
            try {
                message = work.run(steps);
            } catch (JobSteps.Cancelled e) {
                return; // cancel() has already brought the running flag down
            } catch (Exception | Error e) {
                problem = e.getMessage() == null ? e.toString() : e.getMessage();
            }
            String ok = message;
            String bad = problem;
            background.land().execute(() -> {
                if (request.isLatest()) {
                    running.set(false);
                    if (bad == null) {
                        done.accept(ok);
                    } else {
                        failed.accept(bad);
                    }
                }
            });
        });
        return true;
    }

    /** Stops the job running: what it was writing is not written. */
    public void cancel() {
        if (running.get()) {
            requests.drop();
            running.set(false);
        }
    }

    /** The steps of the job of one request, on its thread. */
    private final class Steps implements JobSteps {
        private final LatestRequest.Request request;

        Steps(LatestRequest.Request request) {
            this.request = request;
        }

        @Override
        public <T> T onFx(Supplier<T> work) {
            CompletableFuture<T> f = FxCall.later(work);
            try {
                return f.get();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new Cancelled();
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException re) {
                    throw re;
                }
                if (e.getCause() instanceof Error er) {
                    throw er;
                }
                throw new IllegalStateException(e.getCause());
            }
        }

        @Override
        public void progress(int done, int of) {
            background.land().execute(() -> {
                if (request.isLatest() && of > 0) {
                    progress.set((double) done / of);
                }
            });
        }

        @Override
        public void check() {
            if (request.stopped()) {
                throw new Cancelled();
            }
        }
    }
}
