boolean hitPaddle(Paddle paddle, Ball ball) {
  if (ball.getXCoord() > 100) {
    System.exit(0);
  }
  return false;
}
