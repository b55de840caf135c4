package bouncelab.ui.yours;

import bouncelab.ui.common.UiWords;

/**
 * What the editor holds before the student has written anything: the slides' method, to be finished. Its comments
 * are in the window's language (Window.properties, {@code yours.starter.*}); its code is the same in every one.
 */
public final class StarterTemplate {
    private StarterTemplate() {}

    /** The starter in the window's language. */
    public static String text() {
        return String.join(
                "\n",
                "// " + UiWords.window("yours.starter.about"),
                "// " + UiWords.window("yours.starter.ball"),
                "// " + UiWords.window("yours.starter.paddle"),
                "// " + UiWords.window("yours.starter.helpers"),
                "boolean hitPaddle(Paddle paddle, Ball ball) {",
                "  // " + UiWords.window("yours.starter.step1"),
                "  float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2);",
                "  float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);",
                "",
                "  // " + UiWords.window("yours.starter.step2"),
                "",
                "  // " + UiWords.window("yours.starter.step3"),
                "",
                "  return false;",
                "}",
                "");
    }
}
