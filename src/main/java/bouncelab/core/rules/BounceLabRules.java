package bouncelab.core.rules;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.choice.RulesId;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bounce-lab}, the default: each algorithm's own frame, exactly as Bounce Lab has always run it
 * ({@link CollisionAlgorithm#step}). Its rules are Bounce Lab's own, not any one article's: the swept tests recurse
 * with the time left after every hit, walls included (the Breakout article's way) and test every paddle; the
 * discrete tests clamp to the walls once the ball is past them; the acceleration works in the direction of travel;
 * the XNA paddle angle follows the article's prose, at most 45°; positions are real numbers. Wherever that departs
 * from the article an algorithm credits, {@link Departures} adds a note to the frame's working saying so, and the
 * README's table lists every departure and why.
 */
public final class BounceLabRules implements RuleSet {

    @Override
    public RulesId id() {
        return RulesId.BOUNCE_LAB;
    }

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        FrameResult result = algorithm.step(in);
        List<TraceItem> notes = Departures.notes(in, algorithm.id(), result);
        if (notes.isEmpty()) {
            return result;
        }
        List<TraceItem> items = new ArrayList<>(result.items());
        items.addAll(notes);
        return new FrameResult(result.ball(), result.b(), result.path(), result.broken(), result.outSide(), items);
    }
}
