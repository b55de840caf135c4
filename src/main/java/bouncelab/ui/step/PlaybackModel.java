package bouncelab.ui.step;

import bouncelab.core.trace.Overlay;
import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.rules.RulesId;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
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

import java.util.List;
import java.util.Objects;

/**
 * What the stepping window shows, as plain state a test can drive without a window: the shot, the algorithm, the
 * run worked out from them, where its {@link Transport} stands (the frame, the pass inside a swept frame,
 * playback), and which overlays are on. Every number comes from the core's traces; nothing here works out a
 * collision.
 *
 * <p>Where the run's frames are worked out is its {@link RunPlace}: at once by default; in the window, a heavy
 * shot's on a background thread, as the speed sweep runs (only the latest request lands, {@link #computingProperty()}
 * and {@link #computingProgressProperty()} say how far it is, {@link #cancelComputing()} goes back). Until they land
 * the run shown is the one before for the same shot (another algorithm: the frame stays), or the new shot at its
 * start: that is {@link ShownRun}'s; this model says what to run and steps through what is shown.
 */
public final class PlaybackModel implements Transport.Frames {
    /** Frames computed ahead for the timeline: ten seconds at 60 Hz. */
    public static final int HORIZON = 600;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final ObjectProperty<AlgorithmId> algorithm = new SimpleObjectProperty<>(this, "algorithm",
            AlgorithmId.of(Scenario.DEFAULT_ALGORITHM));
    /** Whose update loop runs the shot: the scenario's "rules", kept in step with it. */
    private final ReadOnlyObjectWrapper<RulesId> rules = new ReadOnlyObjectWrapper<>(this, "rules",
            RulesId.BOUNCE_LAB);
    /** "swept · Pong (Gordon)": the algorithm and the rules in one line, for headers and presentation mode. */
    private final ReadOnlyStringWrapper runName = new ReadOnlyStringWrapper(this, "runName");
    private final ObservableSet<Overlay> overlays = FXCollections.observableSet(Overlay.defaults());
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits", 0);
    /** The frame, the pass, playing and its speed: stepping through this run. */
    private final Transport transport = new Transport(HORIZON, this);
    /** Where a recorded game put the paddles, frame by frame; empty for an ordinary shot. */
    private List<List<Paddle>> script = List.of();

    /** The algorithms this model makes its runs with: the built-in five, and the student's once compiled. */
    private final Algorithms algorithms;

    public PlaybackModel(Scenario initial) {
        this(initial, new Algorithms());
    }

    /** Where and how the runs asked for are worked out; only the latest lands. */
    private final RunRequests requests;
    /** The run shown, worked out from the shot, the algorithm and the script: what Cancel and Stop act on. */
    private final ShownRun run;
    /** Set while Cancel puts the algorithm back: that is no request for a new run. */
    private boolean restoring;

    public PlaybackModel(Scenario initial, Algorithms algorithms) {
        this(initial, algorithms, RunPlace.HERE);
    }

    /** A model computing its heavy runs at {@code place} (the first one too). */
    public PlaybackModel(Scenario initial, Algorithms algorithms, RunPlace place) {
        this(initial, algorithms, place, AlgorithmId.of(initial.algorithm()), HORIZON);
    }

    /**
     * A model for a picture of one frame: {@code shot} run by {@code algorithm} at once, worked out to {@code frame}
     * only (what is drawn at a frame is that frame and those before it), and shown at that frame.
     */
    public static PlaybackModel atFrame(Scenario shot, AlgorithmId algorithm, int frame) {
        int f = Math.max(0, Math.min(HORIZON, frame));
        PlaybackModel model = new PlaybackModel(shot, new Algorithms(), RunPlace.HERE, algorithm, f);
        model.jumpTo(f);
        return model;
    }

    /** {@code first}: the algorithm of the first run; {@code frames}: how far each run is worked out. */
    private PlaybackModel(Scenario initial, Algorithms algorithms, RunPlace place, AlgorithmId first, int frames) {
        this.algorithms = Objects.requireNonNull(algorithms);
        this.requests = new RunRequests(place, frames);
        this.run = new ShownRun(this, algorithms, requests);
        scenario.set(initial);
        algorithm.set(Objects.requireNonNull(first));
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
                algorithm.set(AlgorithmId.YOURS.standIn()); // the test is gone: the one it imitates
            } else {
                rebuild(); // a new version of the student's test: same frame, run again
            }
        });
        scenario.addListener(o -> nameRun());
        algorithm.addListener(o -> nameRun());
        run.changed().addListener(o -> nameRun());
        requests.computingProperty().addListener(o -> nameRun());
        nameRun();
    }

    /**
     * The name of the run whose numbers are shown. While another algorithm's run is worked out the last one stays on
     * screen, and its working must not be titled with the new algorithm's name.
     */
    private void nameRun() {
        rules.set(RulesId.of(scenario.get().rules()));
        AlgorithmId shown = run.shownAlgorithm(algorithm.get());
        String name = shown.fileName() + " · " + RulesChoice.title(rules.get());
        runName.set(shown == algorithm.get() ? name
                : bouncelab.ui.common.UiWords.window("working.until", name, algorithm.get().fileName()));
    }

    private void rebuild() {
        if (!restoring) {
            run.ask(scenario.get(), algorithm.get(), script);
        }
    }

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

    /**
     * Whether {@link #cancelComputing()} can go back: the run computing is the same shot with another algorithm
     * than the run shown. A new shot (opened, edited, other rules) has no run to go back to that is still its own.
     */
    public boolean canCancelComputing() {
        return run.canGoBack(scenario.get(), script, algorithm.get());
    }

    /** {@link #canCancelComputing()}, to bind a Cancel button to. */
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
    public ReadOnlyBooleanProperty stoppedProperty() {
        return run.stoppedProperty();
    }

    public boolean isStopped() {
        return run.isStopped();
    }

    /** Stops the run being worked out and puts the algorithm back to the run shown; false if there was none. */
    public boolean cancelComputing() {
        return run.goBack(scenario.get(), script, algorithm.get(), shown -> {
            restoring = true;
            try {
                algorithm.set(shown);
            } finally {
                restoring = false;
            }
        });
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
        return run.studentFailureProperty();
    }

    public ObjectProperty<AlgorithmId> algorithmProperty() {
        return algorithm;
    }

    public AlgorithmId algorithm() {
        return algorithm.get();
    }

    public void setAlgorithm(AlgorithmId id) {
        if (id == algorithm.get() && run.isStopped()) {
            computeAgain(); // its run was cancelled: choosing it again works it out
            return;
        }
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
        return run.framesProperty();
    }

    public ComputedFrames timeline() {
        return run.frames();
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
        return run.changed();
    }

    /** The frames where something happened in this run. */
    @Override
    public List<Integer> eventFrames() {
        return timeline().eventFrames();
    }

    /** The trace drawn at the current frame; null at frame 0, before anything has moved, and while pending. */
    public FrameTrace currentTrace() {
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
