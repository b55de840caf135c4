// An exception of the student's own whose toString loops.
static class Odd extends IllegalStateException {
  public String toString() {
    while (true) { }
  }
}

boolean hitPaddle(Paddle paddle, Ball ball) {
  if (ball.getXCoord() > 0) {
    throw new Odd();
  }
  return false;
}
