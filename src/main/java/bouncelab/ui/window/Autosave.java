package bouncelab.ui.window;

import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.Shot;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Keeps the shot being edited in this copy's {@link RecoveryStore} a moment after each edit, and forgets it once the
 * shot is saved or opened, or the window closes cleanly (another copy's kept shot is never touched). Writing is left to {@code later} (the window waits a second, so
 * a drag writes once, not sixty times a second); tests run it at once.
 */
public final class Autosave {
    private final PlaybackModel model;
    private final RecoveryStore store;
    private final Consumer<String> error;
    /** What is kept: the shot with its algorithm, and the student's test once the window says how (keepWith). */
    private Supplier<Shot> keep;

    private boolean pending;
    private boolean unsaved;
    private boolean failed;
    private final Consumer<Runnable> later;
    /** Done once no write is waiting; a new one with the first edit of a burst, done when its write comes due. */
    private CompletableFuture<Void> settled = CompletableFuture.completedFuture(null);

    public Autosave(PlaybackModel model, RecoveryStore store, Consumer<Runnable> later, Consumer<String> error) {
        this.model = model;
        this.store = store;
        this.error = error;
        this.keep = () -> Shot.of(model.scenario().withAlgorithm(model.algorithm()), null);
        this.later = later;
        model.editsProperty().addListener(o -> changed());
    }

    /**
     * Something kept in the copy changed: the shot was edited, or the student's work on an assignment (their name,
     * which is not an edit of the shot). Written a moment later, with whatever else changes meanwhile.
     */
    public void changed() {
        pending = true;
        unsaved = true;
        if (settled.isDone()) {
            settled = new CompletableFuture<>();
        }
        later.accept(this::flush);
    }

    /** Keeps the shot as {@code shot} gives it (with the student's test). */
    public void keepWith(Supplier<Shot> shot) {
        keep = shot;
    }

    public RecoveryStore store() {
        return store;
    }

    /** Has the shot been edited since it was last opened or saved? */
    public boolean unsaved() {
        return unsaved;
    }

    /**
     * Completes (on the thread that runs the writes) once no write is waiting: at once if none is, else when the
     * one waiting comes due, whether it writes, fails, or finds nothing left to keep because the shot was saved.
     * Call on the FX thread.
     */
    public CompletableFuture<Void> settled() {
        return settled;
    }

    /** Writes the edited shot now, if an edit is waiting. A failure is reported once, and editing goes on. */
    public void flush() {
        try {
            if (pending) {
                pending = false;
                write();
            }
        } finally {
            settled.complete(null);
        }
    }

    private void write() {
        try {
            store.write(keep.get());
            failed = false;
        } catch (IOException | RuntimeException e) {
            if (!failed) {
                // a shot no file can hold (a ball dragged into a paddle) is said in the window's words, by its field
                String why = e instanceof ScenarioException refused
                        ? UiWords.words().refusal(refused.whatWithField())
                        : String.valueOf(e.getMessage());
                error.accept(UiWords.messages("recovery.cannotKeep", store.file(), why));
            }
            failed = true;
        }
    }

    /** The shot was saved, or another opened: nothing left to recover. */
    public void clean() {
        pending = false;
        unsaved = false;
        store.clear();
    }

    /** The window closes cleanly: this copy's recovery file is only for crashes; other copies' stay. */
    public void exit() {
        clean();
        store.close();
    }
}
