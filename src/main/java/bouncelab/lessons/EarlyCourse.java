package bouncelab.lessons;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The course read on a thread of its own while the JavaFX toolkit starts, so the window's first build does not
 * wait for it: the app asks {@link #begin()} first thing, and the window takes the course with
 * {@link #take(LessonSource)}. Begun early, the course is only read ({@link LessonSource#read()}): its checks,
 * which run every question's shot and kept both cores busy while the window was being built, are the window's to
 * run once it is up. For any other source, or when nothing was begun, the course is read and checked there and
 * then.
 */
public final class EarlyCourse {
    private static CompletableFuture<Course> early;
    private static LessonSource earlySource;

    /** A course taken by the window, and whether its lessons' checks have run ({@link LessonSource#load()}). */
    public record Taken(Course course, boolean checked) {
    }

    private EarlyCourse() {
    }

    /** Starts reading the course {@link LessonSource#find()} names, in the background. */
    public static synchronized void begin() {
        if (early == null) {
            LessonSource source = LessonSource.find();
            earlySource = source;
            CompletableFuture<Course> f = new CompletableFuture<>();
            Thread t = new Thread(() -> {
                try {
                    f.complete(source.read());
                } catch (RuntimeException | Error e) {
                    f.completeExceptionally(e);
                }
            }, "early-course");
            t.setDaemon(true); // never holds the app open
            t.start();
            early = f;
        }
    }

    /**
     * The course of {@code source}: the one begun early if it is the same source (used once; read, not checked),
     * else read and checked now.
     */
    public static Taken take(LessonSource source) {
        CompletableFuture<Course> f;
        synchronized (EarlyCourse.class) {
            f = source.equals(earlySource) ? early : null;
            early = null;
            earlySource = null;
        }
        if (f == null) {
            return new Taken(source.load(), true);
        }
        try {
            return new Taken(f.join(), false);
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r; // as source.read() would have thrown it here
            }
            throw e;
        }
    }
}
