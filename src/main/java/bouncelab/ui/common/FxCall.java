package bouncelab.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import javafx.application.Platform;

/**
 * Work handed to the JavaFX thread from another, with its result (or what it threw) as a future: how a background
 * job asks for a picture and how headless rendering asks for a drawing. Each caller decides how long to wait.
 */
public final class FxCall {
    private FxCall() {}

    /** {@code work} run later on the FX thread; the future completes with its result or its exception. */
    public static <T> CompletableFuture<T> later(Supplier<T> work) {
        CompletableFuture<T> f = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                f.complete(work.get());
            } catch (Throwable t) {
                f.completeExceptionally(t);
            }
        });
        return f;
    }
}
