boolean hitPaddle(Paddle paddle, Ball ball) {
  float circleDistanceX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth()/2)
  float circleDistanceY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight()/2);
  return circleDistanceX < 10 && circleDistanceY < 10;
}
