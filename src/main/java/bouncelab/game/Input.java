package bouncelab.game;

/**
 * What the players do in one frame. {@code left} is the left Pong paddle's keys (W −1 up, S +1 down);
 * {@code right} the right Pong paddle's (↑ −1, ↓ +1) or Breakout's (← −1, → +1); {@code pointerX} where the mouse
 * is across the court (NaN: not used); {@code launch} is Space pressed since the last frame.
 */
public record Input(int left, int right, double pointerX, boolean launch) {
    public static final Input NONE = new Input(0, 0, Double.NaN, false);

    public Input {
        left = Integer.signum(left);
        right = Integer.signum(right);
    }
}
