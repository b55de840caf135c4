// Keeps four million numbers more at every call, and never lets any go: the memory runs out.
static int[][] kept = new int[100000][];
static int n = 0;

boolean hitPaddle(Paddle paddle, Ball ball) {
  kept[n] = new int[1000000];
  n = n + 1;
  return false;
}
