package bouncelab.student;

import bouncelab.words.Words;
import java.util.Set;

/**
 * For tests outside this package: a {@link StudentTest} whose hitPaddle is Java the test writes (to count its calls
 * or note the thread it is asked on), run as the window runs a student's: under the budget, on threads apart.
 */
public final class HitPaddleInJava {
    private HitPaddleInJava() {}

    /** A student's test that answers with {@code entry}. */
    public static StudentTest of(PaddleTest entry) {
        StudentSource source = StudentSource.pde("boolean hitPaddle(Paddle paddle, Ball ball) { return false; }");
        return new StudentTest(source, entry, Set.of(), 0, Guard.DEFAULT_LIMIT_NANOS, Words.ENGLISH);
    }
}
