package bouncelab.ui.session;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import bouncelab.core.simulation.FrameHistory;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.TraceEvent;
import bouncelab.core.trace.Tunnelled;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The frames of one run computed ahead, each frame's trace and the state after it, with the frames where something
 * happened: what the timeline's slider runs over, its ticks, and the targets of "next event". (Not named Timeline:
 * that is JavaFX's animation class.) Every state of the frames computed is kept, and nothing past them is ever
 * worked out here: looking at a frame never runs the simulation on the thread that asks (the FX thread), which
 * for {@code yours} would be the student's code, held up by each of its calls.
 */
public final class ComputedFrames {
    private static final List<Class<? extends TraceEvent>> BY_WEIGHT =
            List.of(Tunnelled.class, BounceLimit.class, Out.class, Bounce.class);

    /** True for {@link #pending}: nothing computed yet. */
    private final boolean pending;

    private final List<FrameTrace> traces;
    /** The states after frames 0 to {@code traces.size()}. */
    private final List<SimState> states;

    private final List<Integer> eventFrames;

    /**
     * What a computation throws once its frames record more than {@link ShotLimits#MAX_WORK} steps of working, the
     * window's whole budget (File → Open refuses a shot past it): a speed of 10^9 px/s typed into a shot of bricks
     * had run the window out of memory, its menus dead, instead of being refused.
     */
    static final class TooMuchWork extends RuntimeException {
        TooMuchWork() {
            super("too much working", null, false, false);
        }
    }

    /** What a computation stopped early throws: its result is not wanted any more. */
    static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }

    /** How a computation says how far it is: frames done of frames asked for. Called on the computing thread. */
    @FunctionalInterface
    interface Progress {
        void done(int frames, int of);
    }

    private ComputedFrames(boolean pending, List<FrameTrace> traces, List<SimState> states) {
        this.pending = pending;
        this.traces = List.copyOf(traces);
        this.states = List.copyOf(states);
        List<Integer> ev = new ArrayList<>();
        for (FrameTrace t : traces) {
            if (!t.events().isEmpty()) {
                ev.add(t.frame());
            }
        }
        this.eventFrames = List.copyOf(ev);
    }

    /**
     * Frames 1 to {@code frames} of {@code run}, their traces and states, reporting to {@code progress} every
     * {@code every} frames and stopping (with {@link Stopped}) as soon as {@code stop} says so.
     */
    static ComputedFrames compute(FrameHistory run, int frames, Progress progress, int every, BooleanSupplier stop) {
        List<FrameTrace> traces = new ArrayList<>(frames);
        List<SimState> states = new ArrayList<>(frames + 1);
        states.add(run.state(0));
        long items = 0;
        for (int f = 1; f <= frames; f++) {
            if (stop.getAsBoolean()) {
                throw new Stopped();
            }
            FrameTrace t = run.trace(f);
            items += t.items().size();
            if (items > ShotLimits.MAX_WORK) {
                throw new TooMuchWork();
            }
            traces.add(t);
            states.add(run.state(f));
            if (f % every == 0) {
                progress.done(f, frames);
            }
        }
        return new ComputedFrames(false, traces, states);
    }

    /** All of them at once, here: what light shots, tests and pictures use. */
    static ComputedFrames compute(FrameHistory run, int frames) {
        return compute(run, frames, (d, of) -> {}, frames, () -> false);
    }

    /**
     * A stand-in while a shot's frames are being computed elsewhere: no frames yet, and the shot as it starts in
     * every state (the ball shown where it begins, not where another shot's run had it).
     */
    static ComputedFrames pending(Scenario s) {
        return new ComputedFrames(true, List.of(), List.of(SimState.initial(s)));
    }

    /** True for {@link #pending}: the frames are still being worked out. */
    public boolean isPending() {
        return pending;
    }

    /** The trace of frame {@code frame} (1 to {@link #frames()}). */
    public FrameTrace trace(int frame) {
        return traces.get(frame - 1);
    }

    /**
     * The state after {@code frame}; past the frames computed, the last of them (while pending, the shot's start):
     * a frame further on is not worked out by whoever asks.
     */
    public SimState state(int frame) {
        return states.get(Math.min(frame, states.size() - 1));
    }

    public int frames() {
        return traces.size();
    }

    public List<Integer> eventFrames() {
        return eventFrames;
    }

    /** The main event of a frame, for the tick's colour: tunnelled, else the bounce limit, else out, else a bounce. */
    public Optional<TraceEvent> mainEvent(int frame) {
        FrameTrace t = trace(frame);
        for (Class<? extends TraceEvent> kind : BY_WEIGHT) {
            List<? extends TraceEvent> found = t.items(kind);
            if (!found.isEmpty()) {
                return Optional.of(found.get(0));
            }
        }
        return Optional.empty();
    }
}
