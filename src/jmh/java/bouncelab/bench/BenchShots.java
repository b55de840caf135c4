package bouncelab.bench;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;

import java.util.List;

/**
 * The shots the benchmarks play: Breakout walls of 24 x 8 px bricks with 2 px gaps, 30 x 25 as in the article,
 * then 100 x 100 and 400 x 250, in a closed court with a paddle, so the ball stays in play. A slow ball moves half
 * its diameter a frame; a very fast one a hundred diameters.
 */
final class BenchShots {
    static final double RADIUS = 5;
    static final double DT = 1.0 / 60;

    private BenchShots() {
    }

    static Scenario breakout(int bricks, String speed, String broadPhase) {
        int cols;
        int rows;
        switch (bricks) {
            case 750 -> { cols = 30; rows = 25; }
            case 10_000 -> { cols = 100; rows = 100; }
            case 100_000 -> { cols = 400; rows = 250; }
            default -> throw new IllegalArgumentException("no wall of " + bricks + " bricks");
        }
        BrickGrid grid = new BrickGrid(10, 40, cols, rows, 24, 8, 2);
        double w = grid.bounds().right() + 10;
        double h = grid.bounds().bottom() + 300;
        double perFrame = switch (speed) {
            case "slow" -> RADIUS;            // half a diameter
            case "fast" -> 200 * RADIUS;      // a hundred diameters
            default -> throw new IllegalArgumentException("speed slow or fast, not " + speed);
        };
        double v = perFrame / DT;
        Ball ball = new Ball(w / 2, h - 60, RADIUS, 0.6 * v, -0.8 * v);
        Paddle paddle = new Paddle("paddle", new Rect(w / 2 - 50, h - 30, 100, 10));
        return new Scenario(Court.closed(w, h), DT, ball, List.of(paddle), List.of(), grid,
                new Rules(true, 0, Double.POSITIVE_INFINITY, broadPhase), "swept");
    }
}
