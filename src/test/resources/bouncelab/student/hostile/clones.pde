// Copies a big array again and again in its first call: every copy is memory, as a new array is.
static boolean copied = false;

boolean hitPaddle(Paddle paddle, Ball ball) {
  if (copied) {
    return false;
  }
  copied = true;
  int[] big = new int[1000000];
  int[] last = big;
  for (int i = 0; i < 50; i++) { last = big.clone(); }
  return last.length == 0;
}
