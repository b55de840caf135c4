package bouncelab.ui.session;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.util.EnumSet;
import java.util.List;

/**
 * The shot the window opens on: a Pong court with a fast ball, 40 px a frame, heading for a 12 px paddle. The
 * swept test returns it; the discrete tests let it through, because no frame ends with the ball on the paddle.
 */
public final class DefaultShot {
    private DefaultShot() {}

    public static Scenario pong() {
        Court court = new Court(800, 500, EnumSet.of(Side.TOP, Side.BOTTOM));
        Paddle left = new Paddle("left", new Rect(40, 190, 12, 120), 0, 0, null);
        Paddle right = new Paddle("right", new Rect(740, 200, 12, 120), 0, 0, null);
        return new Scenario(
                court,
                1.0 / 60,
                new Ball(205, 230, 8, 2400, 120),
                List.of(left, right),
                List.of(),
                null,
                Rules.DEFAULT,
                Scenario.DEFAULT_ALGORITHM);
    }
}
