package bouncelab.core.props;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.BroadPhaseNames;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.BroadPhaseStats;
import bouncelab.core.trace.TraceItem;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The grid broad phase and brute force agree on random shots: the same states and the same working, to the bit,
 * frame after frame; only the broad phase's own counts differ.
 */
class BroadPhasePropertiesTest {

    @Provide
    Arbitrary<Scenario> shots() {
        return Shots.any();
    }

    @Property(seed = "20260527", tries = 200)
    void theGridAndBruteForceGiveTheSameFrames(@ForAll("shots") Scenario shot) {
        Scenario grid = shot.withRules(shot.rules().withBroadPhase(BroadPhaseNames.GRID));
        Scenario brute = shot.withRules(shot.rules().withBroadPhase(BroadPhaseNames.BRUTE_FORCE));
        for (String name : List.of(AlgorithmId.SWEPT.fileName(), AlgorithmId.SWEPT_EXACT.fileName())) {
            CollisionAlgorithm algorithm = AlgorithmClasses.create(AlgorithmId.of(name));
            SimState a = SimState.initial(grid);
            SimState b = SimState.initial(brute);
            for (int f = 1; f <= 20 && !a.out(); f++) {
                Step sa = Simulation.step(grid, a, algorithm);
                Step sb = Simulation.step(brute, b, algorithm);
                assertEquals(sb.state(), sa.state(), name + " frame " + f);
                assertEquals(working(sb), working(sa), name + " frame " + f);
                a = sa.state();
                b = sb.state();
            }
        }
    }

    private static List<TraceItem> working(Step s) {
        return s.trace().items().stream()
                .filter(i -> !(i instanceof BroadPhaseStats))
                .toList();
    }
}
