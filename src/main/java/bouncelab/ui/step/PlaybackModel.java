package bouncelab.ui.step;

import bouncelab.core.trace.Overlay;
import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.ScriptedRun;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the stepping window shows, as plain state a test can drive without a window: the shot, the algorithm, the
 * frame (0 is the start; frame n shows the working of the n-th step), the pass inside a swept frame (0 shows the
 * whole frame), playback, and which overlays are on. Every number comes from the core's traces; nothing here
 * works out a collision.
 */
public final class PlaybackModel implements Transport {
    /** Frames computed ahead for the timeline: ten seconds at 60 Hz. */
    public static final int HORIZON = 600;
    public static final double MIN_SPEED = 0.05;
    public static final double MAX_SPEED = 2;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final ObjectProperty<AlgorithmId> algorithm = new SimpleObjectProperty<>(this, "algorithm",
            AlgorithmId.SWEPT);
    private final IntegerProperty frame = new SimpleIntegerProperty(this, "frame", 0);
    private final IntegerProperty pass = new SimpleIntegerProperty(this, "pass", 0);
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1);
    private final ObservableSet<Overlay> overlays = FXCollections.observableSet(Overlay.defaults());
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits", 0);
    private final ReadOnlyObjectWrapper<ComputedFrames> timeline = new ReadOnlyObjectWrapper<>(this, "timeline");
    /** Where a recorded game put the paddles, frame by frame; empty for an ordinary shot. */
    private List<List<Paddle>> script = List.of();

    public PlaybackModel(Scenario initial) {
        scenario.set(initial);
        algorithm.set(AlgorithmId.of(initial.algorithm()));
        rebuild();
        scenario.addListener((o, was, now) -> {
            frame.set(0);
            pass.set(0);
            rebuild();
        });
        algorithm.addListener((o, was, now) -> {
            pass.set(0);
            rebuild(); // same frame, same initial shot, the other algorithm
        });
        frame.addListener((o, was, now) -> pass.set(0));
        speed.addListener((o, was, now) -> {
            double clamped = Math.max(MIN_SPEED, Math.min(MAX_SPEED, now.doubleValue()));
            if (clamped != now.doubleValue()) {
                speed.set(clamped);
            }
        });
    }

    private void rebuild() {
        List<FrameTrace> traces = new ArrayList<>(HORIZON);
        if (script.isEmpty()) {
            Run run = new Run(scenario.get(), algorithm.get().create());
            for (int f = 1; f <= HORIZON; f++) {
                traces.add(run.trace(f));
            }
            timeline.set(new ComputedFrames(run, traces));
        } else {
            ScriptedRun run = new ScriptedRun(scenario.get(), algorithm.get().create(), script);
            for (int f = 1; f <= HORIZON; f++) {
                traces.add(run.trace(f));
            }
            timeline.set(new ComputedFrames(run::state, traces));
        }
    }

    /**
     * Shows a recorded game rally in the stepper: {@code start} is the shot as the rally began, {@code paddles}
     * where the players had the paddles in each frame since, and {@code frame} the frame to stop at (where the
     * game was paused). Switching algorithm runs the same rally, the same paddle moves, with the other one. Any
     * edit of the shot makes it an ordinary shot again.
     */
    public void showRecording(Scenario start, List<List<Paddle>> paddles, AlgorithmId played, int atFrame) {
        playing.set(false);
        script = List.copyOf(paddles);
        Objects.requireNonNull(played);
        if (algorithm.get() == played && scenario.get().equals(start)) {
            rebuild();
        } else if (!scenario.get().equals(start)) {
            algorithm.set(played);
            scenario.set(start);
        } else {
            algorithm.set(played);
        }
        frame.set(0);
        jumpTo(atFrame);
    }

    /** Frames of a recorded rally (0 for an ordinary shot). */
    public int recordedFrames() {
        return script.size();
    }

    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    public Scenario scenario() {
        return scenario.get();
    }

    /** Replace the shot (a file or lesson opened): the run restarts from frame 0. */
    public void setScenario(Scenario s) {
        if (!script.isEmpty()) {
            script = List.of();
            if (s.equals(scenario.get())) {
                rebuild();
                frame.set(0);
            }
        }
        scenario.set(s);
    }

    /** Replace the shot by the user's own edit (a drag, a typed value): as setScenario, and counted as an edit. */
    public void edit(Scenario s) {
        setScenario(s);
        edits.set(edits.get() + 1);
    }

    /** How many edits the user has made: what autosave listens to (opening a file or a lesson is no edit). */
    public ReadOnlyIntegerProperty editsProperty() {
        return edits.getReadOnlyProperty();
    }

    public ObjectProperty<AlgorithmId> algorithmProperty() {
        return algorithm;
    }

    public AlgorithmId algorithm() {
        return algorithm.get();
    }

    public void setAlgorithm(AlgorithmId id) {
        algorithm.set(Objects.requireNonNull(id)); // fails here rather than at the next rebuild
    }

    public IntegerProperty frameProperty() {
        return frame;
    }

    public int frame() {
        return frame.get();
    }

    public IntegerProperty passProperty() {
        return pass;
    }

    public int pass() {
        return pass.get();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    public DoubleProperty speedProperty() {
        return speed;
    }

    public ObservableSet<Overlay> overlays() {
        return overlays;
    }

    public boolean isOn(Overlay o) {
        return overlays.contains(o);
    }

    public void setOverlay(Overlay o, boolean on) {
        if (on) {
            overlays.add(o);
        } else {
            overlays.remove(o);
        }
    }

    public ReadOnlyObjectProperty<ComputedFrames> timelineProperty() {
        return timeline.getReadOnlyProperty();
    }

    public ComputedFrames timeline() {
        return timeline.get();
    }

    public int lastFrame() {
        return HORIZON;
    }

    @Override
    public double dt() {
        return scenario.get().dt();
    }

    @Override
    public javafx.beans.Observable runChanged() {
        return timeline;
    }

    /** The trace drawn at the current frame; null at frame 0, before anything has moved. */
    public FrameTrace currentTrace() {
        return frame.get() == 0 ? null : timeline().trace(frame.get());
    }

    /** The state shown: after the current frame. */
    public SimState currentState() {
        return timeline().state(frame.get());
    }

    /** The state the current frame started from (its bricks are the ones drawn). */
    public SimState stateBefore() {
        return timeline().state(Math.max(0, frame.get() - 1));
    }

    public void jumpTo(int f) {
        frame.set(Math.max(0, Math.min(HORIZON, f)));
    }

    public void stepForward() {
        jumpTo(frame.get() + 1);
    }

    public void stepBack() {
        jumpTo(frame.get() - 1);
    }

    public void toStart() {
        playing.set(false);
        jumpTo(0);
    }

    public void nextEvent() {
        timeline().nextEventAfter(frame.get()).ifPresent(this::jumpTo);
    }

    public void previousEvent() {
        timeline().previousEventBefore(frame.get()).ifPresent(this::jumpTo);
    }

    /** Passes of the current frame: more than one when a swept frame bounced. */
    public int passCount() {
        FrameTrace t = currentTrace();
        return t == null ? 0 : t.passes();
    }

    /** Step inside the frame: 1 shows the first pass only, then the next, then back to the whole frame (0). */
    public void passForward() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() >= n ? 0 : pass.get() + 1);
        }
    }

    public void passBack() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() <= 0 ? n : pass.get() - 1);
        }
    }

    public void togglePlaying() {
        if (!playing.get() && frame.get() >= HORIZON) {
            frame.set(0);
        }
        playing.set(!playing.get());
    }

    /** Called by the animation clock: advance if playing; stop at the end. */
    public void tick() {
        if (!playing.get()) {
            return;
        }
        if (frame.get() >= HORIZON) {
            playing.set(false);
        } else {
            stepForward();
        }
    }

    /** Real seconds between frames when playing: the shot's dt slowed or sped by the playback speed. */
    public double secondsPerFrame() {
        return scenario.get().dt() / speed.get();
    }
}
