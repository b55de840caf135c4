package bouncelab.core.simulation;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One shot run by one algorithm, frame by frame, with its history. Frames are computed on demand. Not every state
 * is kept: one every {@value #CHECKPOINT_EVERY} frames (a checkpoint), and the last few stretches between
 * checkpoints that were looked at. Any other state is worked out again from the checkpoint before it; the core is
 * deterministic, so that gives the same state, to the bit, as the first time. So a jump anywhere in a long run
 * replays at most {@value #CHECKPOINT_EVERY} − 1 frames, stepping back is a look-up, and memory grows by one state
 * per checkpoint, not one per frame. States are stepped trace-free ({@link Simulation#stepOutcomes}); a frame's
 * trace is worked out again, in full, from the state before it. Not for use from several threads at once.
 */
public final class Run implements FrameHistory {
    /** Frames between checkpoints: a jump replays fewer than this many frames. */
    public static final int CHECKPOINT_EVERY = 64;
    /** Stretches of {@value #CHECKPOINT_EVERY} states kept whole, the most recently used. */
    static final int RECENT_STRETCHES = 4;

    private final Scenario scenario;
    private final CollisionAlgorithm algorithm;
    private final List<SimState> checkpoints = new ArrayList<>();
    private final Map<Integer, SimState[]> recent = new LinkedHashMap<>(8, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, SimState[]> eldest) {
            return size() > RECENT_STRETCHES;
        }
    };
    private SimState frontier;

    public Run(Scenario scenario, CollisionAlgorithm algorithm) {
        this.scenario = scenario;
        this.algorithm = algorithm;
        frontier = SimState.initial(scenario);
        checkpoints.add(frontier);
        recent.put(0, newStretch(frontier));
    }

    @Override
    public Scenario scenario() {
        return scenario;
    }

    @Override
    public CollisionAlgorithm algorithm() {
        return algorithm;
    }

    /** The state after {@code frame} frames (0 is the start). */
    @Override
    public SimState state(int frame) {
        if (frame < 0) {
            throw new IllegalArgumentException("no frame " + frame);
        }
        advanceTo(frame);
        if (frame == frontier.frame()) {
            return frontier;
        }
        int stretch = frame / CHECKPOINT_EVERY;
        SimState[] states = recent.get(stretch);
        if (states == null) {
            states = replay(stretch);
        }
        return states[frame % CHECKPOINT_EVERY];
    }

    /** The trace of frame {@code frame} (from 1): the step from state frame−1 to state frame. */
    @Override
    public FrameTrace trace(int frame) {
        if (frame < 1) {
            throw new IllegalArgumentException("frames count from 1");
        }
        return Simulation.step(scenario, state(frame - 1), algorithm).trace();
    }

    /** How many frames have been computed so far. */
    @Override
    public int computed() {
        return frontier.frame();
    }

    /** How many states are held: the checkpoints and the recent stretches (for tests and benchmarks). */
    public int statesKept() {
        int n = checkpoints.size();
        for (SimState[] states : recent.values()) {
            for (SimState s : states) {
                n += s == null ? 0 : 1;
            }
        }
        return n;
    }

    /** Steps the furthest state on to {@code frame}, keeping checkpoints and filling the stretch it is in. */
    private void advanceTo(int frame) {
        while (frontier.frame() < frame) {
            frontier = Simulation.stepOutcomes(scenario, frontier, algorithm).state();
            int f = frontier.frame();
            if (f % CHECKPOINT_EVERY == 0) {
                checkpoints.add(frontier);
                recent.put(f / CHECKPOINT_EVERY, newStretch(frontier));
            } else {
                SimState[] states = recent.get(f / CHECKPOINT_EVERY);
                if (states != null) {
                    states[f % CHECKPOINT_EVERY] = frontier;
                }
            }
        }
    }

    /** The states of one stretch, worked out again from its checkpoint as far as the run has gone. */
    private SimState[] replay(int stretch) {
        SimState s = checkpoints.get(stretch);
        SimState[] states = newStretch(s);
        int last = Math.min(frontier.frame(), (stretch + 1) * CHECKPOINT_EVERY - 1);
        while (s.frame() < last) {
            s = Simulation.stepOutcomes(scenario, s, algorithm).state();
            states[s.frame() % CHECKPOINT_EVERY] = s;
        }
        recent.put(stretch, states);
        return states;
    }

    private static SimState[] newStretch(SimState checkpoint) {
        SimState[] states = new SimState[CHECKPOINT_EVERY];
        states[0] = checkpoint;
        return states;
    }
}
