package bouncelab.ui.step;

import bouncelab.core.trace.Overlay;
import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.rules.RulesId;
import bouncelab.core.simulation.FrameHistory;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.ScriptedRun;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What the stepping window shows, as plain state a test can drive without a window: the shot, the algorithm, the
 * run worked out from them, where its {@link Transport} stands (the frame, the pass inside a swept frame,
 * playback), and which overlays are on. Every number comes from the core's traces; nothing here works out a
 * collision.
 */
public final class PlaybackModel implements Transport.Frames {
    /** Frames computed ahead for the timeline: ten seconds at 60 Hz. */
    public static final int HORIZON = 600;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final ObjectProperty<AlgorithmId> algorithm = new SimpleObjectProperty<>(this, "algorithm",
            AlgorithmId.SWEPT);
    /** Whose update loop runs the shot: the scenario's "rules", kept in step with it. */
    private final ReadOnlyObjectWrapper<RulesId> rules = new ReadOnlyObjectWrapper<>(this, "rules",
            RulesId.BOUNCE_LAB);
    /** "swept · Pong (Gordon)": the algorithm and the rules in one line, for headers and presentation mode. */
    private final ReadOnlyStringWrapper runName = new ReadOnlyStringWrapper(this, "runName");
    private final ObservableSet<Overlay> overlays = FXCollections.observableSet(Overlay.defaults());
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits", 0);
    private final ReadOnlyObjectWrapper<ComputedFrames> timeline = new ReadOnlyObjectWrapper<>(this, "timeline");
    /** The frame, the pass, playing and its speed: stepping through this run. */
    private final Transport transport = new Transport(HORIZON, this);
    /** Where a recorded game put the paddles, frame by frame; empty for an ordinary shot. */
    private List<List<Paddle>> script = List.of();

    /** The algorithms this model makes its runs with: the built-in five, and the student's once compiled. */
    private final Algorithms algorithms;
    /** The student's code failed in this run ({@code yours} only): the first failure, for the banner; else null. */
    private final ReadOnlyObjectWrapper<bouncelab.student.StudentCodeException> studentFailure =
            new ReadOnlyObjectWrapper<>(this, "studentFailure");

    public PlaybackModel(Scenario initial) {
        this(initial, new Algorithms());
    }

    public PlaybackModel(Scenario initial, Algorithms algorithms) {
        this.algorithms = Objects.requireNonNull(algorithms);
        scenario.set(initial);
        algorithm.set(AlgorithmId.of(initial.algorithm()));
        rebuild();
        scenario.addListener((o, was, now) -> {
            transport.frameProperty().set(0);
            transport.passProperty().set(0);
            rebuild();
        });
        algorithm.addListener((o, was, now) -> {
            transport.passProperty().set(0);
            rebuild(); // same frame, same initial shot, the other algorithm
        });
        algorithms.yoursProperty().addListener((o, was, now) -> {
            if (algorithm.get() != AlgorithmId.YOURS) {
                return;
            }
            if (now == null) {
                algorithm.set(AlgorithmId.PYTHAGORAS); // the test is gone: the one it imitates
            } else {
                rebuild(); // a new version of the student's test: same frame, run again
            }
        });
        scenario.addListener(o -> nameRun());
        algorithm.addListener(o -> nameRun());
        nameRun();
    }

    private void nameRun() {
        rules.set(RulesId.of(scenario.get().rules()));
        runName.set(algorithm.get().fileName() + " · " + rules.get().title());
    }

    private void rebuild() {
        CollisionAlgorithm chosen = algorithms.create(algorithm.get());
        FrameHistory run = script.isEmpty() ? new Run(scenario.get(), chosen)
                : new ScriptedRun(scenario.get(), chosen, script);
        List<FrameTrace> traces = new ArrayList<>(HORIZON);
        for (int f = 1; f <= HORIZON; f++) {
            traces.add(run.trace(f));
        }
        studentFailure.set(chosen instanceof GuardedYours g ? g.failure() : null);
        timeline.set(new ComputedFrames(run, traces));
    }

    /**
     * Shows a recorded game rally in the stepper: {@code start} is the shot as the rally began, {@code paddles}
     * where the players had the paddles in each frame since, and {@code frame} the frame to stop at (where the
     * game was paused). Switching algorithm runs the same rally, the same paddle moves, with the other one. Any
     * edit of the shot makes it an ordinary shot again.
     */
    public void showRecording(Scenario start, List<List<Paddle>> paddles, AlgorithmId played, int atFrame) {
        transport.setPlaying(false);
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
        transport.frameProperty().set(0);
        transport.jumpTo(atFrame);
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
                transport.frameProperty().set(0);
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

    public Algorithms algorithms() {
        return algorithms;
    }

    /** Where the student's code failed in this run (their line and the frame), or null: see {@link GuardedYours}. */
    public ReadOnlyObjectProperty<bouncelab.student.StudentCodeException> studentFailureProperty() {
        return studentFailure.getReadOnlyProperty();
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

    /** Whose update loop runs the shot (the scenario's "rules"); follows every change of the shot. */
    public ReadOnlyObjectProperty<RulesId> rulesProperty() {
        return rules.getReadOnlyProperty();
    }

    public RulesId rules() {
        return rules.get();
    }

    /**
     * Runs the same shot under other rules, staying at the same frame, as switching algorithm does. Like the
     * algorithm it is a way of looking at the shot, not an edit of it (it is saved with the shot all the same), and
     * a recorded rally stays a rally.
     */
    public void setRules(RulesId id) {
        Objects.requireNonNull(id);
        if (id == rules.get()) {
            return;
        }
        int at = transport.frame();
        transport.setPlaying(false);
        scenario.set(scenario.get().withRules(scenario.get().rules().withName(id.fileName())));
        transport.jumpTo(at);
    }

    /** The algorithm and the rules in one line, e.g. "swept · Pong (Gordon)". */
    public ReadOnlyStringProperty runNameProperty() {
        return runName.getReadOnlyProperty();
    }

    public String runName() {
        return runName.get();
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

    /** The last frame worked out ahead: the timeline's end. */
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

    /** The frames where something happened in this run. */
    @Override
    public List<Integer> eventFrames() {
        return timeline().eventFrames();
    }

    /** The trace drawn at the current frame; null at frame 0, before anything has moved. */
    public FrameTrace currentTrace() {
        return transport.frame() == 0 ? null : timeline().trace(transport.frame());
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
    public Transport transport() {
        return transport;
    }

    // --- stepping, as the model's users (lessons, games, the snapshot, tests) ask for it: through the transport

    public IntegerProperty frameProperty() {
        return transport.frameProperty();
    }

    public int frame() {
        return transport.frame();
    }

    public IntegerProperty passProperty() {
        return transport.passProperty();
    }

    public int pass() {
        return transport.pass();
    }

    public BooleanProperty playingProperty() {
        return transport.playingProperty();
    }

    public void jumpTo(int f) {
        transport.jumpTo(f);
    }

    public void stepForward() {
        transport.stepForward();
    }

    public void stepBack() {
        transport.stepBack();
    }

    public void nextEvent() {
        transport.nextEvent();
    }

    public void previousEvent() {
        transport.previousEvent();
    }

    public void passForward() {
        transport.passForward();
    }
}
