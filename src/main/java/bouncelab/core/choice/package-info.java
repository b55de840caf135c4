/**
 * What a shot chooses besides its geometry, as names and facts: which algorithm ({@link
 * bouncelab.core.choice.AlgorithmId}, with its reach in the sweep's theory, {@link bouncelab.core.choice.SweepReach})
 * and which rules ({@link bouncelab.core.choice.RulesId}, each with the name files write). They live below the shot ({@code bouncelab.core.scenario}) so it can hold them; what needs an algorithm's or a rule set's
 * classes is above, looked up by these ids ({@code bouncelab.core.algorithm.AlgorithmClasses}, {@code
 * bouncelab.core.rules.RuleSets}).
 *
 * <p>Imports no other package of Bounce Lab.
 */
@NullMarked
package bouncelab.core.choice;

import org.jspecify.annotations.NullMarked;
