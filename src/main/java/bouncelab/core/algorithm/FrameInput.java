package bouncelab.core.algorithm;

import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;

import java.util.ArrayList;
import java.util.List;

/**
 * What an algorithm is given for one frame: the ball at A, the court, the paddles, the bricks standing (with their
 * broad phase), the rules.
 */
public record FrameInput(int frame, double t, double dt, Ball ball, Court court, List<Obstacle> paddles,
                         LiveBricks bricks, Rules rules) {
    public FrameInput {
        paddles = List.copyOf(paddles);
    }

    /**
     * Every object in order, paddles then bricks, as the discrete tests walk them. Made afresh on each call, one
     * obstacle per brick: the swept tests ask the broad phase instead.
     */
    public List<Obstacle> obstacles() {
        List<Obstacle> all = new ArrayList<>(paddles.size() + bricks.size());
        all.addAll(paddles);
        bricks.forEach(b -> all.add(Obstacle.of(b)));
        return all;
    }
}
