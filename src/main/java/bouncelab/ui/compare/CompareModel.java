package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.RunPlace;
import bouncelab.ui.session.Stepping;
import bouncelab.ui.session.Transport;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.TreeSet;
import java.util.function.Consumer;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.ListChangeListener;

/**
 * The compare view's state, drivable without a window: one shot, run by every algorithm, each run a
 * {@link PlaybackModel} of its own (so each panel is an ordinary court view), all held at one frame and pass by
 * one {@link Transport}. Editing the shot through any run's model re-runs them all. After every re-run it works
 * out each run's counts frame by frame and the first frame where it parts from {@link #REFERENCE}.
 *
 * <p>At the window's {@link RunPlace} a heavy shot's runs are worked out on the background pool, side by side, and
 * the counts once the last has landed; until then {@link #computingProperty()} is true and the runs show the shot
 * at its start.
 */
public final class CompareModel implements Transport.Frames, Stepping {
    /** The run the others are measured against: the exact swept test, which never tunnels nor cuts a corner. */
    public static final AlgorithmId REFERENCE = AlgorithmId.REFERENCE;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    /** One frame and pass for every run, playing and its speed. */
    private final Transport transport = new Transport(PlaybackModel.HORIZON, this);

    private final ObjectProperty<CompareLayout> layout = new SimpleObjectProperty<>(this, "layout", CompareLayout.GRID);
    /** Counts up after every re-run, once all runs and their summaries are new: views redraw on it. */
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision", 0);

    private final Map<AlgorithmId, PlaybackModel> runs = new LinkedHashMap<>();
    private final Map<AlgorithmId, RunSummary> summaries = new LinkedHashMap<>();
    private List<Integer> eventFrames = List.of();

    /** The algorithms to run: the window's, with yours once it compiles. */
    private final Algorithms algorithms;
    /** Counts up when a run comes or goes (yours compiled, or compiled anew): the view lays out its courts again. */
    private final ReadOnlyIntegerWrapper runSet = new ReadOnlyIntegerWrapper(this, "runSet", 0);

    public CompareModel(Scenario initial) {
        this(initial, new Algorithms());
    }

    /** Where the runs are worked out. */
    private final RunPlace place;

    private final ReadOnlyBooleanWrapper computing = new ReadOnlyBooleanWrapper(this, "computing", false);
    private final ReadOnlyDoubleWrapper computingProgress = new ReadOnlyDoubleWrapper(this, "computingProgress", 1);
    private final ReadOnlyBooleanWrapper stopped = new ReadOnlyBooleanWrapper(this, "stopped", false);
    /** Set while every run is given the new shot: the counts wait for the last. */
    private boolean resetting;

    public CompareModel(Scenario initial, Algorithms algorithms) {
        this(initial, algorithms, RunPlace.HERE);
    }

    public CompareModel(Scenario initial, Algorithms algorithms, RunPlace place) {
        this.algorithms = algorithms;
        this.place = place;
        scenario.set(initial);
        resetting = true;
        for (AlgorithmId id : algorithms.shown()) {
            runs.put(id, newRun(id));
        }
        resetting = false;
        runLanded();
        // yours compiled, compiled anew, or gone: its run is made again with the new test, the others stay
        algorithms.yoursProperty().addListener((o, was, now) -> runsChangedWhenActive());
        algorithms.shown().addListener((ListChangeListener<AlgorithmId>) c -> runsChangedWhenActive());
        scenario.addListener((o, was, now) -> {
            transport.setPlaying(false);
            transport.passProperty().set(0);
            transport.frameProperty().set(0);
            eachRun(r -> {
                if (r.scenario() != now) {
                    r.setScenario(now);
                }
            });
            if (runs.values().stream().anyMatch(PlaybackModel::isComputing)) {
                summaries.clear(); // the last shot's counts are not this one's: none until its runs are in
                eventFrames = List.of();
                revision.set(revision.get() + 1);
            }
            runLanded();
        });
        // the transport has set the pass back to 0 by now: the runs follow to the frame, then to the pass
        transport.frameProperty().addListener((o, was, now) -> runs.values().forEach(r -> r.jumpTo(now.intValue())));
        transport
                .passProperty()
                .addListener((o, was, now) -> runs.values()
                        .forEach(r -> r.passProperty().set(now.intValue() <= r.passCount() ? now.intValue() : 0)));
    }

    private PlaybackModel newRun(AlgorithmId id) {
        // the run's algorithm comes from the shot it is made with; afterwards it keeps it whatever the shot says.
        // A shot cannot name yours: its run is made with the built-in it imitates, then switched to it
        PlaybackModel run = new PlaybackModel(scenario.get().withAlgorithm(id.standIn()), algorithms, place);
        if (id != id.standIn()) {
            run.setAlgorithm(id);
        }
        run.setOverlay(Overlay.LABELS, false); // small courts: numbers would cover the drawing
        run.timelineProperty().addListener(o -> runLanded());
        run.computingProperty().addListener(o -> runLanded());
        run.computingProgressProperty().addListener(o -> showProgress());
        run.scenarioProperty().addListener((o, was, now) -> {
            if (now != scenario.get()) {
                scenario.set(now); // an edit made in this run's panel: the shot for all
            }
        });
        return run;
    }

    /**
     * Whether the runs follow the algorithms offered at once (the view shown, or a model without a view). Hidden,
     * a test compiled anew or an algorithm offered or withdrawn waits until the view is shown again: the Compare
     * tab's view is made before it is first opened, and would have run each new test of the student's, and built
     * its panels, for nobody.
     */
    private boolean active = true;

    /** Set while inactive when the algorithms offered changed. */
    private boolean runsStale;

    /** The view is shown ({@code true}) or hidden; shown again, what changed meanwhile is taken up. */
    public void setActive(boolean on) {
        active = on;
        if (on && runsStale) {
            runsStale = false;
            runsChanged();
        }
    }

    private void runsChangedWhenActive() {
        if (active) {
            runsChanged();
        } else {
            runsStale = true;
        }
    }

    /**
     * One run for each algorithm offered now, in their order. A run of one made elsewhere (yours, compiled anew) is
     * made again with the new test; the others stay.
     */
    private void runsChanged() {
        Map<AlgorithmId, PlaybackModel> now = new LinkedHashMap<>();
        for (AlgorithmId id : algorithms.shown()) {
            PlaybackModel run = AlgorithmClasses.creatable(id) ? runs.get(id) : null;
            if (run == null) {
                run = newRun(id);
                run.jumpTo(transport.frame());
            }
            now.put(id, run);
        }
        runs.clear();
        runs.putAll(now);
        summaries.keySet().retainAll(runs.keySet());
        runLanded();
        runSet.set(runSet.get() + 1);
    }

    /** A run's frames came in (or it started computing): once every run has its frames, the counts are made. */
    private void runLanded() {
        if (resetting) {
            return;
        }
        showProgress();
        if (runs.values().stream().anyMatch(PlaybackModel::isStopped)) { // Cancel: no counts, nothing computing
            if (!stopped.get()) {
                stopped.set(true);
                computing.set(false);
                revision.set(revision.get() + 1); // the badges and lanes say so
            }
            return;
        }
        if (stopped.get()) { // worked out again after a Cancel
            stopped.set(false);
            revision.set(revision.get() + 1);
        }
        boolean all = runs.values().stream()
                .noneMatch(r -> r.isComputing() || r.timeline().isPending());
        computing.set(!all);
        if (all) {
            summarise();
        }
    }

    private void showProgress() {
        computingProgress.set(runs.values().stream()
                .mapToDouble(
                        r -> r.isComputing() ? r.computingProgressProperty().get() : 1)
                .average()
                .orElse(1));
    }

    /**
     * Cancel while the runs are worked out: they stop, the courts keep the shot's start, no counts are made, and
     * {@link #stoppedProperty()} is true until {@link #computeAgain()} or a new shot.
     */
    public void cancelComputing() {
        if (!computing.get()) {
            return;
        }
        eachRun(PlaybackModel::stopComputing);
        runLanded();
    }

    /** After Cancel: the runs worked out again. */
    public void computeAgain() {
        eachRun(PlaybackModel::computeAgain);
        runLanded();
    }

    /** Does {@code what} to every run, the counts waiting until all are done (one count, not one a run). */
    private void eachRun(Consumer<PlaybackModel> what) {
        resetting = true;
        try {
            runs.values().forEach(what);
        } finally {
            resetting = false;
        }
    }

    /** The runs were cancelled before they all landed; their counts are not made. */
    public ReadOnlyBooleanProperty stoppedProperty() {
        return stopped.getReadOnlyProperty();
    }

    public boolean isStopped() {
        return stopped.get();
    }

    /** True while any run's frames are being worked out: the counts and the timeline's marks wait for the last. */
    public ReadOnlyBooleanProperty computingProperty() {
        return computing.getReadOnlyProperty();
    }

    public boolean isComputing() {
        return computing.get();
    }

    /** The share of the runs' frames worked out, 0 to 1, over all runs. */
    public ReadOnlyDoubleProperty computingProgressProperty() {
        return computingProgress.getReadOnlyProperty();
    }

    /** Counts up when the set of runs changed (yours came, went or was compiled anew). */
    public ReadOnlyIntegerProperty runSetProperty() {
        return runSet.getReadOnlyProperty();
    }

    private void summarise() {
        var reference = Objects.requireNonNull(runs.get(REFERENCE), "the reference always runs")
                .timeline();
        TreeSet<Integer> events = new TreeSet<>();
        runs.forEach((id, run) -> {
            RunSummary s = new RunSummary(run.timeline(), reference, lastFrame());
            summaries.put(id, s);
            events.addAll(s.eventFrames());
            s.divergence().ifPresent(events::add);
        });
        eventFrames = List.copyOf(events);
        revision.set(revision.get() + 1);
    }

    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    public Scenario scenario() {
        return scenario.get();
    }

    /** Replace the shot: every run starts again from frame 0. */
    public void setScenario(Scenario s) {
        scenario.set(s);
    }

    /** The algorithms, in teaching order. */
    public List<AlgorithmId> algorithms() {
        return List.copyOf(runs.keySet());
    }

    /** One algorithm's run, as the stepping window's model: its frame follows this model's. */
    public PlaybackModel run(AlgorithmId algorithm) {
        PlaybackModel r = runs.get(algorithm);
        if (r == null) {
            throw new IllegalArgumentException("no run for '" + algorithm.fileName() + "'");
        }
        return r;
    }

    /** What the algorithm's run has done up to and including the current frame. */
    public PanelCounts counts(AlgorithmId algorithm) {
        return countsAfter(algorithm, transport.frame());
    }

    /** Whether the run's counts and first difference are made: false while the runs are being worked out. */
    public boolean hasCounts(AlgorithmId algorithm) {
        return summaries.containsKey(algorithm);
    }

    /** Nothing yet for a run whose counts are not made (its frames are still being worked out). */
    public PanelCounts countsAfter(AlgorithmId algorithm, int f) {
        RunSummary s = summaries.get(algorithm);
        return s == null ? PanelCounts.NONE : s.countsAfter(f);
    }

    /** The first frame at whose end the run differs from swept-exact's; empty if it never does (or not known yet). */
    public OptionalInt firstDivergence(AlgorithmId algorithm) {
        RunSummary s = summaries.get(algorithm);
        return s == null ? OptionalInt.empty() : s.divergence();
    }

    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    public ObjectProperty<CompareLayout> layoutProperty() {
        return layout;
    }

    public CompareLayout layout() {
        return layout.get();
    }

    // --- the transport, over all runs at once

    /** The frame, the pass, playing and speed of every run at once: what the bar, the keys and the clock drive. */
    @Override
    public Transport transport() {
        return transport;
    }

    @Override
    public Observable runChanged() {
        return revision;
    }

    /** The frames where any run had an event or first parted from swept-exact. */
    @Override
    public List<Integer> eventFrames() {
        return eventFrames;
    }

    /** The most passes any run made in this frame. */
    @Override
    public int passCount() {
        return runs.values().stream().mapToInt(PlaybackModel::passCount).max().orElse(0);
    }

    @Override
    public double dt() {
        return scenario.get().dt();
    }
}
