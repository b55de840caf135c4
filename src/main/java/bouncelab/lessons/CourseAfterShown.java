package bouncelab.lessons;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Whether the window about to open reads its course once it is up, rather than while it is built. The app asks
 * for it as it starts ({@link #ask()}): reading the course (every lesson's Markdown and shot) took about a quarter
 * of a second of a core while the JavaFX toolkit started and the window was built, on a school PC's two cores, and
 * the window's first appearance waited for that core. The lesson list fills a moment after the window appears. A
 * window made otherwise (render's picture, a test's) reads and checks its course there and then.
 */
public final class CourseAfterShown {
    private static final AtomicBoolean ASKED = new AtomicBoolean();

    private CourseAfterShown() {}

    /** The next window made reads its course once it is shown. */
    public static void ask() {
        ASKED.set(true);
    }

    /** Whether this window reads its course once shown: true once after {@link #ask()}, for the first window. */
    public static boolean take() {
        return ASKED.getAndSet(false);
    }
}
