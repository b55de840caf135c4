package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;

/**
 * Where a uniform grid lies: its top-left corner, the size of one cell, and how many columns and rows. Cell
 * (col, row) has index {@code row * cols + col}.
 */
public record GridShape(double x, double y, double cellWidth, double cellHeight, int cols, int rows) {

    public int cells() {
        return cols * rows;
    }

    public Rect cellRect(int index) {
        int col = index % cols;
        int row = index / cols;
        return new Rect(x + col * cellWidth, y + row * cellHeight, cellWidth, cellHeight);
    }

    /** The column holding court x, clamped into the grid. */
    int col(double px) {
        return clamp((int) Math.floor((px - x) / cellWidth), cols);
    }

    int row(double py) {
        return clamp((int) Math.floor((py - y) / cellHeight), rows);
    }

    private static int clamp(int i, int n) {
        return Math.max(0, Math.min(n - 1, i));
    }

    public Rect bounds() {
        return new Rect(x, y, cols * cellWidth, rows * cellHeight);
    }
}
