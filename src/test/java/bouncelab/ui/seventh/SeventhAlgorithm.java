package bouncelab.ui.seventh;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.SweepReach;

/**
 * A seventh algorithm that only a test knows, made as the README's recipe says: an id (a constant, with its facts)
 * and a class. It runs the exact swept test under a name of its own, so what it draws and counts can be checked
 * against swept-exact's. Its colour is swept-exact's too: a test cannot add a line to the app's stylesheet, so it
 * borrows one (an algorithm of the app's own gets its own line there).
 */
public final class SeventhAlgorithm implements CollisionAlgorithm {
    public static final AlgorithmId SEVENTH = new AlgorithmId(
                    "seventh",
                    "Seventh (a test's own)",
                    7,
                    AlgorithmId.SWEPT_EXACT.colourKey(),
                    AlgorithmId.CornerShape.ROUNDED,
                    true)
            .reaching(SweepReach.NEVER)
            .weighing(3)
            .standingIn(AlgorithmId.SWEPT_EXACT);

    private final CollisionAlgorithm exact = AlgorithmClasses.create(AlgorithmId.SWEPT_EXACT);

    @Override
    public AlgorithmId id() {
        return SEVENTH;
    }

    @Override
    public FrameResult step(FrameInput input) {
        return exact.step(input);
    }

    @Override
    public FrameResult stepOutcomes(FrameInput input) {
        return exact.stepOutcomes(input);
    }

    @Override
    public HitAnswer test(HitQuery query) {
        return exact.test(query);
    }
}
