package bouncelab.core.sweep;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BoxTest;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.OverlapTest;
import bouncelab.core.trace.PythagorasTest;
import bouncelab.core.trace.TraceItem;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A sweep's shots are stepped by the algorithm's own frame, trace-free, and judge "seen" from its events alone (a
 * bounce off the target). Before, they were stepped by the simulation with the full working and read it: a bounce,
 * or a discrete test that found the target. On random sweep shots, every algorithm, frame after frame, the balls,
 * whether the ball left the court and the two judgements agree, so a sweep's CSV is the same.
 */
class SweepShotTraceFreeTest {

    @Property(seed = "20261124", tries = 300)
    void seenFromTheEventsIsSeenFromTheWorking(
            @ForAll @DoubleRange(min = 0.5, max = 40) double thickness,
            @ForAll @DoubleRange(min = 0.5, max = 40) double diameter,
            @ForAll @DoubleRange(min = 0.1, max = 120) double speed,
            @ForAll @DoubleRange(min = -80, max = 80) double angle,
            @ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double u) {
        SweepSpec spec = SweepSpec.DEFAULT.withTarget(thickness, diameter).withAngle(angle);
        SweepShot shot = new SweepShot(spec, speed);
        Scenario s = shot.scenario(u);
        for (AlgorithmId id : AlgorithmId.all()) {
            CollisionAlgorithm algorithm = AlgorithmClasses.create(id);
            SimState traced = SimState.initial(s);
            Ball free = s.ball();
            for (int f = 1; f <= 40 && !traced.out(); f++) {
                Step full = Simulation.step(s, traced, algorithm);
                FrameResult lean = shot.frame(f, free, algorithm);
                assertEquals(full.state().ball(), lean.ball(), id.fileName() + " frame " + f);
                assertEquals(full.state().out(), lean.outSide() != null, id.fileName() + " frame " + f);
                assertEquals(
                        sawTargetInTheWorking(full.trace()),
                        SweepShot.sawTarget(lean.items()),
                        id.fileName() + " frame " + f);
                traced = full.state();
                free = lean.ball();
            }
        }
    }

    /** The judgement as it was made before, from the whole trace. */
    private static boolean sawTargetInTheWorking(FrameTrace t) {
        for (TraceItem item : t.items()) {
            if (!SweepShot.TARGET.equals(item.objectId())) {
                continue;
            }
            if ((item instanceof Bounce)
                    || (item instanceof BoxTest b && b.hit())
                    || (item instanceof PythagorasTest p && p.hit())
                    || (item instanceof OverlapTest o && o.hit())) {
                return true;
            }
        }
        return false;
    }
}
