package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import java.util.List;

/** Steps a shot through the core one frame at a time, the paddles put where a test's player has them. */
final class Stepper {
    private final Scenario scenario;
    private final CollisionAlgorithm algorithm;
    private SimState state;
    private Step last;

    Stepper(Scenario scenario, AlgorithmId algorithm) {
        this.scenario = scenario;
        this.algorithm = AlgorithmClasses.create(algorithm);
        this.state = SimState.initial(scenario);
    }

    /** Under these rules instead of the scenario's. */
    static Stepper under(String rules, Scenario scenario, AlgorithmId algorithm) {
        return new Stepper(scenario.withRules(scenario.rules().withId(RulesId.of(rules))), algorithm);
    }

    SimState state() {
        return state;
    }

    Step last() {
        return last;
    }

    SimState step() {
        last = Simulation.step(scenario, state, algorithm);
        state = last.state();
        return state;
    }

    /** One frame with the paddles where the player has put them for it. */
    SimState step(List<Paddle> paddles) {
        state = new SimState(state.frame(), state.t(), state.ball(), paddles, state.bricks(), state.out());
        return step();
    }
}
