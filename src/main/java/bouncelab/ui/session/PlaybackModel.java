package bouncelab.ui.session;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.common.UiWords;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;

/**
 * What the stepping window shows, as plain state a test can drive without a window: the shot, how it is run (the
 * algorithm and the rules, one {@link RunChoice}), the run worked out from them, where its {@link Transport} stands
 * (the frame, the pass inside a swept frame, playback), and which overlays are on. Every number comes from the
 * core's traces; nothing here works out a collision.
 *
 * <p>A new shot is run from its start; another choice runs the same shot at the frame shown. Either asks for one
 * run. Where the run's frames are worked out, and what is shown until they land, is {@link SteppedRun}'s: at once
 * by default; in the window, a heavy shot's on a background thread (only the latest request lands). Until they land
 * the run shown is the one before for the same shot (another algorithm: the frame stays), or the new shot at its
 * start.
 */
public final class PlaybackModel extends SteppedRun {
    /** Frames computed ahead for the timeline: ten seconds at 60 Hz. */
    public static final int HORIZON = 600;

    /** The shot, under the rules chosen: what is run, saved and followed by the other views. */
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    /** The algorithm and the rules of the choice asked for last, each to listen to. */
    private final ReadOnlyObjectWrapper<AlgorithmId> algorithm = new ReadOnlyObjectWrapper<>(this, "algorithm");

    private final ReadOnlyObjectWrapper<RulesId> rules = new ReadOnlyObjectWrapper<>(this, "rules");
    /**
     * The shot and the choice asked for last. The properties above are told once its run is asked for, so that
     * whoever hears of them finds that run; meanwhile (while the run lands) the getters already say what was asked.
     */
    private Asked asked;
    /** "swept · Pong (Gordon)": the algorithm and the rules in one line, for headers and presentation mode. */
    private final ReadOnlyStringWrapper runName = new ReadOnlyStringWrapper(this, "runName");

    private final ObservableSet<Overlay> overlays = FXCollections.observableSet(Overlay.defaults());
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits", 0);
    /** Where a recorded game put the paddles, frame by frame; empty for an ordinary shot. */
    private List<List<Paddle>> script = List.of();

    /** The algorithms this model makes its runs with: the built-in five, and the student's once compiled. */
    private final Algorithms algorithms;

    private record Asked(Scenario shot, RunChoice choice) {}

    public PlaybackModel(Scenario initial) {
        this(initial, new Algorithms());
    }

    public PlaybackModel(Scenario initial, Algorithms algorithms) {
        this(initial, algorithms, RunPlace.HERE);
    }

    /** A model computing its heavy runs at {@code place} (the first one too). */
    public PlaybackModel(Scenario initial, Algorithms algorithms, RunPlace place) {
        this(initial, algorithms, place, initial.algorithm(), HORIZON);
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
        super(algorithms, place, frames, HORIZON);
        this.algorithms = algorithms;
        ask(initial, new RunChoice(first, initial.rules().id()), true);
        algorithms.yoursProperty().addListener((o, was, now) -> {
            if (algorithm() != AlgorithmId.YOURS) {
                return;
            }
            if (now == null) {
                setAlgorithm(AlgorithmId.YOURS.standIn()); // the test is gone: the one it imitates
            } else {
                rebuild(); // a new version of the student's test: same frame, run again
            }
        });
        run.changed().addListener(o -> nameRun());
        requests.computingProperty().addListener(o -> nameRun());
    }

    /**
     * Asks for the run of {@code shot} with {@code c}: from its start ({@code fromStart}: another shot) or at the
     * frame shown (another way of running the same shot), then tells those listening what changed. The one way the
     * shot and the choice change, so that a change of either asks for one run.
     */
    private void ask(Scenario shot, RunChoice c, boolean fromStart) {
        asked = new Asked(c.rulesOn(shot), c);
        if (fromStart) {
            transport.frameProperty().set(0);
        }
        transport.passProperty().set(0);
        rebuild();
        scenario.set(asked.shot());
        algorithm.set(c.algorithm());
        rules.set(c.rules());
        nameRun();
    }

    /**
     * The name of the run whose numbers are shown. While another algorithm's run is worked out the last one stays on
     * screen, and its working must not be titled with the new algorithm's name.
     */
    private void nameRun() {
        AlgorithmId shown = shownAlgorithm();
        String name = shown.fileName() + " · " + RunChoice.rulesTitle(rules());
        runName.set(
                shown == algorithm()
                        ? name
                        : UiWords.window("working.until", name, algorithm().fileName()));
    }

    @Override
    void rebuild() {
        run.ask(scenario(), algorithm(), script);
    }

    /**
     * Whether {@link #cancelComputing()} can go back: the run computing is the same shot with another algorithm
     * than the run shown. A new shot (opened, edited, other rules) has no run to go back to that is still its own.
     */
    public boolean canCancelComputing() {
        return run.canGoBack(scenario(), script, algorithm());
    }

    /**
     * Stops the run being worked out and puts the algorithm back to the run shown; false if there was none. The run
     * asked for is then the one shown, which {@link ShownRun} shows again without working it out.
     */
    @Override
    public boolean cancelComputing() {
        if (!canCancelComputing()) {
            return false;
        }
        ask(scenario(), choice().withAlgorithm(run.shownAlgorithm(algorithm())), false);
        return true;
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
        ask(start, new RunChoice(played, start.rules().id()), true);
        transport.jumpTo(atFrame);
    }

    /** Frames of a recorded rally (0 for an ordinary shot). */
    public int recordedFrames() {
        return script.size();
    }

    /** The shot under the rules chosen; follows every change of either. */
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario.getReadOnlyProperty();
    }

    public Scenario scenario() {
        return asked.shot();
    }

    /**
     * Replace the shot (a file or lesson opened), with the rules it comes with: the run restarts from frame 0. A
     * recorded rally becomes an ordinary shot.
     */
    public void setScenario(Scenario s) {
        boolean rally = !script.isEmpty();
        script = List.of();
        if (rally || !s.equals(scenario())) {
            ask(s, choice().withRules(s.rules().id()), true);
        }
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

    /** The algorithm and the rules the shot is run with, together: the one place that holds them. */
    public RunChoice choice() {
        return asked.choice();
    }

    /** The algorithm chosen: the choice's. */
    public ReadOnlyObjectProperty<AlgorithmId> algorithmProperty() {
        return algorithm.getReadOnlyProperty();
    }

    public AlgorithmId algorithm() {
        return asked.choice().algorithm();
    }

    /**
     * The algorithm of the run shown: the one chosen, or while its run is worked out elsewhere, the one whose run
     * stays on screen until it lands.
     */
    public AlgorithmId shownAlgorithm() {
        return run.shownAlgorithm(algorithm());
    }

    /** Runs the same shot with {@code id}, staying at the same frame. */
    public void setAlgorithm(AlgorithmId id) {
        Objects.requireNonNull(id);
        if (id == algorithm() && run.isStopped()) {
            computeAgain(); // its run was cancelled: choosing it again works it out
        } else if (id != algorithm()) {
            ask(scenario(), choice().withAlgorithm(id), false);
        }
    }

    /** Whose update loop runs the shot (the scenario's "rules"): the choice's. */
    public ReadOnlyObjectProperty<RulesId> rulesProperty() {
        return rules.getReadOnlyProperty();
    }

    public RulesId rules() {
        return asked.choice().rules();
    }

    /**
     * Runs the same shot under other rules, staying at the same frame, as switching algorithm does. Like the
     * algorithm it is a way of looking at the shot, not an edit of it (it is saved with the shot all the same), and
     * a recorded rally stays a rally.
     */
    public void setRules(RulesId id) {
        Objects.requireNonNull(id);
        if (id != rules()) {
            transport.setPlaying(false);
            ask(scenario(), choice().withRules(id), false);
        }
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

    /** The last frame worked out ahead: the timeline's end. */
    public int lastFrame() {
        return HORIZON;
    }

    @Override
    public double dt() {
        return scenario().dt();
    }
}
