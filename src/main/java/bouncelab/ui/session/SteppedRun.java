package bouncelab.ui.session;

import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import bouncelab.student.StudentCodeException;
import java.util.List;
import java.util.Objects;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import org.jspecify.annotations.Nullable;

/**
 * A run shown and stepped through, whatever it was asked for from: its frames as they landed ({@link ShownRun}),
 * where they are worked out and how far ({@link RunRequests}), Stop and Cancel while they are, what the frame shown
 * holds, and the {@link Transport} over it. {@link PlaybackModel} says what to run.
 */
public abstract sealed class SteppedRun implements Transport.Frames, Stepping permits PlaybackModel {
    /** Where and how the runs asked for are worked out; only the latest lands. */
    final RunRequests requests;
    /** The run shown: what Cancel and Stop act on. */
    final ShownRun run;
    /** The frame, the pass, playing and its speed: stepping through this run. */
    final Transport transport;

    /** Runs made with {@code algorithms} at {@code place}, each worked out to {@code frames}, stepped to {@code lastFrame}. */
    SteppedRun(Algorithms algorithms, RunPlace place, int frames, int lastFrame) {
        this.requests = new RunRequests(place, frames);
        this.run = new ShownRun(this, Objects.requireNonNull(algorithms), requests);
        this.transport = new Transport(lastFrame, this);
    }

    /** Asks for the run again, as it is chosen now. */
    abstract void rebuild();

    /** Stops the run being worked out and goes back to the run shown before; false if there is none. */
    public abstract boolean cancelComputing();

    /** Where this model works its runs out: {@link RunPlace#HERE} (the default), or the window's background. */
    public RunPlace runPlace() {
        return requests.place();
    }

    /** Works the runs out at {@code p} from now on (render draws the window's runs at once, here). */
    public void setRunPlace(RunPlace p) {
        requests.setPlace(p);
    }

    /** True while the run shown is not yet the one asked for: its frames are being worked out elsewhere. */
    public ReadOnlyBooleanProperty computingProperty() {
        return requests.computingProperty();
    }

    public boolean isComputing() {
        return requests.isComputing();
    }

    /** The share of the frames being worked out that are done, 0 to 1. */
    public ReadOnlyDoubleProperty computingProgressProperty() {
        return requests.progressProperty();
    }

    /** {@link PlaybackModel#canCancelComputing()}, to bind a Cancel button to. */
    public ReadOnlyBooleanProperty cancellableProperty() {
        return run.cancellableProperty();
    }

    /**
     * Stops working out the run asked for and shows what is shown now (for a new shot, its start), for Compare's
     * Cancel, where a new shot has no earlier run of its own to go back to. {@link #computeAgain()} starts again.
     */
    public void stopComputing() {
        run.stop();
    }

    /**
     * Cancel while a run is worked out: back to the run shown before when there is one of this shot
     * ({@link #cancelComputing()}), else stopped with the shot's start shown ({@link #stopComputing()}).
     */
    public void cancel() {
        if (!cancelComputing()) {
            stopComputing();
        }
    }

    /** After {@link #stopComputing()}: the run asked for, worked out again from the start. */
    public void computeAgain() {
        if (run.isStopped()) {
            rebuild();
        }
    }

    /** True after {@link #stopComputing()} until the run is asked for again. */
    /**
     * True when the run asked for was refused for recording more working than the window's budget (a speed typed
     * too high among bricks): it is then stopped too, and the window says why.
     */
    public ReadOnlyBooleanProperty tooMuchWorkProperty() {
        return run.tooMuchWorkProperty();
    }

    public ReadOnlyBooleanProperty stoppedProperty() {
        return run.stoppedProperty();
    }

    public boolean isStopped() {
        return run.isStopped();
    }

    /** Where the student's code failed in this run (their line and the frame), or null: see {@link GuardedYours}. */
    public ReadOnlyObjectProperty<StudentCodeException> studentFailureProperty() {
        return run.studentFailureProperty();
    }

    public ReadOnlyObjectProperty<ComputedFrames> timelineProperty() {
        return run.framesProperty();
    }

    public ComputedFrames timeline() {
        return run.frames();
    }

    @Override
    public Observable runChanged() {
        return run.changed();
    }

    /** The frames where something happened in this run. */
    @Override
    public List<Integer> eventFrames() {
        return timeline().eventFrames();
    }

    /** The trace drawn at the current frame; null at frame 0, before anything has moved, and while pending. */
    public @Nullable FrameTrace currentTrace() {
        int f = transport.frame();
        return f == 0 || f > timeline().frames() ? null : timeline().trace(f);
    }

    /** The state shown: after the current frame. */
    public SimState currentState() {
        return timeline().state(transport.frame());
    }

    /** The state the current frame started from (its bricks are the ones drawn). */
    public SimState stateBefore() {
        return timeline().state(Math.max(0, transport.frame() - 1));
    }

    /** Passes of the current frame: more than one when a swept frame bounced. */
    public int passCount() {
        FrameTrace t = currentTrace();
        return t == null ? 0 : t.passes();
    }

    /** The frame, the pass, playing and speed: what the transport bar, the keys and the clock drive. */
    @Override
    public Transport transport() {
        return transport;
    }
}
