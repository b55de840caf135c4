package bouncelab.core.simulation;

import bouncelab.core.trace.FrameTrace;

/** One frame stepped: the state at its end and everything that was worked out on the way. */
public record Step(SimState state, FrameTrace trace) {}
