package bouncelab.lessons.worksheet;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.trace.FrameTrace;

/** One frame of one shot run by one algorithm: what a worksheet's picture shows and its numbers are read from. */
public record FrameRef(Scenario scenario, AlgorithmId algorithm, int frame) {
    public FrameRef {
        if (frame < 1) {
            throw new IllegalArgumentException("frames count from 1, got " + frame);
        }
    }

    public FrameTrace trace() {
        return new Run(scenario, AlgorithmClasses.create(algorithm)).trace(frame);
    }
}
