package bouncelab.core.broadphase;

import org.jspecify.annotations.Nullable;

/**
 * The cells a segment passes through, in order from its start: Amanatides and Woo's walk ("A Fast Voxel
 * Traversal Algorithm for Ray Tracing", 1987). From the cell holding the start, keep the path parameter t at
 * which the segment next crosses a vertical grid line (tMaxX) and a horizontal one (tMaxY); step into the
 * neighbour across whichever comes first, and add one cell's width (tDeltaX) or height (tDeltaY) to it. The
 * walk costs one comparison per cell, however many objects the grid holds.
 */
final class GridWalk {
    private GridWalk() {}

    /** Adds to {@code out} the index of every cell of {@code g} the segment a→b passes through; returns how many. */
    static int walk(GridShape g, double ax, double ay, double bx, double by, IntList out) {
        if (g.cells() == 0) {
            return 0;
        }
        double dx = bx - ax;
        double dy = by - ay;
        double[] span = clip(g, ax, ay, dx, dy);
        if (span == null) {
            return 0;
        }
        // the parts of the segment inside the grid; cells are found from their ends, not from running sums
        double sx = ax + span[0] * dx, sy = ay + span[0] * dy;
        double ex = ax + span[1] * dx, ey = ay + span[1] * dy;
        int col = g.col(sx), row = g.row(sy);
        int endCol = g.col(ex), endRow = g.row(ey);
        int stepX = endCol > col ? 1 : endCol < col ? -1 : 0;
        int stepY = endRow > row ? 1 : endRow < row ? -1 : 0;
        double tMaxX = Double.POSITIVE_INFINITY, tDeltaX = Double.POSITIVE_INFINITY;
        if (stepX != 0) {
            double line = g.x() + (col + (stepX > 0 ? 1 : 0)) * g.cellWidth();
            tMaxX = (line - ax) / dx;
            tDeltaX = g.cellWidth() / Math.abs(dx);
        }
        double tMaxY = Double.POSITIVE_INFINITY, tDeltaY = Double.POSITIVE_INFINITY;
        if (stepY != 0) {
            double line = g.y() + (row + (stepY > 0 ? 1 : 0)) * g.cellHeight();
            tMaxY = (line - ay) / dy;
            tDeltaY = g.cellHeight() / Math.abs(dy);
        }
        int steps = Math.abs(endCol - col) + Math.abs(endRow - row);
        out.add(row * g.cols() + col);
        for (int k = 0; k < steps; k++) {
            // never step past the end cell on an axis: rounding cannot walk the segment off its own end
            boolean alongX = row == endRow || (col != endCol && tMaxX < tMaxY);
            if (alongX) {
                col += stepX;
                tMaxX += tDeltaX;
            } else {
                row += stepY;
                tMaxY += tDeltaY;
            }
            out.add(row * g.cols() + col);
        }
        return steps + 1;
    }

    /** The part [t0, t1] of the segment a + t·d, t in [0, 1], inside the grid's closed bounds; null if none. */
    private static double @Nullable [] clip(GridShape g, double ax, double ay, double dx, double dy) {
        double left = g.x(), top = g.y();
        double right = left + g.cols() * g.cellWidth(), bottom = top + g.rows() * g.cellHeight();
        double t0 = 0, t1 = 1;
        if (dx == 0) {
            if (ax < left || ax > right) {
                return null;
            }
        } else {
            double u0 = (left - ax) / dx, u1 = (right - ax) / dx;
            t0 = Math.max(t0, Math.min(u0, u1));
            t1 = Math.min(t1, Math.max(u0, u1));
        }
        if (dy == 0) {
            if (ay < top || ay > bottom) {
                return null;
            }
        } else {
            double u0 = (top - ay) / dy, u1 = (bottom - ay) / dy;
            t0 = Math.max(t0, Math.min(u0, u1));
            t1 = Math.min(t1, Math.max(u0, u1));
        }
        return t0 <= t1 ? new double[] {t0, t1} : null;
    }
}
