package bouncelab.cli;

import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import org.jspecify.annotations.Nullable;

/**
 * Rules named on the command line ({@code --rules NAME}): whose update loop runs the shot, in place of the
 * scenario's own. Every command that runs a shot reads it with {@link OptionValues.Rules}, the one message for a typo.
 */
final class RulesOption {
    static final String DESCRIPTION = "Run the shot under these rules instead of the scenario's: bounce-lab (Bounce "
            + "Lab's own, the default), pong, breakout, slides, graybill or xna (each article's own update loop).";

    private RulesOption() {}

    /** The scenario under these rules; as it is for null (the option not given). */
    static Scenario apply(Scenario s, @Nullable RulesId rules) {
        return rules == null ? s : s.withRules(s.rules().withId(rules));
    }
}
