package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.io.scenario.ScenarioLoader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/**
 * Every shot of the course (each lesson's .json), under the xna rules and the 'simple' test, stepped up to
 * {@link #FRAMES} frames or until the ball leaves: the long runs the xna working's tests read, frame by frame.
 */
public final class XnaCourseRuns {
    public static final int FRAMES = 300;

    /** One frame of one course shot: the shot's file, the frame's number (from 1) and the step. */
    @FunctionalInterface
    public interface FrameSeen {
        void frame(Path file, int frame, Step step);
    }

    private XnaCourseRuns() {}

    /** Each course shot as it is. */
    public static void each(FrameSeen seen) throws IOException {
        each(UnaryOperator.identity(), seen);
    }

    /** Each course shot, changed by {@code shape} before the xna rules are put on it. */
    public static void each(UnaryOperator<Scenario> shape, FrameSeen seen) throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("lessons"))) {
            for (Path p : files.filter(f -> f.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                Scenario shaped = shape.apply(ScenarioLoader.load(p));
                Scenario shot = shaped.withRules(shaped.rules().withId(RulesId.XNA));
                var algorithm = AlgorithmClasses.create(AlgorithmId.SIMPLE);
                SimState state = SimState.initial(shot);
                for (int f = 1; f <= FRAMES && !state.out(); f++) {
                    Step step = Simulation.step(shot, state, algorithm);
                    seen.frame(p, f, step);
                    state = step.state();
                }
            }
        }
    }
}
