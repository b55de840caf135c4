package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The grid over Breakout's wall: cells about a grown brick in size, and a query that costs the path, not the wall. */
class UniformGridTest {
    private static final PackedRects WALL = PackedRects.of(new BrickGrid(10, 40, 30, 25, 24, 8, 2)
            .bricks().stream().map(Brick::rect).toList());

    @Test
    void cellsAreAboutTheSizeOfABrickGrownByTheRadius() {
        UniformGrid grid = UniformGrid.build(WALL, 5);
        GridShape g = grid.shape();
        assertEquals(34, g.cellWidth(), 1e-3);
        assertEquals(18, g.cellHeight(), 1e-3);
        assertTrue(g.bounds().x() < 10 - 5 && g.bounds().right() > 790 + 5, g.toString());
        assertEquals(5, grid.margin());
    }

    @Test
    void aShortPathLooksAtAFewBricksAndHandsOverOnlyThoseItCanReach() {
        UniformGrid grid = UniformGrid.build(WALL, 5);
        Candidates c = new Candidates();
        // below brick r24c10 (x 270..294, y 280..288), moving up 5 px: within reach of it only
        grid.query(282, 296, 282, 291, 5, i -> true, c);
        assertEquals(List.of(24 * 30 + 10), List.of(c.get(0)));
        assertEquals(1, c.size());
        assertTrue(c.cellsVisited() <= 2, "cells " + c.cellsVisited());
        assertTrue(c.lookedAt() < 20, "looked at " + c.lookedAt());
        Candidates brute = new Candidates();
        new BruteForce(WALL).query(282, 296, 282, 291, 5, i -> true, brute);
        assertEquals(750, brute.lookedAt());
        assertEquals(1, brute.size());
    }

    @Test
    void brokenBricksAreSkipped() {
        UniformGrid grid = UniformGrid.build(WALL, 5);
        Candidates c = new Candidates();
        grid.query(282, 296, 282, 291, 5, i -> i != 24 * 30 + 10, c);
        assertEquals(0, c.size());
    }

    @Test
    void aGridAnswersOnlyForBallsNoBiggerThanItWasBuiltFor() {
        UniformGrid grid = UniformGrid.build(WALL, 5);
        assertThrows(IllegalArgumentException.class, () -> grid.query(0, 0, 1, 1, 6, i -> true, new Candidates()));
    }

    @Test
    void twoFarApartBricksDoNotMakeAHugeGrid() {
        UniformGrid grid =
                UniformGrid.build(PackedRects.of(List.of(new Rect(0, 0, 1, 1), new Rect(1e6, 1e6, 1, 1))), 0);
        assertTrue(grid.shape().cells() <= 4 * 2 + 64, grid.shape().toString());
        Candidates c = new Candidates();
        grid.query(-5, 0.5, 1e6 + 5, 1e6 + 0.5, 0, i -> true, c);
        assertEquals(0, c.size());
        grid.query(-5, -5, 1e6 + 0.5, 1e6 + 0.5, 0, i -> true, c);
        assertEquals(2, c.size());
    }

    @Test
    void noBricksNoCells() {
        UniformGrid grid = UniformGrid.build(PackedRects.of(List.of()), 5);
        Candidates c = new Candidates();
        grid.query(0, 0, 100, 100, 5, i -> true, c);
        assertEquals(0, c.cellsVisited());
        assertEquals(0, c.size());
    }
}
