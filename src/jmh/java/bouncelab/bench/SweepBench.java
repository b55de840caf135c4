package bouncelab.bench;

import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepResult;
import bouncelab.core.sweep.SweepSpec;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.TimeUnit;

/**
 * The speed sweep's goal: 5 algorithms × 50 speeds × 1,000 shots in under a second. The speeds 11 to 60 px a frame
 * (a 12 px target, a 16 px ball), the whole sweep per call, warm.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SweepBench {
    static final SweepSpec FIFTY_SPEEDS = SweepSpec.DEFAULT.withSpeeds(11, 60, 1).withShots(1000);

    @Benchmark
    public SweepResult sweep() {
        return SpeedSweep.run(FIFTY_SPEEDS);
    }

    /** The window's Speed sweep tab's own sweep (SweepSpec.DEFAULT: 60 speeds from 1 px a frame), warm; issue 19. */
    @Benchmark
    public SweepResult defaultSweep() {
        return SpeedSweep.run(SweepSpec.DEFAULT);
    }
}
