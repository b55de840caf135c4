package bouncelab.core.scenario;

import bouncelab.core.choice.RuleSetNames;

/**
 * The rules a shot is played by, beyond its geometry. {@code name} says whose update loop runs around the
 * collision test (one of {@link RuleSetNames#ALL}: {@code bounce-lab}, Bounce Lab's own and the default, or one of
 * the articles' programs, {@code pong}, {@code breakout}, {@code slides}, {@code graybill}, {@code xna}); the rest are
 * settings those loops read: whether bricks break, the XNA article's speed-up on each paddle hit
 * ({@code speedIncrement} px/s, capped at {@code maxSpeed} px/s), and how the swept tests find the bricks worth
 * testing ({@code broadPhase}: {@code grid} or {@code brute-force}; the working is the same either way).
 */
public record Rules(boolean breakBricks, double speedIncrement, double maxSpeed, String broadPhase, String name) {
    public static final Rules DEFAULT = new Rules(true, 0, Double.POSITIVE_INFINITY);

    public Rules {
        broadPhase = broadPhase == null ? BroadPhaseNames.DEFAULT : broadPhase;
        if (!BroadPhaseNames.isKnown(broadPhase)) {
            throw new IllegalArgumentException(
                    "unknown broad phase '" + broadPhase + "' (one of " + String.join(", ", BroadPhaseNames.ALL) + ")");
        }
        name = name == null ? RuleSetNames.DEFAULT : name;
        if (!RuleSetNames.isKnown(name)) {
            throw new IllegalArgumentException(RuleSetNames.unknown(name));
        }
    }

    /** Bounce Lab's own rules with these settings. */
    public Rules(boolean breakBricks, double speedIncrement, double maxSpeed, String broadPhase) {
        this(breakBricks, speedIncrement, maxSpeed, broadPhase, RuleSetNames.DEFAULT);
    }

    /** Bounce Lab's own rules with the default broad phase, the grid. */
    public Rules(boolean breakBricks, double speedIncrement, double maxSpeed) {
        this(breakBricks, speedIncrement, maxSpeed, BroadPhaseNames.DEFAULT);
    }

    public Rules withBreakBricks(boolean b) {
        return new Rules(b, speedIncrement, maxSpeed, broadPhase, name);
    }

    public Rules withBroadPhase(String broadPhaseName) {
        return new Rules(breakBricks, speedIncrement, maxSpeed, broadPhaseName, name);
    }

    /** The same settings under another rule set's loop, e.g. {@code withName("pong")}. */
    public Rules withName(String ruleSetName) {
        return new Rules(breakBricks, speedIncrement, maxSpeed, broadPhase, ruleSetName);
    }

    /** Is this Bounce Lab's own loop, the default? */
    public boolean isBounceLab() {
        return name.equals(RuleSetNames.BOUNCE_LAB);
    }
}
