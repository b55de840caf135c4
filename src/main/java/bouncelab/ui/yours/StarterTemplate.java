package bouncelab.ui.yours;

import bouncelab.ui.common.UiWords;
import java.util.List;

/**
 * What the editor holds before the student has written anything: the slides' method, to be finished. Its comments
 * are in the window's language (Window.properties, {@code yours.starter.*}); its code is the same in every one.
 */
public final class StarterTemplate {
    private StarterTemplate() {}

    /** The code, each %s a comment's words, in the order of {@link #COMMENTS}. */
    private static final String CODE = """
            // %s
            // %s
            // %s
            // %s
            boolean hitPaddle(Paddle paddle, Ball ball) {
              // %s
              float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2);
              float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);

              // %s

              // %s

              return false;
            }
            """;

    private static final List<String> COMMENTS =
            List.of("about", "ball", "paddle", "helpers", "step1", "step2", "step3");

    /** The starter in the window's language. */
    public static String text() {
        return CODE.formatted(
                COMMENTS.stream().map(k -> UiWords.window("yours.starter." + k)).toArray());
    }
}
