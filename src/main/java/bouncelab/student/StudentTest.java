package bouncelab.student;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Num;

import java.util.Set;
import java.util.concurrent.Callable;

/**
 * A student's hitPaddle, compiled, checked, guarded and loaded: ask it about a ball and a paddle and it answers, or
 * throws a {@link StudentCodeException} naming the student's line. Every call runs under its own time budget
 * ({@link Guard}). A call that ran out of time or memory leaves the test broken: every later call fails at once
 * with the same message, so a sweep of thousands of calls does not wait out each one.
 *
 * <p>Safe to call from several threads at once (the sweep does); the student's own static fields are theirs to
 * share.
 */
public final class StudentTest {
    private final StudentSource source;
    private final PaddleTest entry;
    private final Set<String> classNames;
    private final int lineOffset;
    private final long limitNanos;
    private volatile StudentCodeException broken;

    StudentTest(StudentSource source, PaddleTest entry, Set<String> classNames, int lineOffset, long limitNanos) {
        this.source = source;
        this.entry = entry;
        this.classNames = Set.copyOf(classNames);
        this.lineOffset = lineOffset;
        this.limitNanos = limitNanos;
    }

    public StudentSource source() {
        return source;
    }

    /** How long one call may run, in nanoseconds. */
    public long limitNanos() {
        return limitNanos;
    }

    /** The answer for a ball (centre, diameter) and a paddle or brick, as the slides' getters give them: floats. */
    public boolean hitPaddle(String objectId, Vec2 centre, double diameter, Rect rect) {
        PaddleTest.Ball ball = new PaddleTest.Ball((float) centre.x(), (float) centre.y(), (float) diameter);
        PaddleTest.Paddle paddle = new PaddleTest.Paddle((float) rect.x(), (float) rect.y(), (float) rect.width(),
                (float) rect.height());
        try {
            return hitPaddle(paddle, ball);
        } catch (StudentCodeException e) {
            throw e.within(call(objectId, centre, diameter, rect));
        }
    }

    /** "hitPaddle(paddle, ball) with right (740, 250) 12 × 100 and the ball at (481, 300) ⌀ 100". */
    static String call(String objectId, Vec2 centre, double diameter, Rect rect) {
        return "hitPaddle(paddle, ball) with " + (objectId == null ? "the paddle" : objectId) + " ("
                + Num.fmt(rect.x()) + ", " + Num.fmt(rect.y()) + ") " + Num.fmt(rect.width()) + " × "
                + Num.fmt(rect.height()) + " and the ball at (" + Num.fmt(centre.x()) + ", " + Num.fmt(centre.y())
                + ") ⌀ " + Num.fmt(diameter);
    }

    /** The student's answer for these objects. */
    public boolean hitPaddle(PaddleTest.Paddle paddle, PaddleTest.Ball ball) {
        return run(() -> entry.hitPaddle(paddle, ball));
    }

    /** Runs student code under a budget, turning whatever goes wrong into one plain message. */
    <T> T run(Callable<T> call) {
        StudentCodeException stop = broken;
        if (stop != null) {
            throw stop;
        }
        try {
            return Guard.run(limitNanos, call);
        } catch (Throwable t) {
            StudentCodeException e = explain(t);
            if (e.kind() == StudentCodeException.Kind.TIMEOUT || t instanceof OutOfMemoryError) {
                broken = e;
            }
            throw e;
        }
    }

    /** Plain words for what went wrong in student code, with the student's line. */
    StudentCodeException explain(Throwable thrown) {
        Throwable t = thrown;
        if (t instanceof ExceptionInInitializerError && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof StudentCodeException s) {
            return s;
        }
        int line = studentLine(t);
        String detail = t.toString();
        if (t instanceof Guard.Stop stop) {
            if (stop.reason() == Guard.Reason.TIME) {
                return new StudentCodeException(StudentCodeException.Kind.TIMEOUT, new StudentProblem(line,
                        "hitPaddle " + stop.getMessage() + ": a loop that never ends?", ""), "");
            }
            return new StudentCodeException(StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, "hitPaddle " + stop.getMessage(), ""), "");
        }
        if (t instanceof StackOverflowError) {
            return new StudentCodeException(StudentCodeException.Kind.LIMIT, new StudentProblem(line,
                    "your code calls itself without end (the stack of calls overflowed)", "StackOverflowError"), "");
        }
        if (t instanceof OutOfMemoryError) {
            return new StudentCodeException(StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, "your code used too much memory", "OutOfMemoryError"), "");
        }
        String message = t.getMessage() == null ? "" : t.getMessage();
        String plain;
        if (t instanceof ArithmeticException && message.contains("by zero")) {
            plain = "division by zero (a whole number divided by 0)";
        } else if (t instanceof NullPointerException) {
            plain = "something here is null: an object that was never made";
        } else if (t instanceof ArrayIndexOutOfBoundsException) {
            plain = "an index outside the array";
        } else if (t instanceof NegativeArraySizeException) {
            plain = "an array made with a negative size";
        } else {
            plain = "your code threw " + t.getClass().getSimpleName() + (message.isEmpty() ? "" : ": " + message);
        }
        return new StudentCodeException(StudentCodeException.Kind.EXCEPTION, new StudentProblem(line, plain, detail),
                "");
    }

    /** The line of the student's file where {@code t} was thrown: the topmost frame in their code; 0 if none. */
    int studentLine(Throwable t) {
        StackTraceElement[] stack = t.getStackTrace();
        for (StackTraceElement e : stack) {
            if (classNames.contains(e.getClassName())) {
                int line = e.getLineNumber() - lineOffset;
                if (line >= 1 && line <= source.lineCount()) {
                    // two lines seen throwing this kind: a stackless one could be either, so it names none
                    linesByType.merge(t.getClass(), line, (was, now) -> was.equals(now) ? was : 0);
                    return line;
                }
            }
        }
        // HotSpot throws a shared exception with no stack once the same throw has been compiled hot (thousands of
        // report-card cases): it is the same throw as before, at the line seen then (when only one line threw it)
        return stack.length == 0 ? linesByType.getOrDefault(t.getClass(), 0) : 0;
    }

    /**
     * The one line each kind of exception has been seen thrown from, 0 once two lines have (the sweep calls from
     * several threads).
     */
    private final java.util.Map<Class<?>, Integer> linesByType = new java.util.concurrent.ConcurrentHashMap<>();
}
