package bouncelab.core.algorithm;

import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;

import java.util.List;

/** What an algorithm is given for one frame: the ball at A, the court, the obstacles in order, the rules. */
public record FrameInput(int frame, double t, double dt, Ball ball, Court court, List<Obstacle> obstacles,
                         Rules rules) {
    public FrameInput {
        obstacles = List.copyOf(obstacles);
    }
}
