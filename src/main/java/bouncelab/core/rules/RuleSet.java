package bouncelab.core.rules;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.choice.RulesId;

/**
 * One rule set: the update loop of one frame around an algorithm's collision test. Stateless and deterministic,
 * like the algorithms: the same input gives the same result, to the bit. Everything a loop keeps from frame to
 * frame is in the ball (position, velocity, acceleration), so a frame can be worked out again from the state
 * before it.
 */
public sealed interface RuleSet permits BounceLabRules, PongRules, BreakoutRules, SlidesRules, GraybillRules, XnaRules {

    RulesId id();

    /** One frame: the loop's motion, walls and responses, the algorithm's test of each object it asks about. */
    FrameResult step(FrameInput in, CollisionAlgorithm algorithm);
}
