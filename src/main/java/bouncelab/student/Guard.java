package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.lang.reflect.Array;
import java.math.BigDecimal;
import java.util.concurrent.Callable;
import org.jspecify.annotations.Nullable;

/**
 * The budget a student's code runs under, kept from two sides. From inside:  {@link Instrumenter} puts a call to {@link #tick()} at the start of every
 * method and before every jump backwards (every loop's turn), {@link #newArray} before every array made, {@link
 * #newObject} before every object made and {@link #append} in place of every StringBuilder.append, so a loop that
 * never ends, a recursion without end, a huge array, a flood of objects or a runaway text is stopped with a {@link Stop} instead of hanging or filling the app. Student code cannot name
 * this class (the {@link AllowList} does not allow it), so it cannot refill its own budget.
 *
 * <p>From outside: a call that ticks no more (busy inside Java's library, or waiting on a class's static setup that
 * another thread holds) cannot stop itself, so every call is also on view to the {@link Watchdog}, which gives it up
 * once it is past its time ({@link Overdue}).
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
    /** The longest text one StringBuilder may hold, whatever the calls that built it (see {@link #append}). */
    public static final int MAX_TEXT = 1_000_000;
    /** The clock is read once every this many ticks (a power of two). */
    private static final int CLOCK_EVERY = 256;

    private static final ThreadLocal<Budget> CURRENT = new ThreadLocal<>();

    /** Told by the {@link Watchdog} when a call is past its time and has not stopped itself. */
    @FunctionalInterface
    interface Overdue {
        Overdue NONE = (thread, limitNanos) -> {};

        /** {@code thread} is still in the call {@code limitNanos} after its budget ended; it is being given up. */
        void givenUp(Thread thread, long limitNanos);
    }

    private Guard() {}

    /** Why student code was stopped. */
    public enum Reason {
        TIME,
        ARRAY,
        OBJECTS,
        TEXT,
        NO_BUDGET
    }

    /**
     * Thrown into student code to stop it. An Error, so the exceptions student code may catch never catch it; and
     * once thrown, every later tick of the same call throws it again.
     */
    public static final class Stop extends Error {
        private final Reason reason;
        private final String key;
        private final transient Object[] args;

        /** {@code key} names its words in the Grading book ({@code stop.KEY}), with their arguments. */
        Stop(Reason reason, String key, Object... args) {
            super(Words.ENGLISH.format(Book.GRADING, "stop." + key, args));
            this.reason = reason;
            this.key = key;
            this.args = args.clone();
        }

        public Reason reason() {
            return reason;
        }

        /** What it did, in {@code words}' language: "did not finish within 0.5 s". */
        String said(Words words) {
            return words.format(Book.GRADING, "stop." + key, args);
        }
    }

    static final class Budget {
        final long deadline;
        final long limitNanos;
        final Thread thread = Thread.currentThread();
        final Overdue overdue;
        /** Set by the watchdog: the call was given up, whoever waited for it has been told. */
        volatile boolean givenUp;

        int ticks;
        /** The watchdog's own: the ticks it last saw, and since when they have not moved (see Watchdog#scan). */
        int seenTicks = -1;

        long quietSince;
        /** The thread's CPU time at its last tick seen (-1 unknown): whether it has run since (Watchdog#notRun). */
        long cpuAtTick = -1;

        long elements;
        long objects;
        long chars;
        volatile @Nullable Stop stopped;

        Budget(long limitNanos, Overdue overdue) {
            this.limitNanos = limitNanos;
            this.deadline = System.nanoTime() + limitNanos;
            this.overdue = overdue;
        }

        synchronized Stop stop(Reason reason, String key, Object... args) {
            if (stopped == null) {
                stopped = new Stop(reason, key, args);
            }
            return stopped;
        }
    }

    /**
     * Runs {@code call} (student code) on this thread under a fresh budget of {@code limitNanos}. Whatever
     * {@code call} throws comes out as it is; if it was stopped but returned anyway, the stop is thrown here.
     */
    static <T> T run(long limitNanos, Callable<T> call) throws Exception {
        return run(limitNanos, Overdue.NONE, call);
    }

    /**
     * The same, the call on view to the {@link Watchdog}: past its time without stopping itself, it is given up and
     * {@code overdue} told, from the watchdog's thread.
     */
    static <T> T run(long limitNanos, Overdue overdue, Callable<T> call) throws Exception {
        Budget outer = CURRENT.get();
        Budget budget = new Budget(limitNanos, overdue);
        CURRENT.set(budget);
        Watchdog.watch(budget);
        try {
            T result = call.call();
            if (budget.stopped != null) {
                throw budget.stopped;
            }
            return result;
        } finally {
            Watchdog.unwatch(budget, outer);
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
            throw new Stop(Reason.NO_BUDGET, "noBudget");
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
            throw b.stop(Reason.TIME, "time", seconds(b.limitNanos));
        }
    }

    /** Before every object student code makes. */
    public static void newObject() {
        Budget b = budget();
        if (++b.objects > MAX_OBJECTS_PER_CALL) {
            throw b.stop(Reason.OBJECTS, "objects", MAX_OBJECTS_PER_CALL);
        }
    }

    /** Before every array student code makes: the size, checked. */
    public static int newArray(int size) {
        Budget b = budget();
        if (size > MAX_ARRAY) {
            throw b.stop(Reason.ARRAY, "array", size, MAX_ARRAY);
        }
        b.elements += Math.max(0, size);
        if (b.elements > MAX_ELEMENTS_PER_CALL) {
            throw b.stop(Reason.ARRAY, "elements", MAX_ELEMENTS_PER_CALL);
        }
        return size;
    }

    /**
     * In place of every {@code array.clone()}: a copy is as much memory as a new array of that size, so it counts as
     * one. The copy is made here, of the same runtime type as the original.
     */
    public static Object cloned(Object array) {
        if (array == null) {
            throw new NullPointerException("array.clone() of null");
        }
        newArray(Array.getLength(array));
        if (array instanceof Object[] a) {
            return a.clone();
        } else if (array instanceof int[] a) {
            return a.clone();
        } else if (array instanceof float[] a) {
            return a.clone();
        } else if (array instanceof double[] a) {
            return a.clone();
        } else if (array instanceof long[] a) {
            return a.clone();
        } else if (array instanceof boolean[] a) {
            return a.clone();
        } else if (array instanceof char[] a) {
            return a.clone();
        } else if (array instanceof byte[] a) {
            return a.clone();
        } else if (array instanceof short[] a) {
            return a.clone();
        }
        throw new IllegalArgumentException("not an array: " + array.getClass().getName());
    }

    private static StringBuilder counted(StringBuilder sb, int before) {
        Budget b = budget();
        if (sb.length() > MAX_TEXT) {
            // a text kept in a static field and grown a little each call: one call's count never sees it whole
            throw b.stop(Reason.TEXT, "text", MAX_TEXT);
        }
        b.chars += sb.length() - before;
        if (b.chars > MAX_CHARS_PER_CALL) {
            throw b.stop(Reason.TEXT, "chars", MAX_CHARS_PER_CALL);
        }
        return sb;
    }

    /** Refuses text that would go over the limit before it is copied, not after. */
    private static void before(StringBuilder sb, int adding) {
        Budget b = budget();
        if ((long) sb.length() + adding > MAX_TEXT) {
            throw b.stop(Reason.TEXT, "text", MAX_TEXT);
        }
        if (b.chars + adding > MAX_CHARS_PER_CALL) {
            throw b.stop(Reason.TEXT, "chars", MAX_CHARS_PER_CALL);
        }
    }

    public static StringBuilder append(StringBuilder sb, String s) {
        before(sb, s == null ? 4 : s.length());
        int n = sb.length();
        return counted(sb.append(s), n);
    }

    public static StringBuilder append(StringBuilder sb, CharSequence s) {
        before(sb, s == null ? 4 : s.length());
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

    static double seconds(long nanos) {
        return BigDecimal.valueOf(nanos / 1_000_000, 3).doubleValue();
    }
}
