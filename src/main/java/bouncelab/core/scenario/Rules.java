package bouncelab.core.scenario;

/**
 * The response rules that are not geometry: whether bricks break, and the XNA article's speed-up on each
 * paddle hit ({@code speedIncrement} px/s, capped at {@code maxSpeed} px/s).
 */
public record Rules(boolean breakBricks, double speedIncrement, double maxSpeed) {
    public static final Rules DEFAULT = new Rules(true, 0, Double.POSITIVE_INFINITY);

    public Rules withBreakBricks(boolean b) {
        return new Rules(b, speedIncrement, maxSpeed);
    }
}
