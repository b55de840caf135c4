package bouncelab.core.scenario;

import bouncelab.core.choice.RulesId;

/**
 * The rules a shot is played by, beyond its geometry. {@code id} says whose update loop runs around the collision
 * test ({@link RulesId#BOUNCE_LAB}, Bounce Lab's own and the default, or one of the articles' programs: {@code
 * pong}, {@code breakout}, {@code slides}, {@code graybill}, {@code xna}); the rest are settings those loops read:
 * whether bricks break, the XNA article's speed-up on each paddle hit ({@code speedIncrement} px/s, capped at {@code
 * maxSpeed} px/s), and how the swept tests find the bricks worth testing ({@code broadPhase}: {@code grid} or {@code
 * brute-force}; the working is the same either way).
 */
public record Rules(boolean breakBricks, double speedIncrement, double maxSpeed, String broadPhase, RulesId id) {
    public static final Rules DEFAULT = new Rules(true, 0, Double.POSITIVE_INFINITY);

    public Rules {
        broadPhase = broadPhase == null ? BroadPhaseNames.DEFAULT : broadPhase;
        if (!BroadPhaseNames.isKnown(broadPhase)) {
            throw new IllegalArgumentException(
                    "unknown broad phase '" + broadPhase + "' (one of " + String.join(", ", BroadPhaseNames.ALL) + ")");
        }
        id = id == null ? RulesId.BOUNCE_LAB : id;
    }

    /** Bounce Lab's own rules with these settings. */
    public Rules(boolean breakBricks, double speedIncrement, double maxSpeed, String broadPhase) {
        this(breakBricks, speedIncrement, maxSpeed, broadPhase, RulesId.BOUNCE_LAB);
    }

    /** Bounce Lab's own rules with the default broad phase, the grid. */
    public Rules(boolean breakBricks, double speedIncrement, double maxSpeed) {
        this(breakBricks, speedIncrement, maxSpeed, BroadPhaseNames.DEFAULT);
    }

    public Rules withBreakBricks(boolean b) {
        return new Rules(b, speedIncrement, maxSpeed, broadPhase, id);
    }

    public Rules withBroadPhase(String broadPhaseName) {
        return new Rules(breakBricks, speedIncrement, maxSpeed, broadPhaseName, id);
    }

    /** The same settings under another rule set's loop, e.g. {@code withId(RulesId.PONG)}. */
    public Rules withId(RulesId ruleSet) {
        return new Rules(breakBricks, speedIncrement, maxSpeed, broadPhase, ruleSet);
    }

    /** Is this Bounce Lab's own loop, the default? */
    public boolean isBounceLab() {
        return id == RulesId.BOUNCE_LAB;
    }
}
