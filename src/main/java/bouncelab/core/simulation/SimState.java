package bouncelab.core.simulation;

import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import java.util.List;

/**
 * The state after {@code frame} frames: the ball, the paddles, the bricks still standing, and whether the ball has
 * gone out (then it stays where it left the court). The bricks are always a {@link LiveBricks}.
 */
public record SimState(int frame, double t, Ball ball, List<Paddle> paddles, List<Brick> bricks, boolean out) {
    public SimState {
        paddles = List.copyOf(paddles);
        bricks = LiveBricks.of(bricks); // immutable; shared from state to state, with its broad phase
    }

    public static SimState initial(Scenario scenario) {
        return new SimState(0, 0, scenario.ball(), scenario.paddles(), scenario.allBricks(), false);
    }
}
