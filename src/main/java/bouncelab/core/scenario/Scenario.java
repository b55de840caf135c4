package bouncelab.core.scenario;

import bouncelab.core.choice.AlgorithmId;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * One shot: the court, the frame time {@code dt} (s), the ball, paddles and bricks, the rules and the algorithm
 * to start with. {@code brickGrid} may be null; {@link #allBricks()} puts the listed bricks first, then the grid.
 * The algorithm and the rules are held as ids ({@code bouncelab.core.choice}); their names are read and written
 * only where a shot comes in or goes out (a file, a lesson, an option).
 */
public record Scenario(
        Court court,
        double dt,
        Ball ball,
        List<Paddle> paddles,
        List<Brick> bricks,
        @Nullable BrickGrid brickGrid,
        Rules rules,
        AlgorithmId algorithm) {

    public static final AlgorithmId DEFAULT_ALGORITHM = AlgorithmId.SWEPT;

    /** Without rules or an algorithm, the default ones: so {@code rules()} and {@code algorithm()} are never null. */
    public Scenario(
            Court court,
            double dt,
            Ball ball,
            List<Paddle> paddles,
            List<Brick> bricks,
            @Nullable BrickGrid brickGrid,
            @Nullable Rules rules,
            @Nullable AlgorithmId algorithm) {
        this.court = court;
        this.dt = dt;
        this.ball = ball;
        this.paddles = List.copyOf(paddles);
        this.bricks = List.copyOf(bricks);
        this.brickGrid = brickGrid;
        this.rules = rules == null ? Rules.DEFAULT : rules;
        this.algorithm = algorithm == null ? DEFAULT_ALGORITHM : algorithm;
    }

    public List<Brick> allBricks() {
        if (brickGrid == null) {
            return bricks;
        }
        List<Brick> all = new ArrayList<>(bricks);
        all.addAll(brickGrid.bricks());
        return List.copyOf(all);
    }

    public Scenario withBall(Ball b) {
        return new Scenario(court, dt, b, paddles, bricks, brickGrid, rules, algorithm);
    }

    public Scenario withAlgorithm(AlgorithmId a) {
        return new Scenario(court, dt, ball, paddles, bricks, brickGrid, rules, a);
    }

    public Scenario withPaddles(List<Paddle> p) {
        return new Scenario(court, dt, ball, p, bricks, brickGrid, rules, algorithm);
    }

    public Scenario withBricks(List<Brick> b) {
        return new Scenario(court, dt, ball, paddles, b, brickGrid, rules, algorithm);
    }

    public Scenario withDt(double d) {
        return new Scenario(court, d, ball, paddles, bricks, brickGrid, rules, algorithm);
    }

    public Scenario withRules(Rules r) {
        return new Scenario(court, dt, ball, paddles, bricks, brickGrid, r, algorithm);
    }

    public Scenario withCourt(Court c) {
        return new Scenario(c, dt, ball, paddles, bricks, brickGrid, rules, algorithm);
    }
}
