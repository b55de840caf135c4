// Copies a big array again and again: every copy is memory, as a new array is.
boolean hitPaddle(Paddle paddle, Ball ball) {
  int[] big = new int[1000000];
  int[] last = big;
  for (int i = 0; i < 50; i++) { last = big.clone(); }
  return last.length == 0;
}
