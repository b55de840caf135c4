package bouncelab.core.algorithm;

import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * What an algorithm is given for one frame: the ball at A, the court, the paddles, the bricks standing (with their
 * broad phase), the rules.
 */
public record FrameInput(
        int frame,
        double t,
        double dt,
        Ball ball,
        Court court,
        List<Obstacle> paddles,
        LiveBricks bricks,
        Rules rules) {
    public FrameInput {
        paddles = List.copyOf(paddles);
    }

    /**
     * Every object in order, paddles then bricks, as the discrete tests walk them. Made afresh on each call, one
     * obstacle per brick: the swept tests ask the broad phase instead.
     */
    public List<Obstacle> obstacles() {
        Obstacle[] all = new Obstacle[paddles.size() + bricks.size()];
        int n = 0;
        for (Obstacle p : paddles) {
            all[n++] = p;
        }
        for (var b : bricks) {
            all[n++] = Obstacle.of(b);
        }
        return Collections.unmodifiableList(Arrays.asList(all)); // no copy: read only
    }
}
