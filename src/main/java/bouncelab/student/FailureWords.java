package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jspecify.annotations.Nullable;

/**
 * Plain words for what went wrong in a student's code, with the line of their file it happened at. A student's own
 * exception class may override {@code getMessage}, {@code toString} or {@code getStackTrace}, so reading it is
 * running their code: {@link StudentTest} asks for these words while the call's budget still runs, each read may
 * fail on its own, and what is read is cut to {@value #MAX_MESSAGE} characters.
 */
final class FailureWords {
    /** The most of a student's exception message that is kept: a line a teacher reads stays a line. */
    static final int MAX_MESSAGE = 300;

    private final StudentSource source;
    private final Set<String> classNames;
    private final int lineOffset;
    private final Words words;
    /**
     * The one line each kind of exception has been seen thrown from, 0 once two lines have (the sweep calls from
     * several threads).
     */
    private final Map<Class<?>, Integer> linesByType = new ConcurrentHashMap<>();

    FailureWords(StudentSource source, Set<String> classNames, int lineOffset, Words words) {
        this.source = source;
        this.classNames = classNames;
        this.lineOffset = lineOffset;
        this.words = words;
        // ICU's first format loads its classes and the book: done here, not inside a call's time budget, where the
        // first failure is told (a loaded machine took longer than the budget over it)
        say("failure.threwSaying", "", "");
        Words.ENGLISH.format(Book.GRADING, "stop.time", 0.5);
        words.format(Book.GRADING, "stop.time", 0.5);
    }

    private String say(String key, Object... args) {
        return words.format(Book.GRADING, key, args);
    }

    boolean isStudentClass(String className) {
        return classNames.contains(className);
    }

    /** What went wrong, as a {@link StudentCodeException} naming the student's line. */
    StudentCodeException explain(Throwable thrown) {
        Throwable t = thrown;
        if (t instanceof ExceptionInInitializerError && t.getCause() != null) {
            t = t.getCause();
        }
        if (t instanceof StudentCodeException s) {
            return s;
        }
        int line = studentLine(stackOf(t), t.getClass());
        if (t instanceof Guard.Stop stop) {
            if (stop.reason() == Guard.Reason.TIME) {
                return new StudentCodeException(
                        StudentCodeException.Kind.TIMEOUT,
                        new StudentProblem(line, say("failure.timeout", stop.said(words)), ""),
                        "");
            }
            return new StudentCodeException(
                    StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, say("failure.limit", stop.said(words)), ""),
                    "");
        }
        if (t instanceof StackOverflowError) {
            return new StudentCodeException(
                    StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, say("failure.stackOverflow"), "StackOverflowError"),
                    "");
        }
        if (t instanceof OutOfMemoryError) {
            return new StudentCodeException(
                    StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, say("failure.memory"), OUT_OF_MEMORY),
                    "");
        }
        String type = t.getClass().getSimpleName(); // the class's own name: no student code runs for it
        String message;
        try {
            message = messageOf(t);
        } catch (Guard.Stop stop) {
            // their getMessage itself ran past the budget: that is the failure to report, and the test is spent
            return new StudentCodeException(
                    stop.reason() == Guard.Reason.TIME
                            ? StudentCodeException.Kind.TIMEOUT
                            : StudentCodeException.Kind.LIMIT,
                    new StudentProblem(line, say("failure.messageStopped", type, stop.said(words)), ""),
                    "");
        }
        String plain;
        String detail = t.getClass().getName() + (message.isEmpty() ? "" : ": " + message);
        if (t instanceof ArithmeticException && message.contains("by zero")) {
            plain = say("failure.divisionByZero");
        } else if (t instanceof NullPointerException) {
            plain = say("failure.null");
        } else if (t instanceof ArrayIndexOutOfBoundsException) {
            plain = say("failure.index");
        } else if (t instanceof NegativeArraySizeException) {
            plain = say("failure.negativeSize");
        } else if (t instanceof NoClassDefFoundError) {
            // a class whose static setup failed (stopped, or threw) earlier cannot be used again
            plain = message.isEmpty()
                    ? say("failure.noClass")
                    : say("failure.noClassNamed", message.replace("Could not initialize class ", ""));
            detail = "";
        } else {
            plain = message.isEmpty() ? say("failure.threw", type) : say("failure.threwSaying", type, message);
            detail = ""; // the plain words already name it and give its message
        }
        return new StudentCodeException(
                StudentCodeException.Kind.EXCEPTION, new StudentProblem(line, plain, cut(detail)), "");
    }

    /**
     * The message, cut to length; "" if there is none or the student's getMessage threw. A {@link Guard.Stop} (it
     * ran past the budget) comes out as it is.
     */
    private static String messageOf(Throwable t) {
        try {
            String m = t.getMessage();
            return m == null ? "" : cut(m);
        } catch (Guard.Stop stop) {
            throw stop;
        } catch (RuntimeException | Error e) {
            return "";
        }
    }

    private static StackTraceElement[] stackOf(Throwable t) {
        try {
            StackTraceElement[] s = t.getStackTrace();
            return s == null ? new StackTraceElement[0] : s;
        } catch (RuntimeException | Error e) {
            return new StackTraceElement[0];
        }
    }

    /** Whether {@code e} says the student's code ran out of memory (the test is then put aside, its memory let go). */
    static boolean outOfMemory(StudentCodeException e) {
        return e.kind() == StudentCodeException.Kind.LIMIT
                && OUT_OF_MEMORY.equals(e.problem().detail());
    }

    private static final String OUT_OF_MEMORY = "OutOfMemoryError";

    static String cut(String s) {
        // a .pde's own classes are nested in the class that wraps it: the student knows them by their own names
        String one = s.replace(StudentCompiler.PDE_CLASS + "$", "").replaceAll("\\s*\\R\\s*", " ");
        return one.length() <= MAX_MESSAGE ? one : one.substring(0, MAX_MESSAGE - 1) + "…";
    }

    /**
     * The line of the student's file of the topmost frame of their code in {@code stack}; 0 if none. {@code type}
     * (or null) is what was thrown there.
     */
    int studentLine(StackTraceElement[] stack, @Nullable Class<?> type) {
        for (StackTraceElement e : stack) {
            if (e != null && classNames.contains(e.getClassName())) {
                int line = e.getLineNumber() - lineOffset;
                if (line >= 1 && line <= source.lineCount()) {
                    if (type != null) {
                        // two lines seen throwing this kind: a stackless one could be either, so it names none
                        linesByType.merge(type, line, (was, now) -> was.equals(now) ? was : 0);
                    }
                    return line;
                }
            }
        }
        // HotSpot throws a shared exception with no stack once the same throw has been compiled hot (thousands of
        // report-card cases): it is the same throw as before, at the line seen then (when only one line threw it)
        return stack.length == 0 && type != null ? linesByType.getOrDefault(type, 0) : 0;
    }

    /**
     * Why a call was given up, from what its thread was doing then: waiting (a lock, or a class's static setup
     * another thread holds, which shows as the student's own line at the top), or busy inside Java's library.
     */
    /** "marking stopped after 30 s: …": a whole allowance ({@link StudentTest#allowing}) spent. */
    String allowanceSpent(long allowanceNanos) {
        return say("failure.allowance", Guard.seconds(allowanceNanos));
    }

    String neverReturned(Thread thread, StackTraceElement[] stack, long limitNanos) {
        double after = Guard.seconds(limitNanos);
        Thread.State state = thread.getState();
        StackTraceElement top = stack.length == 0 ? null : stack[0];
        boolean waiting = state == Thread.State.BLOCKED
                || state == Thread.State.WAITING
                || state == Thread.State.TIMED_WAITING
                || top == null
                || isStudentClass(top.getClassName());
        if (waiting || top == null) {
            return say("failure.waited", after);
        }
        String where =
                top.getClassName().substring(top.getClassName().lastIndexOf('.') + 1) + "." + top.getMethodName();
        return say("failure.busy", where, after);
    }
}
