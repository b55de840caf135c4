package bouncelab.student;

import java.util.concurrent.Callable;

/**
 * The budget a student's code runs under. {@link Instrumenter} puts a call to {@link #tick()} at the start of every
 * method and before every jump backwards (every loop's turn), {@link #newArray} before every array made, {@link
 * #newObject} before every object made and {@link #append} in place of every StringBuilder.append, so a loop that
 * never ends, a recursion without end, a huge array, a flood of objects or a runaway text is stopped with a {@link Stop} instead of hanging or filling the app. Student code cannot name
 * this class (the {@link AllowList} does not allow it), so it cannot refill its own budget.
 *
 * <p>Budgets are per thread: the speed sweep asks the same test from several threads at once.
 */
public final class Guard {
    /** How long one call may run: far more than any collision test needs, and short enough to wait for. */
    public static final long DEFAULT_LIMIT_NANOS = 500_000_000L;
    /** The most elements one array may have. */
    public static final int MAX_ARRAY = 1_000_000;
    /** The most array elements one call may make in all. */
    public static final long MAX_ELEMENTS_PER_CALL = 4_000_000;
    /** The most objects one call may make. */
    public static final long MAX_OBJECTS_PER_CALL = 1_000_000;
    /** The most characters one call may append to text in all. */
    public static final long MAX_CHARS_PER_CALL = 1_000_000;
    /** The clock is read once every this many ticks (a power of two). */
    private static final int CLOCK_EVERY = 256;

    private static final ThreadLocal<Budget> CURRENT = new ThreadLocal<>();

    private Guard() {
    }

    /** Why student code was stopped. */
    public enum Reason { TIME, ARRAY, OBJECTS, TEXT, NO_BUDGET }

    /**
     * Thrown into student code to stop it. An Error, so the exceptions student code may catch never catch it; and
     * once thrown, every later tick of the same call throws it again.
     */
    public static final class Stop extends Error {
        private final Reason reason;

        Stop(Reason reason, String message) {
            super(message);
            this.reason = reason;
        }

        public Reason reason() {
            return reason;
        }
    }

    private static final class Budget {
        final long deadline;
        final long limitNanos;
        int ticks;
        long elements;
        long objects;
        long chars;
        Stop stopped;

        Budget(long limitNanos) {
            this.limitNanos = limitNanos;
            this.deadline = System.nanoTime() + limitNanos;
        }

        Stop stop(Reason reason, String message) {
            if (stopped == null) {
                stopped = new Stop(reason, message);
            }
            return stopped;
        }
    }

    /**
     * Runs {@code call} (student code) on this thread under a fresh budget of {@code limitNanos}. Whatever
     * {@code call} throws comes out as it is; if it was stopped but returned anyway, the stop is thrown here.
     */
    static <T> T run(long limitNanos, Callable<T> call) throws Exception {
        Budget outer = CURRENT.get();
        Budget budget = new Budget(limitNanos);
        CURRENT.set(budget);
        try {
            T result = call.call();
            if (budget.stopped != null) {
                throw budget.stopped;
            }
            return result;
        } finally {
            if (outer == null) {
                CURRENT.remove();
            } else {
                CURRENT.set(outer);
            }
        }
    }

    private static Budget budget() {
        Budget b = CURRENT.get();
        if (b == null) {
            // student code reached from somewhere that did not give it a budget: refuse to run it unguarded
            throw new Stop(Reason.NO_BUDGET, "student code ran outside a time budget");
        }
        if (b.stopped != null) {
            throw b.stopped;
        }
        return b;
    }

    /** At every method start and backward jump of student code. */
    public static void tick() {
        Budget b = budget();
        if ((++b.ticks & (CLOCK_EVERY - 1)) == 0 && System.nanoTime() - b.deadline > 0) {
            throw b.stop(Reason.TIME, "did not finish within " + seconds(b.limitNanos) + " s");
        }
    }

    /** Before every object student code makes. */
    public static void newObject() {
        Budget b = budget();
        if (++b.objects > MAX_OBJECTS_PER_CALL) {
            throw b.stop(Reason.OBJECTS, "made more than " + MAX_OBJECTS_PER_CALL + " objects in one call");
        }
    }

    /** Before every array student code makes: the size, checked. */
    public static int newArray(int size) {
        Budget b = budget();
        if (size > MAX_ARRAY) {
            throw b.stop(Reason.ARRAY, "made an array of " + size + " elements (at most " + MAX_ARRAY + ")");
        }
        b.elements += Math.max(0, size);
        if (b.elements > MAX_ELEMENTS_PER_CALL) {
            throw b.stop(Reason.ARRAY, "made arrays of more than " + MAX_ELEMENTS_PER_CALL
                    + " elements in all in one call");
        }
        return size;
    }

    private static StringBuilder counted(StringBuilder sb, int before) {
        Budget b = budget();
        b.chars += sb.length() - before;
        if (b.chars > MAX_CHARS_PER_CALL) {
            throw b.stop(Reason.TEXT, "built more than " + MAX_CHARS_PER_CALL + " characters of text in one call");
        }
        return sb;
    }

    /** Refuses text that would go over the limit before it is copied, not after. */
    private static void before(int adding) {
        Budget b = budget();
        if (b.chars + adding > MAX_CHARS_PER_CALL) {
            throw b.stop(Reason.TEXT, "built more than " + MAX_CHARS_PER_CALL + " characters of text in one call");
        }
    }

    public static StringBuilder append(StringBuilder sb, String s) {
        before(s == null ? 4 : s.length());
        int n = sb.length();
        return counted(sb.append(s), n);
    }

    public static StringBuilder append(StringBuilder sb, CharSequence s) {
        before(s == null ? 4 : s.length());
        int n = sb.length();
        return counted(sb.append(s), n);
    }

    public static StringBuilder append(StringBuilder sb, Object o) {
        // String.valueOf(o) may run the student's own toString, which ticks
        return append(sb, String.valueOf(o));
    }

    public static StringBuilder append(StringBuilder sb, char c) {
        int n = sb.length();
        return counted(sb.append(c), n);
    }

    public static StringBuilder append(StringBuilder sb, int v) {
        int n = sb.length();
        return counted(sb.append(v), n);
    }

    public static StringBuilder append(StringBuilder sb, long v) {
        int n = sb.length();
        return counted(sb.append(v), n);
    }

    public static StringBuilder append(StringBuilder sb, float v) {
        int n = sb.length();
        return counted(sb.append(v), n);
    }

    public static StringBuilder append(StringBuilder sb, double v) {
        int n = sb.length();
        return counted(sb.append(v), n);
    }

    public static StringBuilder append(StringBuilder sb, boolean v) {
        int n = sb.length();
        return counted(sb.append(v), n);
    }

    static String seconds(long nanos) {
        return java.math.BigDecimal.valueOf(nanos / 1_000_000, 3).stripTrailingZeros().toPlainString();
    }
}
