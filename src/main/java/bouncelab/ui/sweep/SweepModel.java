package bouncelab.ui.sweep;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.student.Apart;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentTest;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.LatestRequest;
import bouncelab.ui.common.Turns;
import bouncelab.ui.session.Algorithms;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.jspecify.annotations.Nullable;

/**
 * The sweep view's state: the spec to run, the last result, whether a sweep is running and how far it is. The sweep
 * itself is the core's {@link SpeedSweep}, run on a thread of its own (its speeds on every core) so the window stays
 * live; while it runs, the result so far (the speeds done) arrives on the FX thread after each speed, so the chart
 * fills in as it goes, and {@link #complete()} says whether the result holds every speed. Only the latest request's
 * results are kept; {@link #cancel()} stops it and keeps what was done.
 */
public final class SweepModel {
    private final ObjectProperty<SweepSpec> spec = new SimpleObjectProperty<>(this, "spec", SweepSpec.DEFAULT);
    private final ReadOnlyObjectWrapper<SweepResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyBooleanWrapper complete = new ReadOnlyBooleanWrapper(this, "complete", false);
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final LatestRequest requests = new LatestRequest();
    /** Makes each algorithm of a sweep: the window's, so that {@code yours} runs the student's test. */
    private final Algorithms algorithms;
    /** Where a sweep runs and its progress lands. */
    private final Background background = Background.WINDOW;

    public SweepModel() {
        this(new Algorithms());
    }

    public SweepModel(Algorithms algorithms) {
        this.algorithms = algorithms;
    }

    /** The algorithms the sweep offers: the five, and yours once it has compiled. */
    public Algorithms algorithms() {
        return algorithms;
    }

    public ObjectProperty<SweepSpec> specProperty() {
        return spec;
    }

    public SweepSpec spec() {
        return spec.get();
    }

    /** The last result: every speed once {@link #complete()}, the speeds done so far while running or cancelled. */
    public ReadOnlyObjectProperty<SweepResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public SweepResult result() {
        return result.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Whether {@link #result()} holds every speed of its spec (false while running and after a cancel). */
    public ReadOnlyBooleanProperty completeProperty() {
        return complete.getReadOnlyProperty();
    }

    public boolean complete() {
        return complete.get();
    }

    /** The share of speeds done, 0 to 1, of the sweep running (or of the last one). */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** Runs the current spec in the background (call on the FX thread); its results replace the last ones. */
    public void run() {
        SweepSpec s = runnable(spec.get());
        if (s == null) {
            return;
        }
        LatestRequest.Request request = requests.next(); // a sweep still running for an earlier request stops
        running.set(true);
        complete.set(false);
        progress.set(0);
        background.run("speed-sweep", () -> {
            Optional<SweepResult> r = Optional.empty();
            try {
                // the latest speeds done, handed over once the FX thread has taken the last: a cold sweep finishes
                // speeds faster than the chart is drawn again, and each drawing queued behind the last held it
                AtomicReference<Runnable> latest = new AtomicReference<>();
                SpeedSweep.Progress told = (soFar, done, total) -> {
                    Runnable show = () -> {
                        if (request.isLatest()) {
                            result.set(soFar);
                            progress.set((double) done / total);
                        }
                    };
                    if (latest.getAndSet(show) == null) {
                        background.land().execute(() -> latest.getAndSet(null).run());
                    }
                };
                StudentTest student = s.algorithms().contains(AlgorithmId.YOURS) ? algorithms.yours() : null;
                // its cores taken in turns with the window's other heavy work, between shots
                r = Turns.WINDOW.taking(Background.threads(), turn -> {
                    BooleanSupplier stop = turn.between(request::stopped);
                    return student == null
                            ? SpeedSweep.run(s, algorithms::create, told, stop, Background.threads())
                            // the student's test is asked on threads of its own, the sweep's parallel speeds too
                            : Apart.run(
                                    student,
                                    () -> SpeedSweep.run(s, algorithms::create, told, stop, Background.threads()));
                });
            } catch (StudentCodeException e) {
                // put aside mid-sweep (a call never came back): the window says why; this sweep has no result
            } finally {
                Optional<SweepResult> finished = r; // empty after a cancel or a bug: the running flag must come down
                background.land().execute(() -> {
                    if (request.isLatest()) {
                        finished.ifPresent(f -> {
                            result.set(f); // equal to the last speed's result so far: listen to complete too
                            progress.set(1);
                            complete.set(true);
                        });
                        running.set(false);
                    }
                });
            }
        });
    }

    /**
     * The spec as it can run now: without {@code yours} once there is no test to run (put aside since the spec was
     * set), rather than a sweep that fails on its thread; null if nothing is left to sweep.
     */
    private @Nullable SweepSpec runnable(SweepSpec s) {
        if (!s.algorithms().contains(AlgorithmId.YOURS) || algorithms.yours() != null) {
            return s;
        }
        List<AlgorithmId> left =
                s.algorithms().stream().filter(a -> a != AlgorithmId.YOURS).toList();
        return left.isEmpty() ? null : s.withAlgorithms(left);
    }

    /** Stops the sweep running (call on the FX thread); the speeds done so far stay shown. */
    public void cancel() {
        if (running.get()) {
            requests.drop();
            running.set(false);
        }
    }

    /** Runs the current spec here and now (tests, and a caller already off the FX thread). */
    public void runNow() {
        cancel();
        requests.drop();
        SweepSpec sp = runnable(spec.get());
        if (sp == null) {
            return;
        }
        StudentTest student = sp.algorithms().contains(AlgorithmId.YOURS) ? algorithms.yours() : null;
        SweepResult r = student == null
                ? SpeedSweep.run(sp, algorithms::create)
                : Apart.run(student, () -> SpeedSweep.run(sp, algorithms::create));
        complete.set(false);
        result.set(r);
        progress.set(1);
        running.set(false);
        complete.set(true);
    }
}
