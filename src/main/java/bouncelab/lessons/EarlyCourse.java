package bouncelab.lessons;

import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * The course read on a thread of its own while the JavaFX toolkit starts, so the window's first build does not
 * wait for it: the app asks {@link #begin()} first thing, and the window takes the course with
 * {@link #take(LessonSource)}. Begun early, the course is only read ({@link LessonSource#read()}): its checks,
 * which run every question's shot and kept both cores busy while the window was being built, are the window's to
 * run once it is up. For any other source, or when nothing was begun, the course is read and checked there and
 * then.
 */
public final class EarlyCourse {
    private static @Nullable CompletableFuture<Begun> early;

    /** A course taken by the window, and whether its lessons' checks have run ({@link LessonSource#load()}). */
    public record Taken(Course course, boolean checked) {}

    /** What was begun: the source (found on the thread, its language with it) and its course as read. */
    private record Begun(LessonSource source, Course course) {}

    private EarlyCourse() {}

    /** Starts reading the course {@link LessonSource#find()} names, in English, in the background. */
    public static void begin() {
        begin(() -> Lesson.ORIGINAL);
    }

    /**
     * The same in the language {@code language} gives, asked on the background thread too: the window's language
     * comes from its arguments and preferences, which are read there rather than before the toolkit starts.
     */
    public static synchronized void begin(Supplier<Locale> language) {
        if (early == null) {
            CompletableFuture<Begun> f = new CompletableFuture<>();
            Thread t = new Thread(
                    () -> {
                        try {
                            LessonSource source = LessonSource.find(language.get());
                            f.complete(new Begun(source, source.read()));
                        } catch (RuntimeException | Error e) {
                            f.completeExceptionally(e);
                        }
                    },
                    "early-course");
            t.setDaemon(true); // never holds the app open
            t.start();
            early = f;
        }
    }

    /**
     * The course of {@code source}: the one begun early if it is the same source, language and all (used once;
     * read, not checked), else read and checked now.
     */
    public static Taken take(LessonSource source) {
        CompletableFuture<Begun> f;
        synchronized (EarlyCourse.class) {
            f = early;
            early = null;
        }
        if (f != null) {
            try {
                Begun begun = f.join();
                if (begun.source().equals(source)) {
                    return new Taken(begun.course(), false);
                }
            } catch (CompletionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r; // as source.read() would have thrown it here
                }
                throw e;
            }
        }
        return new Taken(source.load(), true);
    }
}
