package bouncelab.core.props;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.soak.FrameCheck;
import bouncelab.io.scenario.ScenarioWriter;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** All five algorithms on random shots: what holds for the discrete tests as well as the swept ones. */
class AlgorithmPropertiesTest {
    static final int FRAMES = 20;

    @Provide
    Arbitrary<Scenario> shots() {
        return Shots.any();
    }

    @Property(seed = "20260525", tries = 300)
    void everyAlgorithmKeepsTheBallFiniteAndInsideTheWalls(@ForAll("shots") Scenario shot) {
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            run(shot, name, (before, step) -> FrameCheck.courtProblems(shot, before, step));
        }
    }

    @Property(seed = "20260526", tries = 300)
    void speedChangesOnlyWhereARuleSaysSo(@ForAll("shots") Scenario withAccel) {
        Ball b = withAccel.ball();
        Scenario shot = withAccel.withBall(new Ball(b.x(), b.y(), b.radius(), b.vx(), b.vy(), 0));
        for (String name : AlgorithmId.all().stream().map(AlgorithmId::fileName).toList()) {
            run(shot, name, (before, step) -> SpeedRules.problems(name, shot.rules(), before, step));
        }
    }

    private interface Check {
        List<String> problems(SimState before, Step step);
    }

    private static void run(Scenario shot, String name, Check check) {
        CollisionAlgorithm algorithm = AlgorithmClasses.create(AlgorithmId.of(name));
        SimState state = SimState.initial(shot);
        for (int f = 1; f <= FRAMES && !state.out(); f++) {
            Step step = Simulation.step(shot, state, algorithm);
            List<String> problems = check.problems(state, step);
            SimState before = state;
            assertTrue(
                    problems.isEmpty(),
                    () -> name + ", frame " + step.state().frame() + ": " + problems + "\nfrom " + before.ball()
                            + "\nshot:\n" + ScenarioWriter.toJson(shot));
            state = step.state();
        }
    }
}
