package bouncelab.core.scenario;


/**
 * The response rules that are not geometry: whether bricks break, the XNA article's speed-up on each paddle hit
 * ({@code speedIncrement} px/s, capped at {@code maxSpeed} px/s), and how the swept tests find the bricks worth
 * testing ({@code broadPhase}: {@code grid} or {@code brute-force}; the working is the same either way).
 */
public record Rules(boolean breakBricks, double speedIncrement, double maxSpeed, String broadPhase) {
    public static final Rules DEFAULT = new Rules(true, 0, Double.POSITIVE_INFINITY);

    public Rules {
        broadPhase = broadPhase == null ? BroadPhaseNames.DEFAULT : broadPhase;
        if (!BroadPhaseNames.isKnown(broadPhase)) {
            throw new IllegalArgumentException("unknown broad phase '" + broadPhase + "' (one of "
                    + String.join(", ", BroadPhaseNames.ALL) + ")");
        }
    }

    /** The rules with the default broad phase, the grid. */
    public Rules(boolean breakBricks, double speedIncrement, double maxSpeed) {
        this(breakBricks, speedIncrement, maxSpeed, BroadPhaseNames.DEFAULT);
    }

    public Rules withBreakBricks(boolean b) {
        return new Rules(b, speedIncrement, maxSpeed, broadPhase);
    }

    public Rules withBroadPhase(String name) {
        return new Rules(breakBricks, speedIncrement, maxSpeed, name);
    }
}
