package bouncelab.core;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.util.EnumSet;
import java.util.List;

/** Scenarios built in code for the core's tests. */
public final class Fixtures {
    private Fixtures() {}

    public static Scenario closedCourt(double w, double h, Ball ball, List<Paddle> paddles, List<Brick> bricks) {
        return new Scenario(
                Court.closed(w, h), 1.0 / 60, ball, paddles, bricks, null, Rules.DEFAULT, AlgorithmId.SWEPT);
    }

    /** A Pong court open on the left and right, a paddle on the right, a ball heading at it. */
    public static Scenario pong(double ballVx) {
        Court court = new Court(800, 600, EnumSet.of(Side.TOP, Side.BOTTOM));
        Paddle right = new Paddle("right", new Rect(740, 250, 12, 100));
        return new Scenario(
                court,
                1.0 / 60,
                new Ball(400, 300, 8, ballVx, 0),
                List.of(right),
                List.of(),
                null,
                Rules.DEFAULT,
                AlgorithmId.SWEPT);
    }

    /** A thin brick at x 400..404 across the ball's path; the ball starts at x 300 moving right at {@code vx}. */
    public static Scenario thinBrick(double vx) {
        Brick thin = new Brick("thin", new Rect(400, 250, 4, 100));
        return closedCourt(800, 600, new Ball(300, 300, 5, vx, 0), List.of(), List.of(thin))
                .withRules(Rules.DEFAULT.withBreakBricks(false));
    }
}
