package bouncelab.core.simulation;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.FrameTrace;

/**
 * One shot run by one algorithm, as its callers see it: the state after each frame and the trace of each frame,
 * worked out on demand as far as they are asked for. {@link Run} is the ordinary kind; {@link ScriptedRun} moves
 * the paddles where a recorded game had them. Either gives, for the same frame, the same state and trace each time
 * it is asked (the core is deterministic).
 */
public sealed interface FrameHistory permits Run, ScriptedRun {

    /** The shot as it stood at frame 0. */
    Scenario scenario();

    CollisionAlgorithm algorithm();

    /** The state after {@code frame} frames (0 is the start), working the run out that far if it is not yet. */
    SimState state(int frame);

    /** The trace of frame {@code frame} (from 1): the step from state frame−1 to state frame. */
    FrameTrace trace(int frame);

    /** How many frames have been worked out so far. */
    int computed();
}
