package bouncelab.ui.step;

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

/**
 * The frames of one run computed ahead, each frame's trace and the state after it, with the frames where something
 * happened: what the timeline's slider runs over, its ticks, and the targets of "next event". (Not named Timeline:
 * that is JavaFX's animation class.)
 */
public final class ComputedFrames {
    private static final List<Class<? extends TraceEvent>> BY_WEIGHT = List.of(Tunnelled.class, BounceLimit.class,
            Out.class, Bounce.class);

    private final FrameHistory run;
    private final List<FrameTrace> traces;
    private final List<Integer> eventFrames;

    /** The frames of {@code run} whose traces are {@code traces}, from frame 1 on. */
    ComputedFrames(FrameHistory run, List<FrameTrace> traces) {
        this.run = run;
        this.traces = List.copyOf(traces);
        List<Integer> ev = new ArrayList<>();
        for (FrameTrace t : traces) {
            if (!t.events().isEmpty()) {
                ev.add(t.frame());
            }
        }
        this.eventFrames = List.copyOf(ev);
    }

    public FrameTrace trace(int frame) {
        return traces.get(frame - 1);
    }

    public SimState state(int frame) {
        return run.state(frame);
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
