package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.algorithm.CollisionAlgorithm;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * Runs a sweep: at each speed, {@code shots} shots at random phase with every algorithm. The phases come from one
 * {@link SplittableRandom} seeded with the spec's seed and split once per speed, in order, so a speed's phases do
 * not depend on how many shots other speeds had, and every algorithm is given the very same shots (their
 * differences are then not noise). The same spec gives the same result, to the shot.
 */
public final class SpeedSweep {
    private SpeedSweep() {
    }

    public static SweepResult run(SweepSpec spec) {
        return run(spec, AlgorithmId::create);
    }

    /** The sweep with each algorithm made by {@code make}: the window's, which makes {@code yours} too. */
    public static SweepResult run(SweepSpec spec, java.util.function.Function<AlgorithmId, CollisionAlgorithm> make) {
        List<CollisionAlgorithm> algorithms = spec.algorithms().stream().map(make).toList();
        return new SweepResult(spec, rows(spec, algorithms));
    }

    /**
     * The rows of one algorithm that is not in the registry (a student's own test, named {@code yours}), with the
     * spec's target, speeds, shots and seed; the spec's own list of algorithms is not used. Its shots are the very
     * ones every registered algorithm gets from the same spec.
     */
    public static List<SweepRow> rows(SweepSpec spec, CollisionAlgorithm algorithm) {
        return rows(spec, List.of(algorithm));
    }

    private static List<SweepRow> rows(SweepSpec spec, List<CollisionAlgorithm> algorithms) {
        List<Double> speeds = spec.speeds();
        int[][] missed = new int[algorithms.size()][speeds.size()];
        int[][] pushed = new int[algorithms.size()][speeds.size()];
        SplittableRandom root = new SplittableRandom(spec.seed());
        List<SplittableRandom> randoms = new ArrayList<>(speeds.size());
        for (int s = 0; s < speeds.size(); s++) {
            randoms.add(root.split()); // in speed order, before any work, so threads cannot change them
        }
        // speeds are independent and each writes only its own column: run them on every core
        IntStream.range(0, speeds.size()).parallel().forEach(s -> {
            double[] phases = randoms.get(s).doubles(spec.shots()).toArray();
            SweepShot shot = new SweepShot(spec, speeds.get(s));
            for (int a = 0; a < algorithms.size(); a++) {
                for (double u : phases) {
                    switch (shot.run(u, algorithms.get(a))) {
                        case MISSED -> missed[a][s]++;
                        case PUSHED_THROUGH -> pushed[a][s]++;
                        case BACK -> { }
                    }
                }
            }
        });
        List<SweepRow> rows = new ArrayList<>(algorithms.size() * speeds.size());
        for (int a = 0; a < algorithms.size(); a++) {
            for (int s = 0; s < speeds.size(); s++) {
                rows.add(new SweepRow(algorithms.get(a).id(), speeds.get(s), spec.shots(), missed[a][s],
                        pushed[a][s]));
            }
        }
        return rows;
    }
}
