package bouncelab.student;

import bouncelab.words.Words;
import org.jspecify.annotations.Nullable;

/**
 * Student code failed while it ran: it threw, ran out of time, or went over a limit. Unchecked, so it leaves a
 * {@link bouncelab.core.algorithm.CollisionAlgorithm} and the speed sweep as it is; each layer on the way out adds
 * where it was ("frame 12", "example 'corner'") with {@link #within}.
 */
public final class StudentCodeException extends RuntimeException {

    public enum Kind {
        /** An exception in the student's code: division by zero, null, an index off the array. */
        EXCEPTION,
        /** The call ran longer than its time budget. */
        TIMEOUT,
        /** Too large an array or text, too deep a recursion, too much memory. */
        LIMIT,
        /** The whole work's allowance ran out ({@link StudentTest#allowing}): about all the calls, none in particular. */
        SPENT
    }

    private final Kind kind;
    private final StudentProblem problem;
    private final String context;

    public StudentCodeException(Kind kind, StudentProblem problem, String context) {
        super(null, null, false, false);
        this.kind = kind;
        this.problem = problem;
        this.context = context == null ? "" : context;
    }

    public Kind kind() {
        return kind;
    }

    public StudentProblem problem() {
        return problem;
    }

    /** Where it happened, outermost first: "frame 12, hitPaddle(paddle, ball) for right …", or "". */
    public String context() {
        return context;
    }

    /** The same failure, placed inside {@code outer}; a spent allowance is about no one place, and stays as it is. */
    public StudentCodeException within(String outer) {
        if (kind == Kind.SPENT) {
            return this;
        }
        return new StudentCodeException(kind, problem, context.isEmpty() ? outer : outer + ", " + context);
    }

    /** One line: where, then the problem with the student's line. */
    @Override
    public String getMessage() {
        return message(Words.ENGLISH);
    }

    /** The same in {@code words}' language (the context is in the language it was given in). */
    public String message(Words words) {
        return (context.isEmpty() ? "" : context + ": ") + problem.oneLine(words);
    }

    /** The exception (or a cause of it) that is a StudentCodeException: a parallel stream may wrap it. */
    public static @Nullable StudentCodeException find(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause()) {
            if (c instanceof StudentCodeException s) {
                return s;
            }
        }
        return null;
    }
}
