boolean hitPaddle(Paddle paddle, Ball ball) {
  float x = ball.getXCoord();
  while (x > 0) {
    x = x + 1;
  }
  return false;
}
