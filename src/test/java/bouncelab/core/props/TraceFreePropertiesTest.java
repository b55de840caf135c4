package bouncelab.core.props;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.GivenTestAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The trace-free step ({@link Simulation#stepOutcomes}) against the traced one ({@link Simulation#step}) on random
 * shots, every algorithm (the student's test too, played by a circle-and-box test) under every rule set, frame after
 * frame: the same state to the bit, the same events and broken bricks, the same path, and none of the working. Each
 * goes on from its own state, so a difference anywhere would carry on and show.
 */
class TraceFreePropertiesTest {
    static final int FRAMES = 25;

    @Provide
    Arbitrary<Scenario> shots() {
        return Shots.any();
    }

    /** A student's hitPaddle as the slides write it: the nearest point of the box within the radius. */
    private static final GivenTestAlgorithm.HitTest NEAREST_POINT = (id, c, d, r) -> {
        double nx = Math.max(r.left(), Math.min(c.x(), r.right()));
        double ny = Math.max(r.top(), Math.min(c.y(), r.bottom()));
        return (c.x() - nx) * (c.x() - nx) + (c.y() - ny) * (c.y() - ny) <= d * d / 4;
    };

    @Property(seed = "20261123", tries = 300)
    void theTraceFreeStepGivesTheSameStatesAndEvents(@ForAll("shots") Scenario shot) {
        for (RulesId rules : RulesId.all()) {
            everyAlgorithm(shot.withRules(shot.rules().withId(rules)));
        }
    }

    private static void everyAlgorithm(Scenario shot) {
        List<CollisionAlgorithm> algorithms = new ArrayList<>();
        AlgorithmId.all().forEach(id -> algorithms.add(AlgorithmClasses.create(id)));
        algorithms.add(new GivenTestAlgorithm(NEAREST_POINT));
        for (CollisionAlgorithm algorithm : algorithms) {
            AlgorithmId id = algorithm.id();
            SimState traced = SimState.initial(shot);
            SimState free = traced;
            for (int f = 1; f <= FRAMES && !traced.out(); f++) {
                Step full = Simulation.step(shot, traced, algorithm);
                Step lean = Simulation.stepOutcomes(shot, free, algorithm);
                String where = id.fileName() + " under " + shot.rules().id().fileName() + ", frame " + f;
                assertEquals(full.state(), lean.state(), where);
                assertEquals(full.trace().events(), lean.trace().events(), where);
                assertEquals(outcomes(full.trace()), lean.trace().items(), where);
                assertEquals(full.trace().path(), lean.trace().path(), where);
                assertEquals(full.trace().b(), lean.trace().b(), where);
                assertEquals(full.trace().after(), lean.trace().after(), where);
                assertTrue(lean.trace().items().stream().allMatch(TraceItem::outcome), where);
                traced = full.state();
                free = lean.state();
            }
        }
    }

    private static List<TraceItem> outcomes(FrameTrace t) {
        return t.items().stream().filter(TraceItem::outcome).toList();
    }
}
