package bouncelab.ui.snapshot;

import bouncelab.io.font.BundledFonts;
import bouncelab.ui.common.FxCall;
import bouncelab.ui.render.Fonts;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;
import javafx.application.Platform;

/**
 * Starts JavaFX without a display (the Monocle headless platform, software rendering) so that the command line
 * can draw exactly what the window shows, and runs work on its thread.
 */
public final class Headless {
    private static final Object LOCK = new Object();
    /** Held here: java.util.logging keeps loggers only weakly, and a collected logger forgets its level. */
    private static final Logger JAVAFX_LOG = Logger.getLogger("javafx");

    private static boolean started;

    private Headless() {}

    /** Starts the toolkit once; later calls do nothing. A toolkit already running (as in tests) is used as is. */
    public static void start() {
        synchronized (LOCK) {
            if (started) {
                return;
            }
            setIfAbsent("glass.platform", "Monocle");
            setIfAbsent("monocle.platform", "Headless");
            setIfAbsent("prism.order", "sw");
            setIfAbsent("java.awt.headless", "true");
            // a region's background is drawn afresh each time, not taken from a cache that earlier pictures in the
            // same run filled: the same picture then has the same bytes whatever was drawn before it
            setIfAbsent("prism.disableRegionCaching", "true");
            // JavaFX warns that it was loaded from the class path; that is how the jar runs, and a command's
            // standard error is for the user's mistakes only
            JAVAFX_LOG.setLevel(Level.SEVERE);
            BundledFonts.readEarly(); // on the other core while the toolkit starts
            CountDownLatch ready = new CountDownLatch(1);
            try {
                Platform.startup(ready::countDown);
            } catch (IllegalStateException alreadyRunning) {
                ready.countDown();
            }
            try {
                if (!ready.await(30, TimeUnit.SECONDS)) {
                    throw new IllegalStateException("JavaFX did not start within 30 s");
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while starting JavaFX", e);
            }
            Platform.setImplicitExit(false);
            Fonts.load(); // before any scene: the pictures are drawn in the app's own fonts
            started = true;
        }
    }

    /** Runs {@code work} on the JavaFX thread and waits for its result. */
    public static <T> T onFxThread(Supplier<T> work) {
        if (Platform.isFxApplicationThread()) {
            return work.get();
        }
        CompletableFuture<T> f = FxCall.later(work);
        try {
            return f.get(60, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } catch (Exception e) {
            throw new IllegalStateException("rendering did not finish: " + e.getMessage(), e);
        }
    }

    private static void setIfAbsent(String key, String value) {
        if (System.getProperty(key) == null) {
            System.setProperty(key, value);
        }
    }
}
