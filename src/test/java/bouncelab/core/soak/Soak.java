package bouncelab.core.soak;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.BounceLimit;
import bouncelab.io.scenario.ScenarioWriter;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The soak: many random swept frames, checked after each one by {@link FrameCheck}. Not part of {@code mvn verify};
 * run it with
 * <pre>
 * mvn -q test-compile exec:java -Dexec.mainClass=bouncelab.core.soak.Soak -Dexec.classpathScope=test \
 *     -Dexec.args="10000000 1"
 * </pre>
 * (frames, then seed, then {@code adversarial} for the shots of {@link AdversarialShots}: bricks touching the ball,
 * shared edges, gaps narrower than the ball, paddles moving at 10^9 px/s). Each random shot (see {@link ShotMaker})
 * runs {@value #FRAMES_PER_SHOT} frames, or until
 * the ball goes out, alternately with {@code swept} and {@code swept-exact}. It prints how many frames escaped
 * (ball outside the court or sunk into an object), the largest number of bounces in one frame, how often the
 * bounce limit was reached, and the first few failing shots as scenario JSON to reproduce them.
 */
public final class Soak {
    static final int FRAMES_PER_SHOT = 100;
    static final int SHOW = 3;

    private Soak() {}

    public static void main(String[] args) {
        long frames = args.length > 0 ? Long.parseLong(args[0].replace("_", "")) : 10_000_000L;
        long seed = args.length > 1 ? Long.parseLong(args[1]) : 1;
        boolean adversarial = args.length > 2 && args[2].equals("adversarial");
        Report report = run(frames, seed, adversarial);
        System.out.println(report.summary());
        if (report.escapes() > 0) {
            System.exit(1);
        }
    }

    /** What a soak found. */
    public record Report(
            long frames,
            long shots,
            long escapes,
            int maxBounces,
            long limitReached,
            long outs,
            double seconds,
            long seed,
            String firstFailures,
            boolean adversarial) {
        String summary() {
            return String.format(
                    "soak: %,d swept frames in %,d " + (adversarial ? "adversarial " : "")
                            + "shots (seed %d), %.1f s%n"
                            + "escapes: %d%nlargest bounce count in one frame: %d (limit %d)%n"
                            + "frames that reached the bounce limit: %d%nshots where the ball went out: %d%n%s",
                    frames,
                    shots,
                    seed,
                    seconds,
                    escapes,
                    maxBounces,
                    BounceLimit.MAX_BOUNCES,
                    limitReached,
                    outs,
                    firstFailures);
        }
    }

    public static Report run(long frames, long seed) {
        return run(frames, seed, false);
    }

    /** As {@link #run(long, long)}, with the adversarial shots if asked. */
    public static Report run(long frames, long seed, boolean adversarial) {
        SplittableRandom random = new SplittableRandom(seed);
        Draws draws = new Draws(random::nextDouble);
        List<CollisionAlgorithm> algorithms =
                List.of(AlgorithmClasses.create(AlgorithmId.SWEPT), AlgorithmClasses.create(AlgorithmId.SWEPT_EXACT));
        long done = 0, shots = 0, escapes = 0, limit = 0, outs = 0;
        int maxBounces = 0;
        StringBuilder failures = new StringBuilder();
        long start = System.nanoTime();
        while (done < frames) {
            Scenario shot = adversarial ? AdversarialShots.make(draws) : ShotMaker.make(draws);
            CollisionAlgorithm algorithm = algorithms.get((int) (shots % algorithms.size()));
            shots++;
            SimState state = SimState.initial(shot);
            for (int f = 0; f < FRAMES_PER_SHOT && done < frames && !state.out(); f++) {
                Step step = Simulation.stepOutcomes(shot, state, algorithm); // it reads states and events only
                done++;
                maxBounces = Math.max(maxBounces, FrameCheck.bounces(step));
                if (!step.trace().items(BounceLimit.class).isEmpty()) {
                    limit++;
                }
                List<String> problems = FrameCheck.problems(shot, state, step);
                if (!problems.isEmpty()) {
                    escapes++;
                    if (escapes <= SHOW) {
                        failures.append(algorithm.id().fileName())
                                .append(", frame ")
                                .append(f + 1)
                                .append(": ")
                                .append(problems)
                                .append("\nfrom ")
                                .append(state.ball())
                                .append("\nshot:\n")
                                .append(ScenarioWriter.toJson(shot))
                                .append('\n');
                    }
                    break; // one escape per shot: the frames after it start from a broken state
                }
                state = step.state();
            }
            if (state.out()) {
                outs++;
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        return new Report(
                done, shots, escapes, maxBounces, limit, outs, seconds, seed, failures.toString(), adversarial);
    }
}
