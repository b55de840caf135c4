// An exception of the student's own whose message never comes back.
static class Boom extends RuntimeException {
  public String getMessage() {
    int n = 0;
    while (n >= 0) { n = n + 1; if (n > 1000000) { n = 0; } }
    return "boom";
  }
}

boolean hitPaddle(Paddle paddle, Ball ball) {
  throw new Boom();
}
