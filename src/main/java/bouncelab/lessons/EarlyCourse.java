package bouncelab.lessons;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The course read and checked on a thread of its own while the JavaFX toolkit starts, so the window's first build
 * does not wait for it: the app asks {@link #begin()} first thing, and the window takes the course with
 * {@link #take(LessonSource)}. For any other source, or when nothing was begun, the course is read there and then.
 * The course is the very one {@link LessonSource#load()} gives; only where the work is done differs.
 */
public final class EarlyCourse {
    private static CompletableFuture<Course> early;
    private static LessonSource earlySource;

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
                    f.complete(source.load());
                } catch (RuntimeException | Error e) {
                    f.completeExceptionally(e);
                }
            }, "early-course");
            t.setDaemon(true); // never holds the app open
            t.start();
            early = f;
        }
    }

    /** The course of {@code source}: the one begun early if it is the same source (used once), else read now. */
    public static Course take(LessonSource source) {
        CompletableFuture<Course> f;
        synchronized (EarlyCourse.class) {
            f = source.equals(earlySource) ? early : null;
            early = null;
            earlySource = null;
        }
        if (f == null) {
            return source.load();
        }
        try {
            return f.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r; // as source.load() would have thrown it here
            }
            throw e;
        }
    }
}
