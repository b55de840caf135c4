package bouncelab.core.props;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.soak.Draws;
import bouncelab.core.soak.ShotMaker;
import java.util.Iterator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomDistribution;

/** Random shots for jqwik: a list of draws in [0, 1), which jqwik shrinks towards 0, made into a shot. */
final class Shots {
    /** More draws than any shot uses; a shot that runs out gets 0s, the simplest choices. */
    static final int DRAWS = 160;

    private Shots() {}

    static Arbitrary<Scenario> any() {
        // uniform: jqwik's default leans to small numbers, which would make nearly every shot the simplest one
        return Arbitraries.integers()
                .between(0, 999_999)
                .withDistribution(RandomDistribution.uniform())
                .list()
                .ofSize(DRAWS)
                .map(Shots::fromInts);
    }

    static Scenario fromInts(List<Integer> ints) {
        Iterator<Integer> it = ints.iterator();
        return ShotMaker.make(new Draws(() -> it.hasNext() ? it.next() / 1e6 : 0));
    }
}
