package bouncelab.bench;

import bouncelab.core.algorithm.AlgorithmClasses;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.Run;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import bouncelab.core.geometry.Vec2;

/**
 * The history of a 100,000-frame Breakout run (30 x 25 bricks, the ball at 12 px a frame): a jump to a random
 * frame, as the window does it (the state and the trace to draw), and stepping back one frame at a time.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(value = 1, jvmArgsAppend = "-Xmx256m")
public class HistoryBench {
    static final int FRAMES = 100_000;

    private Run run;
    private Random random;
    private int back;

    static Run longRun() {
        Run run = new Run(BenchShots.breakout(750, "slow", "grid").withBall(
                BenchShots.breakout(750, "slow", "grid").ball().withVelocity(
                        new Vec2(420, -610))), AlgorithmClasses.create(AlgorithmId.SWEPT));
        run.state(FRAMES);
        return run;
    }

    @Setup
    public void play() {
        run = longRun();
        random = new Random(100_000);
        back = FRAMES;
    }

    @Benchmark
    public FrameTrace jumpToAnyFrame() {
        int f = 1 + random.nextInt(FRAMES);
        run.state(f);
        return run.trace(f);
    }

    @Benchmark
    public SimState stepBack() {
        back = back <= 1 ? FRAMES : back - 1;
        return run.state(back);
    }
}
