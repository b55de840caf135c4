package bouncelab.core.rules;

import bouncelab.core.choice.RulesId;

/**
 * Each rule set's loop, by its {@link RulesId} (which lives below the shot and so cannot name the loops): one instance
 * each, since rule sets hold no state. Adding a rule set adds its line here.
 */
public final class RuleSets {
    private static final RuleSet BOUNCE_LAB = new BounceLabRules();
    private static final RuleSet PONG = new PongRules();
    private static final RuleSet BREAKOUT = new BreakoutRules();
    private static final RuleSet SLIDES = new SlidesRules();
    private static final RuleSet GRAYBILL = new GraybillRules();
    private static final RuleSet XNA = new XnaRules();

    private RuleSets() {}

    /** The loop {@code id} names. */
    public static RuleSet of(RulesId id) {
        return switch (id) {
            case BOUNCE_LAB -> BOUNCE_LAB;
            case PONG -> PONG;
            case BREAKOUT -> BREAKOUT;
            case SLIDES -> SLIDES;
            case GRAYBILL -> GRAYBILL;
            case XNA -> XNA;
        };
    }
}
