package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * A sweep asked for on the command line begins once Java has started and the command line is read, some 80 ms in,
 * and spends its first tens of milliseconds in the interpreter while Java compiles the stepping code. Until the
 * sweep begins, one core is idle. Begun first thing, this runs a few hundred shots of every algorithm on that core,
 * so that much of the stepping code is compiled by the time the sweep begins (a cold default sweep about 10 ms
 * sooner). It counts nothing anyone reads: a sweep's results are the same with it or without it.
 */
public final class SweepWarmUp {
    /** Shots for Java to compile the stepping code of every algorithm, few enough to be over before the sweep. */
    static final int SHOTS = 600;

    private SweepWarmUp() {}

    /** Starts the warm-up on a thread of its own, which never holds the Java open; returns that thread. */
    public static Thread begin() {
        Thread t = new Thread(() -> run(AlgorithmClasses::create, SHOTS), "sweep-warm-up");
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * {@code shots} shots of the default sweep with every algorithm made by {@code make}, at a slow speed and a
     * fast one in turn (a slow shot bounces back, a fast one goes on through); their outcomes thrown away.
     */
    static void run(Function<AlgorithmId, CollisionAlgorithm> make, int shots) {
        List<CollisionAlgorithm> algorithms = new ArrayList<>();
        for (AlgorithmId id : AlgorithmId.all()) {
            algorithms.add(make.apply(id));
        }
        SweepSpec spec = SweepSpec.DEFAULT;
        SplittableRandom random = new SplittableRandom(spec.seed());
        int[][] counts = new int[algorithms.size()][1];
        SweepShot[] speeds = {new SweepShot(spec, spec.speedFrom() + 1), new SweepShot(spec, spec.speedTo() - 1)};
        for (int k = 0; k < shots; k++) {
            SpeedSweep.shoot(speeds[k % speeds.length], random.nextDouble(), algorithms, counts, counts, 0);
        }
    }
}
