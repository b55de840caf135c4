// Two classes whose static setups need each other, first reached in the speed sweep, where two threads ask at
// once: the first thread sets up A and waits for B's setup to start; the next sets up B, which reads A; then A
// reads B, and each waits for the other for ever.
static int calls = 0;
static boolean aStarted = false;
static boolean bStarted = false;

static class A {
  static int x = waitForB() + B.y;
  static int waitForB() { aStarted = true; while (!bStarted) { } return 1; }
}

static class B {
  static int y = waitForA() + A.x;
  static int waitForA() { bStarted = true; while (!aStarted) { } return 1; }
}

boolean hitPaddle(Paddle paddle, Ball ball) {
  calls = calls + 1;
  if (calls < 10100) {
    return false;
  }
  if (aStarted) {
    return B.y > 0;
  }
  return A.x > 0;
}
