package bouncelab.ui.compare;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Overlay;
import bouncelab.ui.step.PlaybackModel;
import bouncelab.ui.step.Transport;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeSet;

/**
 * The compare view's state, drivable without a window: one shot, run by every algorithm, each run a
 * {@link PlaybackModel} of its own (so each panel is an ordinary court view), all held at one frame and pass.
 * Editing the shot through any run's model re-runs them all. After every re-run it works out each run's counts
 * frame by frame and the first frame where it parts from {@link #REFERENCE}.
 */
public final class CompareModel implements Transport {
    /** The run the others are measured against: the exact swept test, which never tunnels nor cuts a corner. */
    public static final AlgorithmId REFERENCE = AlgorithmId.SWEPT_EXACT;

    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final IntegerProperty frame = new SimpleIntegerProperty(this, "frame", 0);
    private final IntegerProperty pass = new SimpleIntegerProperty(this, "pass", 0);
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1);
    private final ObjectProperty<CompareLayout> layout = new SimpleObjectProperty<>(this, "layout",
            CompareLayout.GRID);
    /** Counts up after every re-run, once all runs and their summaries are new: views redraw on it. */
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper(this, "revision", 0);
    private final Map<AlgorithmId, PlaybackModel> runs = new LinkedHashMap<>();
    private final Map<AlgorithmId, RunSummary> summaries = new LinkedHashMap<>();
    private List<Integer> eventFrames = List.of();

    public CompareModel(Scenario initial) {
        scenario.set(initial);
        for (AlgorithmId id : AlgorithmId.all()) {
            // the run's algorithm comes from the shot it is made with; afterwards it keeps it whatever the shot says
            PlaybackModel run = new PlaybackModel(initial.withAlgorithm(id.fileName()));
            run.setOverlay(Overlay.LABELS, false); // small courts: numbers would cover the drawing
            run.scenarioProperty().addListener((o, was, now) -> {
                if (now != scenario.get()) {
                    scenario.set(now); // an edit made in this run's panel: the shot for all
                }
            });
            runs.put(id, run);
        }
        summarise();
        scenario.addListener((o, was, now) -> {
            playing.set(false);
            pass.set(0);
            frame.set(0);
            runs.values().forEach(r -> {
                if (r.scenario() != now) {
                    r.setScenario(now);
                }
            });
            summarise();
        });
        frame.addListener((o, was, now) -> {
            pass.set(0);
            runs.values().forEach(r -> r.jumpTo(now.intValue()));
        });
        pass.addListener((o, was, now) -> runs.values().forEach(
                r -> r.passProperty().set(now.intValue() <= r.passCount() ? now.intValue() : 0)));
        speed.addListener((o, was, now) -> {
            double clamped = Math.max(PlaybackModel.MIN_SPEED, Math.min(PlaybackModel.MAX_SPEED, now.doubleValue()));
            if (clamped != now.doubleValue()) {
                speed.set(clamped);
            }
        });
    }

    private void summarise() {
        var reference = runs.get(REFERENCE).timeline();
        TreeSet<Integer> events = new TreeSet<>();
        runs.forEach((id, run) -> {
            RunSummary s = new RunSummary(run.timeline(), reference, lastFrame());
            summaries.put(id, s);
            events.addAll(s.eventFrames());
            s.divergence().ifPresent(events::add);
        });
        eventFrames = new ArrayList<>(events);
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
        return summaries.get(algorithm).countsAfter(frame.get());
    }

    public PanelCounts countsAfter(AlgorithmId algorithm, int f) {
        return summaries.get(algorithm).countsAfter(f);
    }

    /** The first frame at whose end the run differs from swept-exact's; empty if it never does. */
    public OptionalInt firstDivergence(AlgorithmId algorithm) {
        return summaries.get(algorithm).divergence();
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

    @Override
    public IntegerProperty frameProperty() {
        return frame;
    }

    @Override
    public IntegerProperty passProperty() {
        return pass;
    }

    @Override
    public BooleanProperty playingProperty() {
        return playing;
    }

    @Override
    public DoubleProperty speedProperty() {
        return speed;
    }

    @Override
    public Observable runChanged() {
        return revision;
    }

    @Override
    public int frame() {
        return frame.get();
    }

    @Override
    public int pass() {
        return pass.get();
    }

    @Override
    public int lastFrame() {
        return PlaybackModel.HORIZON;
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

    public void jumpTo(int f) {
        frame.set(Math.max(0, Math.min(lastFrame(), f)));
    }

    @Override
    public void toStart() {
        playing.set(false);
        jumpTo(0);
    }

    @Override
    public void stepForward() {
        jumpTo(frame.get() + 1);
    }

    @Override
    public void stepBack() {
        jumpTo(frame.get() - 1);
    }

    /** The next frame where any run had an event or first parted from swept-exact. */
    @Override
    public void nextEvent() {
        eventFrames.stream().filter(f -> f > frame.get()).findFirst().ifPresent(this::jumpTo);
    }

    @Override
    public void previousEvent() {
        eventFrames.stream().filter(f -> f < frame.get()).reduce((a, b) -> b).ifPresent(this::jumpTo);
    }

    @Override
    public void passForward() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() >= n ? 0 : pass.get() + 1);
        }
    }

    @Override
    public void passBack() {
        int n = passCount();
        if (n > 1) {
            pass.set(pass.get() <= 0 ? n : pass.get() - 1);
        }
    }

    public void setPlaying(boolean on) {
        playing.set(on);
    }

    @Override
    public void togglePlaying() {
        if (!playing.get() && frame.get() >= lastFrame()) {
            frame.set(0);
        }
        playing.set(!playing.get());
    }

    @Override
    public void tick() {
        if (!playing.get()) {
            return;
        }
        if (frame.get() >= lastFrame()) {
            playing.set(false);
        } else {
            stepForward();
        }
    }

    @Override
    public double secondsPerFrame() {
        return scenario.get().dt() / speed.get();
    }
}
