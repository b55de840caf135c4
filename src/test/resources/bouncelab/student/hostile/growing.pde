// Grows a text kept between calls, then searches it: the search is Java's, where no tick runs.
static StringBuilder kept = new StringBuilder();

boolean hitPaddle(Paddle paddle, Ball ball) {
  for (int i = 0; i < 200000; i++) { kept.append("ab"); }
  return kept.toString().indexOf("abc") >= 0;
}
