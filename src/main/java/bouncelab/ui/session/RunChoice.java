package bouncelab.ui.session;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.scenario.Scenario;
import bouncelab.ui.common.UiWords;
import java.util.Objects;

/**
 * How a shot is run: by which algorithm, under whose rules. The two are chosen together and asked for together, so
 * that choosing either asks for one run of the same shot, at the same frame. The rules are saved with the shot
 * ({@link #rulesOn}); the algorithm is written into it when it is saved.
 */
public record RunChoice(AlgorithmId algorithm, RulesId rules) {
    public RunChoice {
        Objects.requireNonNull(algorithm);
        Objects.requireNonNull(rules);
    }

    /** The rules' title in the window's language, e.g. "Pong (Gordon)": how every view names them. */
    public static String rulesTitle(RulesId id) {
        return UiWords.window("rules." + id.fileName());
    }

    public RunChoice withAlgorithm(AlgorithmId id) {
        return new RunChoice(id, rules);
    }

    public RunChoice withRules(RulesId id) {
        return new RunChoice(algorithm, id);
    }

    /** {@code shot} under these rules: itself if it has them already. */
    public Scenario rulesOn(Scenario shot) {
        return shot.rules().id() == rules ? shot : shot.withRules(shot.rules().withId(rules));
    }
}
