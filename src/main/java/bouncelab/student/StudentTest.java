package bouncelab.student;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.jspecify.annotations.Nullable;

/**
 * A student's hitPaddle, compiled, checked, guarded and loaded: ask it about a ball and a paddle and it answers, or
 * throws a {@link StudentCodeException} naming the student's line. Every call runs under its own time budget
 * ({@link Guard}). A call that ran out of time or memory leaves the test broken: every later call fails at once
 * with the same message, so a sweep of thousands of calls does not wait out each one.
 *
 * <p>Safe to call from several threads at once (the sweep does); the student's own static fields are theirs to
 * share.
 *
 * <p>A whole piece of work that asks the test thousands of times (the window's report card) may be given an
 * allowance ({@link #allowing}): past it, every call fails at once, without the test being broken or put aside.
 */
public final class StudentTest {
    private final StudentSource source;
    private final @Nullable PaddleTest entry; // none in the test that only starts the class
    private final Set<String> classNames;
    private final int lineOffset;
    private final long limitNanos;
    private final Standing standing;
    private final long allowanceNanos; // 0: none
    private final long allowedUntil; // System.nanoTime() at which the allowance is spent
    private final FailureWords words;
    private final Words language;

    /** Whether the test is broken or put aside: shared by the test and every {@link #allowing} view of it. */
    private static final class Standing {
        volatile @Nullable StudentCodeException broken;
        final CompletableFuture<StudentCodeException> putAside = new CompletableFuture<>();
    }

    StudentTest(
            StudentSource source,
            @Nullable PaddleTest entry,
            Set<String> classNames,
            int lineOffset,
            long limitNanos,
            Words language) {
        this.source = source;
        this.entry = entry;
        this.classNames = Set.copyOf(classNames);
        this.lineOffset = lineOffset;
        this.limitNanos = limitNanos;
        this.language = language;
        this.words = new FailureWords(source, this.classNames, lineOffset, language);
        this.standing = new Standing();
        this.allowanceNanos = 0;
        this.allowedUntil = 0;
    }

    private StudentTest(StudentTest of, long allowanceNanos) {
        this.source = of.source;
        this.entry = of.entry;
        this.classNames = of.classNames;
        this.lineOffset = of.lineOffset;
        this.limitNanos = of.limitNanos;
        this.language = of.language;
        this.words = of.words;
        this.standing = of.standing;
        this.allowanceNanos = allowanceNanos;
        this.allowedUntil = System.nanoTime() + allowanceNanos;
    }

    /**
     * This test, asked for at most {@code whole} from now in all: once it is spent, every call through the view
     * fails at once with "marking stopped after N s: the test is too slow to mark in full". The test itself is
     * untouched (neither broken nor put aside), and a call given up through the view puts the test aside as any
     * call does.
     */
    public StudentTest allowing(Duration whole) {
        return new StudentTest(this, Math.max(1, whole.toNanos()));
    }

    /** The language its failures are told in (the one it was compiled for). */
    public Words language() {
        return language;
    }

    public StudentSource source() {
        return source;
    }

    /** How long one call may run, in nanoseconds. */
    public long limitNanos() {
        return limitNanos;
    }

    /** The answer for a ball (centre, diameter) and a paddle or brick, as the slides' getters give them: floats. */
    public boolean hitPaddle(@Nullable String objectId, Vec2 centre, double diameter, Rect rect) {
        PaddleTest.Ball ball = new PaddleTest.Ball((float) centre.x(), (float) centre.y(), (float) diameter);
        PaddleTest.Paddle paddle =
                new PaddleTest.Paddle((float) rect.x(), (float) rect.y(), (float) rect.width(), (float) rect.height());
        try {
            return hitPaddle(paddle, ball);
        } catch (StudentCodeException e) {
            throw e.within(call(objectId, centre, diameter, rect));
        }
    }

    /** "hitPaddle(paddle, ball) with right (740, 250) 12 × 100 and the ball at (481, 300) ⌀ 100". */
    String call(@Nullable String objectId, Vec2 centre, double diameter, Rect rect) {
        Words w = language;
        return w.format(
                Book.GRADING,
                "context.call",
                objectId == null ? w.get(Book.GRADING, "context.thePaddle") : objectId,
                w.number(rect.x()),
                w.number(rect.y()),
                w.number(rect.width()),
                w.number(rect.height()),
                w.number(centre.x()),
                w.number(centre.y()),
                w.number(diameter));
    }

    /** The student's answer for these objects. */
    public boolean hitPaddle(PaddleTest.Paddle paddle, PaddleTest.Ball ball) {
        PaddleTest asked = Objects.requireNonNull(entry, "the test that starts the class is never asked");
        return run(() -> asked.hitPaddle(paddle, ball));
    }

    /**
     * Runs student code under a budget, turning whatever goes wrong into one plain message. Always on a thread
     * {@link Apart}: called from any other, the call is made there and waited for, so no caller can be held by it
     * past its budget.
     */
    <T> T run(Callable<T> call) {
        StudentCodeException stop = standing.broken;
        if (stop != null) {
            throw stop;
        }
        if (allowanceNanos > 0 && System.nanoTime() - allowedUntil > 0) {
            throw new StudentCodeException(
                    StudentCodeException.Kind.SPENT,
                    new StudentProblem(0, words.allowanceSpent(allowanceNanos), ""),
                    "");
        }
        if (!Apart.here()) {
            return Apart.call(this, () -> run(call));
        }
        try {
            return Guard.run(limitNanos, this::givenUp, () -> {
                try {
                    return call.call();
                } catch (Guard.Stop | StudentCodeException ours) {
                    throw ours;
                } catch (Throwable thrown) {
                    // the student's own exception may run their code when read: read it while the budget runs
                    throw words.explain(thrown);
                }
            });
        } catch (Throwable t) {
            StudentCodeException e = words.explain(t);
            if (t instanceof OutOfMemoryError || FailureWords.outOfMemory(e)) {
                putAside(e); // its memory is given back once nothing holds the test
            } else if (e.kind() == StudentCodeException.Kind.TIMEOUT) {
                standing.broken = e;
            }
            throw e;
        }
    }

    /** The watchdog gave up a call on {@code thread}: the test is put aside, and whoever waits is told. */
    private void givenUp(Thread thread, long limit) {
        StackTraceElement[] stack = thread.getStackTrace();
        putAside(new StudentCodeException(
                StudentCodeException.Kind.TIMEOUT,
                new StudentProblem(words.studentLine(stack, null), words.neverReturned(thread, stack, limit), ""),
                ""));
    }

    private void putAside(StudentCodeException why) {
        standing.putAside.complete(why);
        standing.broken = standing.putAside.join(); // the first reason stands: two calls given up at once give one
    }

    /**
     * Why this test was put aside: a call was given up (it never came back), or it ran out of memory. Every later
     * call fails at once with it, and the window stops offering the test. Not done while the test is usable.
     */
    public CompletableFuture<StudentCodeException> putAsideFuture() {
        return standing.putAside;
    }

    /** Why this test was put aside, or null while it is usable. */
    public StudentCodeException putAsideWhy() {
        return standing.putAside.getNow(null);
    }
}
