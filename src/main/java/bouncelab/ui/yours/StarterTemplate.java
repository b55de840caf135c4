package bouncelab.ui.yours;

/** What the editor holds before the student has written anything: the slides' method, to be finished. */
public final class StarterTemplate {
    private StarterTemplate() {}

    public static final String TEXT = """
            // Your own collision test. Return true when the ball touches the paddle.
            // Ball: getXCoord(), getYCoord() (its centre), getDiameter()
            // Paddle: getXCoord(), getYCoord() (its top-left corner), getPaddleWidth(), getPaddleHeight()
            // Helpers: abs, pow, sq, sqrt, min, max, dist, constrain. Ctrl+Enter compiles.
            boolean hitPaddle(Paddle paddle, Ball ball) {
              // 1. How far is the ball's centre from the paddle's centre, on each axis?
              float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2);
              float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);

              // 2. Too far on X or on Y: no hit. Close enough straight on: a hit.

              // 3. Otherwise the ball is near a corner: compare its distance from the corner with the radius.

              return false;
            }
            """;
}
