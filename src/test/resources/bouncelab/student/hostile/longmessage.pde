// Throws once with a message of 262,144 characters, then answers as the box test does.
static boolean thrown = false;

boolean hitPaddle(Paddle paddle, Ball ball) {
  if (!thrown) {
    thrown = true;
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 262144; i++) { sb.append('x'); }
    throw new IllegalStateException(sb.toString());
  }
  float r = ball.getDiameter() / 2;
  return ball.getXCoord() + r >= paddle.getXCoord() && ball.getXCoord() - r <= paddle.getXCoord() + paddle.getPaddleWidth()
      && ball.getYCoord() + r >= paddle.getYCoord() && ball.getYCoord() - r <= paddle.getYCoord() + paddle.getPaddleHeight();
}
