package bouncelab.core.simulation;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;

import java.util.ArrayList;
import java.util.List;

/**
 * One shot run by one algorithm, frame by frame, with its history: the state after every frame is kept, so any
 * frame can be shown again at once, and a frame's trace is worked out again from the state before it (the core is
 * deterministic, so that gives the same trace as the first time). Frames are computed on demand.
 */
public final class Run {
    private final Scenario scenario;
    private final CollisionAlgorithm algorithm;
    private final List<SimState> states = new ArrayList<>();

    public Run(Scenario scenario, CollisionAlgorithm algorithm) {
        this.scenario = scenario;
        this.algorithm = algorithm;
        states.add(SimState.initial(scenario));
    }

    public Scenario scenario() {
        return scenario;
    }

    public CollisionAlgorithm algorithm() {
        return algorithm;
    }

    /** The state after {@code frame} frames (0 is the start). */
    public SimState state(int frame) {
        ensure(frame);
        return states.get(frame);
    }

    /** The trace of frame {@code frame} (from 1): the step from state frame−1 to state frame. */
    public FrameTrace trace(int frame) {
        if (frame < 1) {
            throw new IllegalArgumentException("frames count from 1");
        }
        ensure(frame);
        return Simulation.step(scenario, states.get(frame - 1), algorithm).trace();
    }

    /** How many frames have been computed so far. */
    public int computed() {
        return states.size() - 1;
    }

    private void ensure(int frame) {
        if (frame < 0) {
            throw new IllegalArgumentException("no frame " + frame);
        }
        while (states.size() <= frame) {
            SimState last = states.get(states.size() - 1);
            states.add(Simulation.step(scenario, last, algorithm).state());
        }
    }
}
