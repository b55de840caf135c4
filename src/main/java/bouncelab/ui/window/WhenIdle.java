package bouncelab.ui.window;

import java.util.function.LongSupplier;
import javafx.animation.PauseTransition;
import javafx.event.EventHandler;
import javafx.scene.Scene;
import javafx.scene.input.InputEvent;
import javafx.util.Duration;

/**
 * Work for the FX thread done once the user has left the window alone a moment (no key, click or pointer move for
 * {@link #QUIET_NANOS}), rather than when they ask for it: making the Your test tab's view took 55 to 65 ms of the
 * FX thread at its first opening, and up to 168 ms with a sweep beside it (bench/fx-stalls.sh). Done while nobody
 * is acting, the same work delays no action; a key pressed just then waits for it, once.
 */
final class WhenIdle {
    /** How long the window must have been left alone. */
    static final long QUIET_NANOS = 1_000_000_000L;

    private final LongSupplier clock;
    private long lastInput;

    /** {@code clock}: nanoseconds, as {@link System#nanoTime()} (a test's own clock in tests). */
    WhenIdle(LongSupplier clock) {
        this.clock = clock;
        this.lastInput = clock.getAsLong();
    }

    /** The user did something. */
    void input() {
        lastInput = clock.getAsLong();
    }

    /** How long until the window will have been left alone long enough; zero or less: it has been now. */
    long waitNanos() {
        return QUIET_NANOS - (clock.getAsLong() - lastInput);
    }

    /** Runs {@code work} on the FX thread once nothing has come in through {@code scene} for a moment; FX thread. */
    static void then(Scene scene, Runnable work) {
        WhenIdle idle = new WhenIdle(System::nanoTime);
        EventHandler<InputEvent> seen = e -> idle.input();
        scene.addEventFilter(InputEvent.ANY, seen);
        PauseTransition wait = new PauseTransition(Duration.millis(QUIET_NANOS / 1e6));
        wait.setOnFinished(e -> {
            long left = idle.waitNanos();
            if (left > 0) { // something came in meanwhile: wait out the rest of a quiet moment
                wait.setDuration(Duration.millis(Math.max(1, left / 1e6)));
                wait.playFromStart();
                return;
            }
            scene.removeEventFilter(InputEvent.ANY, seen);
            work.run();
        });
        wait.play();
    }
}
