package bouncelab.core.broadphase;

import bouncelab.core.scenario.BroadPhaseNames;
import java.util.function.IntPredicate;

/**
 * The Breakout article's loop: look at every brick, every pass. Its cost grows with the number of bricks: fine
 * for 750, as the article found, and what the grid is measured against.
 */
public final class BruteForce implements BroadPhase {
    private final PackedRects rects;

    public BruteForce(PackedRects rects) {
        this.rects = rects;
    }

    @Override
    public String name() {
        return BroadPhaseNames.BRUTE_FORCE;
    }

    @Override
    public void query(double ax, double ay, double bx, double by, double r, IntPredicate live, Candidates out) {
        double[] e = rects.edges();
        int n = rects.size();
        for (int i = 0; i < n; i++) {
            if (!live.test(i)) {
                continue;
            }
            out.lookedAt(1);
            int k = 4 * i;
            if (PathNearBox.mayTouch(e[k], e[k + 1], e[k + 2], e[k + 3], r, ax, ay, bx, by)) {
                out.add(i);
            }
        }
    }
}
