package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.stream.IntStream;

/**
 * Runs a sweep: at each speed, {@code shots} shots at random phase with every algorithm. The phases come from one
 * {@link SplittableRandom} seeded with the spec's seed and split once per speed, in order, so a speed's phases do
 * not depend on how many shots other speeds had, and every algorithm is given the very same shots (their
 * differences are then not noise). The same spec gives the same result, to the shot.
 */
public final class SpeedSweep {
    private SpeedSweep() {}

    public static SweepResult run(SweepSpec spec) {
        return run(spec, AlgorithmClasses::create);
    }

    /** The sweep with each algorithm made by {@code make}: the window's, which makes {@code yours} too. */
    public static SweepResult run(SweepSpec spec, Function<AlgorithmId, CollisionAlgorithm> make) {
        return run(spec, make, Progress.NONE, () -> false).orElseThrow();
    }

    /**
     * Told as each speed is done, from whichever thread did it, one call at a time: the rows of every speed done so
     * far (in the result's order) and how many speeds are done out of how many.
     */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (soFar, done, total) -> {};

        void speedDone(SweepResult soFar, int done, int total);
    }

    /** {@link #run(SweepSpec, Function, Progress, BooleanSupplier)} with the core's own algorithms. */
    public static Optional<SweepResult> run(SweepSpec spec, Progress progress, BooleanSupplier cancelled) {
        return run(spec, AlgorithmClasses::create, progress, cancelled);
    }

    /**
     * The same sweep, each algorithm made by {@code make}, telling {@code progress} as each speed is done, and
     * giving up (empty) soon after {@code cancelled} says so. The finished result is the very one {@link
     * #run(SweepSpec)} gives: which thread did a speed, and in what order, changes nothing but the order of the
     * progress calls.
     */
    public static Optional<SweepResult> run(
            SweepSpec spec,
            Function<AlgorithmId, CollisionAlgorithm> make,
            Progress progress,
            BooleanSupplier cancelled) {
        return run(spec, make, progress, cancelled, Runtime.getRuntime().availableProcessors());
    }

    /**
     * The same on at most {@code threads} threads at once (the window keeps a core for itself); the result is the
     * same whatever their number.
     */
    public static Optional<SweepResult> run(
            SweepSpec spec,
            Function<AlgorithmId, CollisionAlgorithm> make,
            Progress progress,
            BooleanSupplier cancelled,
            int threads) {
        List<CollisionAlgorithm> algorithms =
                spec.algorithms().stream().map(make).toList();
        return rows(spec, algorithms, progress, cancelled, Math.max(1, threads))
                .map(rows -> new SweepResult(spec, rows));
    }

    /**
     * The rows of one algorithm that is not in the registry (a student's own test, named {@code yours}), with the
     * spec's target, speeds, shots and seed; the spec's own list of algorithms is not used. Its shots are the very
     * ones every registered algorithm gets from the same spec.
     */
    public static List<SweepRow> rows(SweepSpec spec, CollisionAlgorithm algorithm) {
        return rows(spec, algorithm, Runtime.getRuntime().availableProcessors());
    }

    /** The same on at most {@code threads} threads at once; the rows are the same whatever their number. */
    public static List<SweepRow> rows(SweepSpec spec, CollisionAlgorithm algorithm, int threads) {
        return rows(spec, List.of(algorithm), Progress.NONE, () -> false, Math.max(1, threads))
                .orElseThrow();
    }

    private static Optional<List<SweepRow>> rows(
            SweepSpec spec,
            List<CollisionAlgorithm> algorithms,
            Progress progress,
            BooleanSupplier cancelled,
            int threads) {
        List<Double> speeds = spec.speeds();
        int[][] missed = new int[algorithms.size()][speeds.size()];
        int[][] pushed = new int[algorithms.size()][speeds.size()];
        SplittableRandom root = new SplittableRandom(spec.seed());
        List<SplittableRandom> randoms = new ArrayList<>(speeds.size());
        for (int s = 0; s < speeds.size(); s++) {
            randoms.add(root.split()); // in speed order, before any work, so threads cannot change them
        }
        boolean[] done = new boolean[speeds.size()];
        int[] doneCount = {0};
        // speeds are independent and each writes only its own column. Every core takes the next speed not yet
        // taken, one at a time: split into quarters, as a parallel stream of the speeds is on two cores, the last
        // quarter could be left to one core while the other waited
        AtomicInteger next = new AtomicInteger();
        int workers = Math.min(speeds.size(), threads);
        IntStream.range(0, workers).parallel().forEach(w -> {
            for (int s = next.getAndIncrement();
                    s < speeds.size() && !cancelled.getAsBoolean();
                    s = next.getAndIncrement()) {
                if (speed(spec, algorithms, speeds.get(s), randoms.get(s), missed, pushed, s, cancelled)
                        && progress != Progress.NONE) {
                    synchronized (done) { // one call at a time, each seeing every speed finished before it
                        done[s] = true;
                        doneCount[0]++;
                        progress.speedDone(
                                new SweepResult(spec, collect(spec, algorithms, missed, pushed, done)),
                                doneCount[0],
                                speeds.size());
                    }
                }
            }
        });
        if (cancelled.getAsBoolean()) {
            return Optional.empty();
        }
        Arrays.fill(done, true);
        return Optional.of(collect(spec, algorithms, missed, pushed, done));
    }

    /**
     * Every shot at one speed with every algorithm, counted into column {@code s}; false if cancelled on the way.
     */
    private static boolean speed(
            SweepSpec spec,
            List<CollisionAlgorithm> algorithms,
            double speed,
            SplittableRandom random,
            int[][] missed,
            int[][] pushed,
            int s,
            BooleanSupplier cancelled) {
        SweepShot shot = new SweepShot(spec, speed);
        for (int k = 0; k < spec.shots(); k++) {
            // asked at every shot: the window's sweep lets its other heavy work have the cores here (a shot with a
            // slow student test can take seconds, and 512 of them held Compare's runs back for minutes)
            if (cancelled.getAsBoolean()) {
                return false;
            }
            // the k-th of random.doubles(shots), one at a time: that stream's first run is slow in a cold Java
            shoot(shot, random.nextDouble(), algorithms, missed, pushed, s);
        }
        return true;
    }

    /**
     * One shot with every algorithm, counted into column {@code s}. A method of its own, called once a shot, so that
     * Java compiles it after a few hundred shots: as the body of the loop above, which is called once a speed, it
     * was never compiled in a sweep of the default's size, and ran in the interpreter to the end.
     */
    static void shoot(
            SweepShot shot, double phase, List<CollisionAlgorithm> algorithms, int[][] missed, int[][] pushed, int s) {
        Scenario shotAtPhase = shot.scenario(phase); // one shot, made once, for every algorithm
        for (int a = 0; a < algorithms.size(); a++) {
            switch (shot.run(shotAtPhase, algorithms.get(a))) {
                case MISSED -> missed[a][s]++;
                case PUSHED_THROUGH -> pushed[a][s]++;
                case BACK -> {}
            }
        }
    }

    /** The rows of the speeds marked done: for each algorithm, each such speed from slowest to fastest. */
    private static List<SweepRow> collect(
            SweepSpec spec, List<CollisionAlgorithm> algorithms, int[][] missed, int[][] pushed, boolean[] done) {
        List<Double> speeds = spec.speeds();
        List<SweepRow> rows = new ArrayList<>(algorithms.size() * speeds.size());
        for (int a = 0; a < algorithms.size(); a++) {
            for (int s = 0; s < speeds.size(); s++) {
                if (done[s]) {
                    rows.add(new SweepRow(
                            algorithms.get(a).id(), speeds.get(s), spec.shots(), missed[a][s], pushed[a][s]));
                }
            }
        }
        return rows;
    }
}
