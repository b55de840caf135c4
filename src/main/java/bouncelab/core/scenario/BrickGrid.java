package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;
import java.util.ArrayList;
import java.util.List;

/**
 * A wall of bricks as Breakout lays it out: {@code cols} x {@code rows} bricks from (x, y), each
 * brickWidth x brickHeight, with {@code gap} px between neighbours. Brick ids are {@code r{row}c{col}},
 * counted from zero.
 */
public record BrickGrid(double x, double y, int cols, int rows, double brickWidth, double brickHeight, double gap) {

    public List<Brick> bricks() {
        List<Brick> out = new ArrayList<>(Math.max(0, rows * cols));
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                double bx = x + c * (brickWidth + gap);
                double by = y + r * (brickHeight + gap);
                out.add(new Brick(id(r, c), new Rect(bx, by, brickWidth, brickHeight)));
            }
        }
        return out;
    }

    public static String id(int row, int col) {
        return "r" + row + "c" + col;
    }

    public Rect bounds() {
        return new Rect(
                x,
                y,
                cols * brickWidth + Math.max(0, cols - 1) * gap,
                rows * brickHeight + Math.max(0, rows - 1) * gap);
    }
}
