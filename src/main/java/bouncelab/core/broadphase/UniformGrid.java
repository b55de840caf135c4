package bouncelab.core.broadphase;

import bouncelab.core.scenario.BroadPhaseNames;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * A uniform grid over the bricks, built once per brick list: each cell lists the bricks that come within
 * {@code margin} (the ball's radius) of it, so a ball's centre crossing the cell might touch exactly those. A
 * query walks only the cells the path A→B crosses ({@link GridWalk}), gathers their bricks, keeps those the
 * {@link PathNearBox} test lets through and hands them over in list order. Its cost follows the length of the path,
 * not the number of bricks. Broken bricks stay in the cells and are skipped by the query's {@code live} test.
 *
 * <p>A brick lies across a block of cells (most across two by two), so a path meets it in several cells in a row.
 * The walk moves one cell at a time, never back on either axis, so it meets a block of cells in one unbroken
 * stretch: a brick is new in a cell exactly when the cell the walk came from does not list it. So each cell keeps
 * five lists: all its bricks (for the first cell walked) and, for each neighbour the walk can come from, only
 * those that neighbour does not list. A brick met again is then never read at all, and the loop over a cell has no
 * test to guess wrong before the liveness and the path tests; only the few bricks handed over are put in order.
 */
public final class UniformGrid implements BroadPhase {
    /** At most this many cells per brick, so a few far-apart bricks do not make a huge empty grid. */
    private static final int CELLS_PER_BRICK = 4;
    /**
     * Up to this many bricks, the bricks found are marked in a bitmap and read back in order (a few words to scan);
     * above, they are sorted.
     */
    private static final int BITMAP_UP_TO = 64 * 64;

    private final PackedRects rects;
    private final double margin;
    private final GridShape shape;
    /** The brick also lies in the cell to the left of the entry's (and so on): bits of a brick's span in a cell. */
    private static final int LEFT = 1, RIGHT = 2, UP = 4, DOWN = 8;
    /** A cell's lists: all its bricks, then those new when the walk comes from the left, right, up, down. */
    private static final int ALL = 0, FROM_LEFT = 1, FROM_RIGHT = 2, FROM_UP = 3, FROM_DOWN = 4, LISTS = 5;
    /** The span bit that keeps a brick out of each list: none for ALL, LEFT for FROM_LEFT, ... */
    private static final int[] LEFT_OUT_BY = {0, LEFT, RIGHT, UP, DOWN};

    /** Where list {@code cell * LISTS + which} starts in {@link #lists}; one more than lists at the end. */
    private final int[] listStart;

    private final int[] lists;
    /**
     * Each brick's box as {@link PathNearBox} grows it for a ball of radius {@code margin} (left, top, right,
     * bottom): worked out once here, with the same arithmetic, instead of on every query.
     */
    private final double[] grown;

    private UniformGrid(PackedRects rects, double margin, GridShape shape, int[] listStart, int[] lists) {
        this.rects = rects;
        this.margin = margin;
        this.shape = shape;
        this.listStart = listStart;
        this.lists = lists;
        double[] e = rects.edges();
        grown = new double[e.length];
        for (int k = 0; k < e.length; k += 4) {
            double g = PathNearBox.grow(e[k], e[k + 1], e[k + 2], e[k + 3], margin);
            grown[k] = e[k] - g;
            grown[k + 1] = e[k + 1] - g;
            grown[k + 2] = e[k + 2] + g;
            grown[k + 3] = e[k + 3] + g;
        }
    }

    /** A grid for balls of radius up to {@code margin}: cells about the size of a brick grown by the margin. */
    public static UniformGrid build(PackedRects rects, double margin) {
        int n = rects.size();
        if (n == 0) {
            return new UniformGrid(rects, margin, new GridShape(0, 0, 1, 1, 0, 0), new int[1], new int[0]);
        }
        double left = Double.POSITIVE_INFINITY, top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY, bottom = Double.NEGATIVE_INFINITY;
        double[] widths = new double[n];
        double[] heights = new double[n];
        for (int i = 0; i < n; i++) {
            double g = grow(rects, i, margin);
            left = Math.min(left, rects.left(i) - g);
            top = Math.min(top, rects.top(i) - g);
            right = Math.max(right, rects.right(i) + g);
            bottom = Math.max(bottom, rects.bottom(i) + g);
            widths[i] = rects.right(i) - rects.left(i) + 2 * g;
            heights[i] = rects.bottom(i) - rects.top(i) + 2 * g;
        }
        double w = Math.max(right - left, 1e-9);
        double h = Math.max(bottom - top, 1e-9);
        double cw = Math.min(w, Math.max(median(widths), w * 1e-6));
        double ch = Math.min(h, Math.max(median(heights), h * 1e-6));
        double limit = (double) CELLS_PER_BRICK * n + 64;
        while (Math.ceil(w / cw) * Math.ceil(h / ch) > limit) {
            cw = Math.min(w, cw * 1.25);
            ch = Math.min(h, ch * 1.25);
        }
        int cols = (int) Math.max(1, Math.ceil(w / cw));
        int rows = (int) Math.max(1, Math.ceil(h / ch));
        GridShape shape = new GridShape(left, top, cw, ch, cols, rows);
        return fill(rects, margin, shape);
    }

    /**
     * Two passes: count each cell's bricks, then lay them out in one array, cell after cell, in list order, each
     * with the neighbours that list it too.
     */
    private static UniformGrid fill(PackedRects rects, double margin, GridShape shape) {
        int n = rects.size();
        int[] start = new int[shape.cells() + 1];
        byte[] spans = new byte[0]; // sized on the second pass, once the counts are known
        for (int pass = 0; pass < 2; pass++) {
            int[] next = pass == 0 ? new int[0] : Arrays.copyOf(start, start.length);
            int[] entries = new int[pass == 0 ? 0 : start[start.length - 1]];
            if (pass == 1) {
                spans = new byte[entries.length];
            }
            for (int i = 0; i < n; i++) {
                double g = grow(rects, i, margin);
                int c0 = shape.col(rects.left(i) - g), c1 = shape.col(rects.right(i) + g);
                int r0 = shape.row(rects.top(i) - g), r1 = shape.row(rects.bottom(i) + g);
                for (int row = r0; row <= r1; row++) {
                    for (int col = c0; col <= c1; col++) {
                        int cell = row * shape.cols() + col;
                        if (pass == 0) {
                            start[cell + 1]++;
                        } else {
                            spans[next[cell]] = (byte) ((col > c0 ? LEFT : 0)
                                    | (col < c1 ? RIGHT : 0)
                                    | (row > r0 ? UP : 0)
                                    | (row < r1 ? DOWN : 0));
                            entries[next[cell]++] = i;
                        }
                    }
                }
            }
            if (pass == 0) {
                for (int c = 0; c < shape.cells(); c++) {
                    start[c + 1] += start[c];
                }
            } else {
                return split(rects, margin, shape, start, entries, spans);
            }
        }
        throw new AssertionError("unreachable");
    }

    /** The five lists of every cell from its entries (in list order) and their spans. */
    private static UniformGrid split(
            PackedRects rects, double margin, GridShape shape, int[] start, int[] entries, byte[] spans) {
        int cells = shape.cells();
        int[] listStart = new int[cells * LISTS + 1];
        int total = 0;
        for (int pass = 0; pass < 2; pass++) {
            int[] lists = new int[pass == 0 ? 0 : total]; // filled on the second pass only
            int at = 0;
            for (int c = 0; c < cells; c++) {
                for (int which = 0; which < LISTS; which++) {
                    listStart[c * LISTS + which] = at;
                    for (int e = start[c]; e < start[c + 1]; e++) {
                        if ((spans[e] & LEFT_OUT_BY[which]) == 0) {
                            if (pass == 1) {
                                lists[at] = entries[e];
                            }
                            at++;
                        }
                    }
                }
            }
            listStart[cells * LISTS] = at;
            total = at;
            if (pass == 1) {
                return new UniformGrid(rects, margin, shape, listStart, lists);
            }
        }
        throw new AssertionError("unreachable");
    }

    /**
     * How far a brick is grown in the cells: the margin, plus more than the PathNearBox test's hair, so that a path
     * the PathNearBox test lets through near a cell's border is sure to be walked through a cell that lists the
     * brick.
     */
    private static double grow(PackedRects rects, int i, double margin) {
        return margin + 4 * PathNearBox.pad(rects.left(i), rects.top(i), rects.right(i), rects.bottom(i));
    }

    private static double median(double[] values) {
        double[] v = values.clone();
        Arrays.sort(v);
        return v[v.length / 2];
    }

    @Override
    public String name() {
        return BroadPhaseNames.GRID;
    }

    public double margin() {
        return margin;
    }

    public GridShape shape() {
        return shape;
    }

    @Override
    public void query(double ax, double ay, double bx, double by, double r, IntPredicate live, Candidates out) {
        if (r > margin) {
            throw new IllegalArgumentException("a grid built for radius " + margin + " cannot answer radius " + r);
        }
        IntList cells = out.cellBuffer(shape);
        int first = cells.size();
        if (GridWalk.walk(shape, ax, ay, bx, by, cells) == 0) {
            return; // the path misses the grid: nothing to gather
        }
        IntList near = out.scratch;
        near.clear();
        int n = rects.size();
        long[] found = n <= BITMAP_UP_TO ? out.bits((n + 63) >>> 6) : null;
        int lowWord = Integer.MAX_VALUE, highWord = -1;
        double[] edges = rects.edges();
        boolean cached = r == margin; // the usual case: the grid is built for the ball's radius
        double minX = Math.min(ax, bx), minY = Math.min(ay, by), maxX = Math.max(ax, bx), maxY = Math.max(ay, by);
        // the reciprocals for the box test, when they stand for the divisions (not on an upright or level path)
        double ix = 1 / (bx - ax), iy = 1 / (by - ay);
        boolean reciprocals = cached && Double.isFinite(ix) && Double.isFinite(iy);
        int cols = shape.cols();
        int lookedAt = 0;
        int prev = -1;
        for (int k = first; k < cells.size(); k++) {
            int cell = cells.get(k);
            // the list of bricks that the neighbour the walk came from does not list: the others were met there
            int which = ALL;
            if (k > first) {
                int step = cell - prev;
                which = step == cols ? FROM_UP : step == -cols ? FROM_DOWN : step == 1 ? FROM_LEFT : FROM_RIGHT;
            }
            prev = cell;
            int list = cell * LISTS + which;
            for (int e = listStart[list], end = listStart[list + 1]; e < end; e++) {
                int i = lists[e];
                if (!live.test(i)) {
                    continue;
                }
                lookedAt++;
                int q = 4 * i;
                boolean mayTouch = reciprocals
                        ? PathNearBox.segmentMeetsBox(
                                ax,
                                ay,
                                bx,
                                by,
                                ix,
                                iy,
                                minX,
                                minY,
                                maxX,
                                maxY,
                                grown[q],
                                grown[q + 1],
                                grown[q + 2],
                                grown[q + 3])
                        : cached
                                ? PathNearBox.segmentMeetsBox(
                                        ax,
                                        ay,
                                        bx,
                                        by,
                                        minX,
                                        minY,
                                        maxX,
                                        maxY,
                                        grown[q],
                                        grown[q + 1],
                                        grown[q + 2],
                                        grown[q + 3])
                                : PathNearBox.mayTouch(
                                        edges[q], edges[q + 1], edges[q + 2], edges[q + 3], r, ax, ay, bx, by);
                if (mayTouch) {
                    if (found != null) {
                        found[i >>> 6] |= 1L << i;
                        lowWord = Math.min(lowWord, i >>> 6);
                        highWord = Math.max(highWord, i >>> 6);
                    } else {
                        near.add(i);
                    }
                }
            }
        }
        out.lookedAt(lookedAt);
        // in list order, as brute force finds them: the exact tests then run in the same order
        if (found != null) {
            for (int w = lowWord; w <= highWord; w++) {
                long bits = found[w];
                found[w] = 0;
                while (bits != 0) {
                    out.add((w << 6) + Long.numberOfTrailingZeros(bits));
                    bits &= bits - 1;
                }
            }
            return;
        }
        near.sort();
        for (int k = 0; k < near.size(); k++) {
            out.add(near.get(k));
        }
    }
}
