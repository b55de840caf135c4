package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What a broad phase found on one pass (the bricks to test, in list order) and what it cost over the whole frame:
 * the cells walked, the bricks looked at, the bricks handed to the exact test. Mutable and local to one step.
 */
public final class Candidates {
    private final IntList found = new IntList();
    private final IntList cells = new IntList();
    final IntList scratch = new IntList();
    private long[] bits = new long[0];
    private @Nullable GridShape grid;
    private int lookedAt;
    private int handedOver;

    /** Forgets the last pass's bricks before the next query; the frame's counts go on adding up. */
    public void nextPass() {
        found.clear();
    }

    public int size() {
        return found.size();
    }

    /** The i-th brick found on this pass, as its index in the brick list. */
    public int get(int i) {
        return found.get(i);
    }

    void add(int index) {
        found.add(index);
        handedOver++;
    }

    void lookedAt(int n) {
        lookedAt += n;
    }

    /** One bit per brick of a small wall ({@code words} longs), all zero: a query sets some, and clears them again. */
    long[] bits(int words) {
        if (bits.length < words) {
            bits = new long[words];
        }
        return bits;
    }

    IntList cellBuffer(GridShape g) {
        grid = g;
        return cells;
    }

    /** Cells walked this frame, over every pass (0 for brute force). */
    public int cellsVisited() {
        return cells.size();
    }

    /** Bricks looked at this frame: every live brick for brute force, only those in the cells walked for the grid. */
    public int lookedAt() {
        return lookedAt;
    }

    /** Bricks handed to the exact test this frame. */
    public int handedOver() {
        return handedOver;
    }

    /** The cells walked this frame, in court coordinates, in the order walked. */
    public List<Rect> cellRects() {
        GridShape g = grid;
        if (g == null) { // brute force walks no cells
            return List.of();
        }
        List<Rect> out = new ArrayList<>(cells.size());
        for (int i = 0; i < cells.size(); i++) {
            out.add(g.cellRect(cells.get(i)));
        }
        return out;
    }
}
