package bouncelab.core.simulation;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.choice.RulesId;
import bouncelab.core.rules.RuleSets;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Steps a state by one frame with an algorithm under the shot's rules: {@code step(state) -> (state, trace)}. The
 * rules ({@code scenario.rules().id()}, Bounce Lab's own by default) say whose update loop runs around the
 * algorithm's test (see {@code bouncelab.core.rules}). Deterministic: the same scenario, state and algorithm give
 * the same result, to the bit.
 */
public final class Simulation {
    private Simulation() {}

    public static Step step(Scenario scenario, SimState state, CollisionAlgorithm algorithm) {
        return step(scenario, state, algorithm, false);
    }

    private static Step step(Scenario scenario, SimState state, CollisionAlgorithm algorithm, boolean outcomesOnly) {
        double dt = scenario.dt();
        int frame = state.frame() + 1;
        if (state.out()) {
            FrameTrace idle = new FrameTrace(
                    frame,
                    state.t(),
                    dt,
                    algorithm.id().fileName(),
                    state.ball(),
                    state.ball(),
                    state.ball().centre(),
                    state.ball().centre(),
                    List.of(state.ball().centre()),
                    List.of());
            return new Step(new SimState(frame, frame * dt, state.ball(), state.paddles(), state.bricks(), true), idle);
        }
        List<Obstacle> paddles = paddles(state, scenario);
        LiveBricks standing = LiveBricks.of(state.bricks()); // the state's own list: no copy, its grid kept
        FrameInput input = new FrameInput(
                frame, state.t(), dt, state.ball(), scenario.court(), paddles, standing, scenario.rules());
        RulesId rules = scenario.rules().id();
        FrameResult result;
        if (outcomesOnly && rules == RulesId.BOUNCE_LAB) {
            result = algorithm.stepOutcomes(input); // Bounce Lab's loop is the algorithm's; its notes are working
        } else if (outcomesOnly) {
            // an article's loop calls the algorithm's step: give it the trace-free one, and drop the loop's own notes
            result = RuleSets.of(rules).step(input, algorithm.outcomesOnly()).outcomesOnly();
        } else {
            result = RuleSets.of(rules).step(input, algorithm);
        }

        List<TraceItem> items = result.items();
        if (!algorithm.id().continuous()) {
            Set<String> responded = Set.of(); // a loop, not a stream: this runs every discrete frame
            for (int k = 0; k < items.size(); k++) {
                if (items.get(k) instanceof Bounce bounce) {
                    responded = respondedToo(responded, bounce.objectId());
                }
            }
            var tunnelled = TunnelCheck.find(
                    state.ball().centre(), result.b(), state.ball().radius(), dt, input.paddles(), standing, responded);
            if (!tunnelled.isEmpty()) {
                items = new ArrayList<>(items);
                items.addAll(tunnelled);
            }
        }
        SimState next = new SimState(
                frame,
                frame * dt,
                result.ball(),
                state.paddles(),
                standing.without(result.broken()),
                result.outSide() != null);
        FrameTrace trace = new FrameTrace(
                frame,
                state.t(),
                dt,
                algorithm.id().fileName(),
                state.ball(),
                result.ball(),
                state.ball().centre(),
                result.b(),
                result.path(),
                items);
        return new Step(next, trace);
    }

    /** The objects answered so far and one more: most frames answer one, held without a hashed set. */
    private static Set<String> respondedToo(Set<String> responded, String id) {
        if (responded.isEmpty()) {
            return Set.of(id);
        }
        if (responded.contains(id)) {
            return responded;
        }
        Set<String> more = new HashSet<>(responded);
        more.add(id);
        return more;
    }

    /** The state's paddles as obstacles, made straight into an immutable list (a Breakout wall or a sweep has none). */
    private static List<Obstacle> paddles(SimState state, Scenario scenario) {
        int n = state.paddles().size();
        if (n == 0) {
            return List.of();
        }
        Obstacle[] all = new Obstacle[n];
        for (int i = 0; i < n; i++) {
            all[i] = Obstacle.of(state.paddles().get(i), scenario.court());
        }
        return List.of(all);
    }

    /**
     * The trace-free step, for whatever reads only states and events (a sweep, the games, the soak, a run's
     * history): the same next state as {@link #step}, to the bit, and a trace with the same frame, balls, A, B and
     * path but, of the items, only the outcomes (events and broken bricks), equal to {@code step}'s. None of the
     * working (edge tests, notes, formulas, the broad phase's cells) is built. A property test holds the two equal.
     */
    public static Step stepOutcomes(Scenario scenario, SimState state, CollisionAlgorithm algorithm) {
        return step(scenario, state, algorithm, true);
    }
}
