package bouncelab.student;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.GivenTestAlgorithm;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.words.Book;
import java.util.Objects;

/**
 * {@code yours}: the student's hitPaddle as a sixth algorithm. A discrete test like {@code pythagoras} (the ball
 * moves to B, then the student's hitPaddle is asked about each paddle and brick where the ball now is), with
 * pythagoras's response, so that the slides' own code plays as {@code pythagoras} does (see {@link
 * GivenTestAlgorithm}). Each call's inputs and answer are in the frame's working ({@link
 * bouncelab.core.trace.HitPaddleCall}); a call that fails stops the frame with a {@link StudentCodeException} naming
 * the frame, the call and the student's line.
 */
public final class YoursAlgorithm implements CollisionAlgorithm {
    public static final String NAME = AlgorithmId.YOURS.fileName();

    private final StudentTest test;
    private final GivenTestAlgorithm frame;

    public YoursAlgorithm(StudentTest test) {
        this.test = Objects.requireNonNull(test);
        this.frame = new GivenTestAlgorithm(test::hitPaddle);
    }

    public StudentTest test() {
        return test;
    }

    @Override
    public AlgorithmId id() {
        return AlgorithmId.YOURS;
    }

    @Override
    public FrameResult step(FrameInput input) {
        try {
            return frame.step(input);
        } catch (StudentCodeException e) {
            throw e.within(test.language().format(Book.GRADING, "context.frame", input.frame()));
        }
    }

    /** The student's hitPaddle asked by an article's loop (see {@code bouncelab.core.rules}). */
    @Override
    public HitAnswer test(HitQuery query) {
        return frame.test(query);
    }
}
