package bouncelab.core.broadphase;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Amanatides and Woo's walk visits the cells a segment crosses, each once, from start to end, neighbour by neighbour. */
class GridWalkTest {
    private static final GridShape GRID = new GridShape(10, 20, 10, 5, 8, 6); // 80 x 30 px from (10, 20)

    @Test
    void aDiagonalVisitsItsCellsInOrder() {
        // from cell (0, 0) to cell (1, 2): down across y = 25 at t 1/3, y = 30 at t 3/4, then across x = 20 at 4/5
        assertEquals(List.of(cell(0, 0), cell(0, 1), cell(0, 2), cell(1, 2)), walk(12, 21, 22, 33));
        // the other way round: across x = 20 at t 0.2, then up across y = 30 at 0.25 and y = 25 at 2/3
        assertEquals(List.of(cell(1, 2), cell(0, 2), cell(0, 1), cell(0, 0)), walk(22, 33, 12, 21));
    }

    @Test
    void aPathAlongARowStaysInIt() {
        assertEquals(List.of(cell(7, 3), cell(6, 3), cell(5, 3), cell(4, 3), cell(3, 3)), walk(88, 37, 45, 37));
    }

    @Test
    void aPathThroughACornerStepsAcrossIt() {
        // exactly through the corner (30, 30): on a tie the walk steps down first, then across
        assertEquals(List.of(cell(1, 1), cell(1, 2), cell(2, 2)), walk(25, 27.5, 35, 32.5));
    }

    @Test
    void onlyThePartInsideTheGridIsWalked() {
        assertEquals(List.of(cell(0, 2), cell(1, 2)), walk(-100, 32, 25, 32));
        assertEquals(List.of(), walk(-100, 0, 200, 0));
        assertEquals(List.of(cell(3, 3)), walk(45, 37, 45, 37));
    }

    @Test
    void everyPointOfTheSegmentLiesInACellWalkedAndEveryCellWalkedTouchesIt() {
        Random rnd = new Random(1987);
        for (int i = 0; i < 20000; i++) {
            boolean whole = rnd.nextBoolean();
            double ax = num(rnd, whole), ay = num(rnd, whole), bx = num(rnd, whole), by = num(rnd, whole);
            List<Integer> cells = walk(ax, ay, bx, by);
            assertEquals(new HashSet<>(cells).size(), cells.size(), "each cell once");
            for (int k = 1; k < cells.size(); k++) {
                int a = cells.get(k - 1), b = cells.get(k);
                assertEquals(1, Math.abs(a % 8 - b % 8) + Math.abs(a / 8 - b / 8), "neighbours");
            }
            Set<Integer> walked = new HashSet<>(cells);
            for (int s = 0; s <= 200; s++) {
                double x = ax + (bx - ax) * s / 200, y = ay + (by - ay) * s / 200;
                double cx = (x - 10) / 10, cy = (y - 20) / 5;
                boolean clear = cx > 0
                        && cx < 8
                        && cy > 0
                        && cy < 6
                        && Math.abs(cx - Math.rint(cx)) > 1e-9
                        && Math.abs(cy - Math.rint(cy)) > 1e-9;
                if (clear) {
                    int c = cell((int) Math.floor(cx), (int) Math.floor(cy));
                    assertTrue(
                            walked.contains(c),
                            () -> "point (" + x + ", " + y + ") of " + ax + "," + ay + " → " + bx + "," + by
                                    + " is in cell " + c + ", not walked: " + cells);
                }
            }
            for (int c : cells) {
                var r = GRID.cellRect(c);
                assertTrue(
                        PathNearBox.segmentMeetsBox(
                                ax, ay, bx, by, r.left() - 1e-9, r.top() - 1e-9, r.right() + 1e-9, r.bottom() + 1e-9),
                        "walked cell " + c + " touches the segment");
            }
        }
    }

    private static double num(Random rnd, boolean whole) {
        double v = -20 + rnd.nextDouble() * 140;
        return whole ? Math.rint(v / 5) * 5 : v;
    }

    private static int cell(int col, int row) {
        return row * GRID.cols() + col;
    }

    private static List<Integer> walk(double ax, double ay, double bx, double by) {
        IntList out = new IntList();
        int n = GridWalk.walk(GRID, ax, ay, bx, by, out);
        List<Integer> cells = new ArrayList<>();
        for (int i = 0; i < out.size(); i++) {
            cells.add(out.get(i));
        }
        assertEquals(n, cells.size());
        return cells;
    }
}
