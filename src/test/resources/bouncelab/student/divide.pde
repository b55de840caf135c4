boolean hitPaddle(Paddle paddle, Ball ball) {
  int gaps = 0;
  int x = (int) ball.getXCoord();
  return x / gaps > 1;
}
