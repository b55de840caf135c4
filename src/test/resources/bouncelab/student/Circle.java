// A whole class: the nearest point of the paddle to the ball's centre, against the radius.
public class Circle implements PaddleTest {
    public boolean hitPaddle(Paddle paddle, Ball ball) {
        float nearestX = constrain(ball.getXCoord(), paddle.getXCoord(), paddle.getXCoord() + paddle.getPaddleWidth());
        float nearestY = constrain(ball.getYCoord(), paddle.getYCoord(), paddle.getYCoord() + paddle.getPaddleHeight());
        return sq(ball.getXCoord() - nearestX) + sq(ball.getYCoord() - nearestY) <= sq(ball.getDiameter() / 2);
    }
}
