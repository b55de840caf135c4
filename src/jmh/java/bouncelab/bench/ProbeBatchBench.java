package bouncelab.bench;

import bouncelab.cli.BounceLabCli;
import bouncelab.cli.CliStreams;
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

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * {@code probe --batch} in process: 10,000 lines of JSON, the five kinds of probe mixed, read, answered and written
 * (to nowhere). The JVM's start is not counted: a warm batch.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ProbeBatchBench {
    static final int LINES = 10_000;

    private byte[] input;

    @Setup
    public void questions() {
        Random rnd = new Random(2011);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < LINES; i++) {
            int x = rnd.nextInt(600), y = rnd.nextInt(400);
            sb.append(switch (i % 5) {
                case 0 -> "{\"test\":\"pythagoras\",\"ball\":[" + x + "," + y + ",20],\"rect\":[300,200,12,100]}";
                case 1 -> "{\"test\":\"simple\",\"ball\":[" + x + "," + y + ",20],\"rect\":[300,200,12,100]}";
                case 2 -> "{\"test\":\"intercept\",\"segments\":[[" + x + "," + y + ",300,250],[290,0,290,500]]}";
                case 3 -> "{\"test\":\"ball-intercept\",\"ball\":[" + x + "," + y + ",5],\"move\":[40,-25],"
                        + "\"rect\":[300,200,312,300]}";
                default -> "{\"test\":\"intersection-centre\",\"ball\":[" + x + "," + y + ",20,20],"
                        + "\"rect\":[300,200,50,20]}";
            }).append('\n');
        }
        input = sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    @Benchmark
    public int batchOf10000Lines() {
        return BounceLabCli.run(new String[]{"probe", "--batch"}, new CliStreams(new ByteArrayInputStream(input),
                OutputStream.nullOutputStream(), OutputStream.nullOutputStream()));
    }
}
