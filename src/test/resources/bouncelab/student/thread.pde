boolean hitPaddle(Paddle paddle, Ball ball) {
  new Thread() {
    public void run() {
      while (true) { }
    }
  }.start();
  return true;
}
