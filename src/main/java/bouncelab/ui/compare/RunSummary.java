package bouncelab.ui.compare;

import bouncelab.core.scenario.Ball;
import bouncelab.core.simulation.SimState;
import bouncelab.ui.session.ComputedFrames;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * One run's numbers for the compare view, worked out once per shot: its counts after every frame, and the first
 * frame at whose end it no longer agrees with the reference run (swept-exact).
 */
final class RunSummary {
    /** Closer than this (px, px/s) is the same: rounding is not a difference worth a mark. */
    static final double SAME = 1e-3;

    private final List<PanelCounts> countsAfter;
    private final OptionalInt divergence;
    private final SortedSet<Integer> eventFrames;

    RunSummary(ComputedFrames run, ComputedFrames reference, int lastFrame) {
        countsAfter = new ArrayList<>(lastFrame + 1);
        PanelCounts sum = PanelCounts.NONE;
        countsAfter.add(sum);
        for (int f = 1; f <= lastFrame; f++) {
            sum = sum.plus(PanelCounts.of(run.trace(f)));
            countsAfter.add(sum);
        }
        divergence = firstDifference(run, reference, lastFrame);
        eventFrames = new TreeSet<>(run.eventFrames());
    }

    PanelCounts countsAfter(int frame) {
        return countsAfter.get(frame);
    }

    OptionalInt divergence() {
        return divergence;
    }

    SortedSet<Integer> eventFrames() {
        return eventFrames;
    }

    /** The first frame whose end state differs: the ball's place or velocity, whether it is out, the bricks left. */
    static OptionalInt firstDifference(ComputedFrames run, ComputedFrames reference, int lastFrame) {
        for (int f = 1; f <= lastFrame; f++) {
            if (!same(run.state(f), reference.state(f))) {
                return OptionalInt.of(f);
            }
        }
        return OptionalInt.empty();
    }

    private static boolean same(SimState a, SimState b) {
        Ball x = a.ball();
        Ball y = b.ball();
        return a.out() == b.out()
                && a.bricks().size() == b.bricks().size()
                && x.centre().distanceTo(y.centre()) <= SAME
                && x.velocity().distanceTo(y.velocity()) <= SAME;
    }
}
