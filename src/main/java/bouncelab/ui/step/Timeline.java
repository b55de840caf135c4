package bouncelab.ui.step;

import bouncelab.core.simulation.FrameHistory;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceEvent;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The computed frames of one run, with the frames where something happened: the timeline's ticks and the targets
 * of "next event".
 */
public final class Timeline {
    private final FrameHistory run;
    private final List<FrameTrace> traces;
    private final List<Integer> eventFrames;

    /** The frames of {@code run} whose traces are {@code traces}, from frame 1 on. */
    Timeline(FrameHistory run, List<FrameTrace> traces) {
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

    /** The main event of a frame, for the tick's colour: tunnelled before out before bounce. */
    public Optional<String> mainEvent(int frame) {
        List<TraceEvent> ev = trace(frame).events();
        for (String type : List.of("tunnelled", "bounce-limit", "out", "bounce")) {
            if (ev.stream().anyMatch(e -> e.type().equals(type))) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
