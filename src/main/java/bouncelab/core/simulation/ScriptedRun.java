package bouncelab.core.simulation;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;
import java.util.ArrayList;
import java.util.List;

/**
 * A run whose paddles follow a script: frame by frame where the players put them, as in a game. The paddles are
 * the players' input and the ball is the core's output, so the same script run by another algorithm answers
 * "would it have caught that?" for the very same rally. {@code paddles.get(i)} are the paddles during frame
 * i + 1 (the state after i frames carries them); after the script the paddles stay where it left them. Every
 * state is kept (a rally is short), stepped trace-free; a trace is worked out again from the state before it, to the
 * same bits.
 */
public final class ScriptedRun implements FrameHistory {
    private final Scenario scenario;
    private final CollisionAlgorithm algorithm;
    private final List<List<Paddle>> paddles;
    private final List<SimState> states = new ArrayList<>();

    public ScriptedRun(Scenario scenario, CollisionAlgorithm algorithm, List<List<Paddle>> paddles) {
        this.scenario = scenario;
        this.algorithm = algorithm;
        this.paddles = List.copyOf(paddles);
        states.add(placed(SimState.initial(scenario)));
    }

    @Override
    public Scenario scenario() {
        return scenario;
    }

    @Override
    public CollisionAlgorithm algorithm() {
        return algorithm;
    }

    /** How many frames the script moves the paddles for. */
    public int scripted() {
        return paddles.size();
    }

    /** The state after {@code frame} frames (0 is the start), with the paddles of the frame that follows. */
    @Override
    public SimState state(int frame) {
        ensure(frame);
        return states.get(frame);
    }

    /** The trace of frame {@code frame} (from 1). */
    @Override
    public FrameTrace trace(int frame) {
        if (frame < 1) {
            throw new IllegalArgumentException("frames count from 1");
        }
        ensure(frame - 1);
        return Simulation.step(scenario, states.get(frame - 1), algorithm).trace();
    }

    /** How many frames have been worked out so far (every state is kept). */
    @Override
    public int computed() {
        return states.size() - 1;
    }

    private void ensure(int frame) {
        if (frame < 0) {
            throw new IllegalArgumentException("no frame " + frame);
        }
        while (states.size() <= frame) {
            SimState last = states.get(states.size() - 1);
            states.add(placed(Simulation.stepOutcomes(scenario, last, algorithm).state()));
        }
    }

    /** The state with the script's paddles for the frame that starts from it. */
    private SimState placed(SimState s) {
        if (s.frame() >= paddles.size()) {
            return s;
        }
        return new SimState(s.frame(), s.t(), s.ball(), paddles.get(s.frame()), s.bricks(), s.out());
    }
}
