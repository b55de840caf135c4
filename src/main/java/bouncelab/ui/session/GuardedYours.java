package bouncelab.ui.session;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.GivenTestAlgorithm;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.student.StudentCodeException;
import bouncelab.student.StudentTest;
import bouncelab.student.YoursAlgorithm;
import org.jspecify.annotations.Nullable;

/**
 * {@code yours} as the window runs it: the student's test, until their code fails (it threw, or ran out of time).
 * The first failure is kept for the banner, and that frame and every later one are worked out as if hitPaddle had
 * answered false, so the run still has all its frames and the window keeps going.
 */
public final class GuardedYours implements CollisionAlgorithm {
    private final YoursAlgorithm yours;
    private final GivenTestAlgorithm never = new GivenTestAlgorithm((id, centre, diameter, rect) -> false);
    private volatile @Nullable StudentCodeException failure;

    public GuardedYours(StudentTest test) {
        this.yours = new YoursAlgorithm(test);
    }

    /** The student's test this runs: its runs are worked out on threads {@link bouncelab.student.Apart}. */
    public StudentTest test() {
        return yours.test();
    }

    /** The first failure of the student's code in this run (naming the frame and their line), or null. */
    public @Nullable StudentCodeException failure() {
        return failure;
    }

    @Override
    public AlgorithmId id() {
        return AlgorithmId.YOURS;
    }

    @Override
    public FrameResult step(FrameInput input) {
        if (failure == null) {
            try {
                return yours.step(input);
            } catch (StudentCodeException e) {
                failure = e;
            }
        }
        return never.step(input);
    }

    @Override
    public HitAnswer test(HitQuery query) {
        if (failure == null) {
            try {
                return yours.test(query);
            } catch (StudentCodeException e) {
                failure = e;
            }
        }
        return never.test(query);
    }
}
