package bouncelab.bench;

import bouncelab.core.algorithm.AlgorithmClasses;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.algorithm.Motion;
import bouncelab.core.broadphase.BroadPhase;
import bouncelab.core.broadphase.Candidates;
import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
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
 * The broad phase alone: for the first pass of each of the 512 frames {@link SweptStepBench} steps, the path A→B
 * and the bricks standing, ask the broad phase which bricks to test. This is the part of the step that the grid
 * replaces; the rest (the exact tests and the trace) costs the same either way.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class BroadPhaseBench {
    private static final int FRAMES = 512;

    @Param({"750", "10000", "100000"})
    public int bricks;

    @Param({"slow", "fast"})
    public String speed;

    @Param({"grid", "brute-force"})
    public String broadPhase;

    private LiveBricks[] standing;
    private BroadPhase[] phases;
    private double[] paths;
    private int next;

    @Setup
    public void play() {
        var shot = BenchShots.breakout(bricks, speed, broadPhase);
        Run run = new Run(shot, AlgorithmClasses.create(AlgorithmId.SWEPT));
        standing = new LiveBricks[FRAMES];
        phases = new BroadPhase[FRAMES];
        paths = new double[4 * FRAMES];
        for (int f = 0; f < FRAMES; f++) {
            SimState s = run.state(f);
            standing[f] = LiveBricks.of(s.bricks());
            phases[f] = standing[f].broadPhase(broadPhase, BenchShots.RADIUS);
            Vec2 a = s.ball().centre();
            Vec2 b = Motion.accelerate(s.ball(), shot.dt(), 1).to();
            paths[4 * f] = a.x();
            paths[4 * f + 1] = a.y();
            paths[4 * f + 2] = b.x();
            paths[4 * f + 3] = b.y();
        }
    }

    @Benchmark
    public int query() {
        int f = next;
        next = (next + 1) % FRAMES;
        LiveBricks live = standing[f];
        Candidates found = new Candidates();
        phases[f].query(paths[4 * f], paths[4 * f + 1], paths[4 * f + 2], paths[4 * f + 3], BenchShots.RADIUS,
                live::isLive, found);
        return found.size();
    }
}
