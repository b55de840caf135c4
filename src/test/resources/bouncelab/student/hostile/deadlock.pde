// Two classes whose static setups need each other, first reached in the speed sweep, where two threads ask at
// once: each thread sets up one class and waits for the other's.
static int calls = 0;

static int slow() {
  int n = 0;
  for (int i = 0; i < 3000000; i++) { n = n + i % 7; }
  return n;
}

static class A { static int x = slow() + B.y; }
static class B { static int y = slow() + A.x; }

boolean hitPaddle(Paddle paddle, Ball ball) {
  calls = calls + 1;
  if (calls < 10100) {
    return false;
  }
  if (((int) ball.getXCoord()) % 2 == 0) {
    return A.x > 0;
  }
  return B.y > 0;
}
