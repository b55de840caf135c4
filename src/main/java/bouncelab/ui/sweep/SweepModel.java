package bouncelab.ui.sweep;

import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.step.Algorithms;
import javafx.application.Platform;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The sweep view's state: the spec to run, the last result, and whether a sweep is running. The sweep itself is the
 * core's {@link SpeedSweep}, run on a thread of its own so the window stays live; its result arrives on the FX
 * thread. Only the latest request's result is kept.
 */
public final class SweepModel {
    private final ObjectProperty<SweepSpec> spec = new SimpleObjectProperty<>(this, "spec", SweepSpec.DEFAULT);
    private final ReadOnlyObjectWrapper<SweepResult> result = new ReadOnlyObjectWrapper<>(this, "result");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private int requests;
    /** Makes each algorithm of a sweep: the window's, so that {@code yours} runs the student's test. */
    private final Algorithms algorithms;

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

    public ReadOnlyObjectProperty<SweepResult> resultProperty() {
        return result.getReadOnlyProperty();
    }

    public SweepResult result() {
        return result.get();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Runs the current spec in the background (call on the FX thread); the result replaces the last one. */
    public void run() {
        SweepSpec s = spec.get();
        int request = ++requests;
        running.set(true);
        Thread worker = new Thread(() -> {
            SweepResult r = null;
            try {
                r = SpeedSweep.run(s, algorithms::create);
            } finally {
                SweepResult done = r; // null after a bug: the running flag must still come down
                Platform.runLater(() -> {
                    if (request == requests) {
                        if (done != null) {
                            result.set(done);
                        }
                        running.set(false);
                    }
                });
            }
        }, "speed-sweep");
        worker.setDaemon(true);
        worker.start();
    }

    /** Runs the current spec here and now (tests, and a caller already off the FX thread). */
    public void runNow() {
        requests++;
        result.set(SpeedSweep.run(spec.get(), algorithms::create));
        running.set(false);
    }
}
