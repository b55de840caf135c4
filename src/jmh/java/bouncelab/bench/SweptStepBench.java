package bouncelab.bench;

import bouncelab.core.algorithm.AlgorithmClasses;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * One swept frame, {@code Simulation.step} with its whole trace, on the first 512 frames of a Breakout shot: the
 * ball flying, hitting and breaking bricks, bouncing off the walls. Each call steps the next of those states.
 * {@code stepOutcomes} is the same frame trace-free ({@code Simulation.stepOutcomes}): the same state and events,
 * none of the working.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SweptStepBench {
    private static final int FRAMES = 512;

    @Param({"750", "10000", "100000"})
    public int bricks;

    @Param({"slow", "fast"})
    public String speed;

    @Param({"grid", "brute-force"})
    public String broadPhase;

    private Scenario shot;
    private CollisionAlgorithm swept;
    private SimState[] states;
    private int next;

    @Setup
    public void play() {
        shot = BenchShots.breakout(bricks, speed, broadPhase);
        swept = AlgorithmClasses.create(AlgorithmId.SWEPT);
        Run run = new Run(shot, swept);
        states = new SimState[FRAMES];
        for (int f = 0; f < FRAMES; f++) {
            states[f] = run.state(f);
        }
    }

    @Benchmark
    public Step step() {
        Step s = Simulation.step(shot, states[next], swept);
        next = (next + 1) % FRAMES;
        return s;
    }

    @Benchmark
    public Step stepOutcomes() {
        Step s = Simulation.stepOutcomes(shot, states[next], swept);
        next = (next + 1) % FRAMES;
        return s;
    }
}
