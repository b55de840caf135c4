package bouncelab.core.simulation;

import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;

import java.util.List;

/**
 * The state after {@code frame} frames: the ball, the paddles, the bricks still standing, and whether the ball has
 * gone out (then it stays where it left the court).
 */
public record SimState(int frame, double t, Ball ball, List<Paddle> paddles, List<Brick> bricks, boolean out) {
    public SimState {
        paddles = List.copyOf(paddles);
        bricks = List.copyOf(bricks);
    }

    public static SimState initial(Scenario scenario) {
        return new SimState(0, 0, scenario.ball(), scenario.paddles(), scenario.allBricks(), false);
    }
}
