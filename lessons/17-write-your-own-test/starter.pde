// A box test: it treats the ball as a square. Compile it and read the report card's corner cases,
// then finish it: near a corner, how far is the ball's centre from that corner?
boolean hitPaddle(Paddle paddle, Ball ball) {
  float radius = ball.getDiameter() / 2;
  float gapX = abs(ball.getXCoord() - paddle.getXCoord() - paddle.getPaddleWidth() / 2);
  float gapY = abs(ball.getYCoord() - paddle.getYCoord() - paddle.getPaddleHeight() / 2);
  if (gapX > paddle.getPaddleWidth() / 2 + radius) return false;
  if (gapY > paddle.getPaddleHeight() / 2 + radius) return false;
  // the corner test goes here
  return true;
}
