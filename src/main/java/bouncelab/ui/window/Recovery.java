package bouncelab.ui.window;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.ui.session.PlaybackModel;

import java.io.IOException;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/** Wires autosave and the offer to restore into a window: its model, its files and its banner. */
final class Recovery {
    /** Long enough that a drag is written once, when it stops; short enough that little is ever lost. */
    static final Duration WAIT = Duration.seconds(1);
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("HH:mm 'on' d MMM");

    private Recovery() {
    }

    static Autosave attach(PlaybackModel model, ShotFiles files, RecoveryStore store, RecoveryBanner banner,
                           Consumer<String> error) {
        PauseTransition wait = new PauseTransition(WAIT);
        Autosave autosave = new Autosave(model, store, write -> {
            wait.setOnFinished(e -> write.run());
            wait.playFromStart();
        }, error);
        files.onClean(autosave::clean);
        autosave.keepWith(files::shotToKeep);
        offer(model, files, store, banner, error);
        return autosave;
    }

    /**
     * Offers the newest shot a copy that is no longer running left (a crash, a kill; the same copy last time, or
     * another open beside it). Restored, it is kept as this copy's at once, then forgotten where it was; discarded,
     * forgotten. Shots of copies still running are never offered. Any others left wait for the next start.
     */
    private static void offer(PlaybackModel model, ShotFiles files, RecoveryStore store, RecoveryBanner banner,
                              Consumer<String> error) {
        List<RecoveryStore.Left> left = store.left();
        if (left.isEmpty()) {
            return;
        }
        RecoveryStore.Left kept = left.get(0);
        bouncelab.io.scenario.Shot shot;
        try {
            shot = kept.shot();
        } catch (ScenarioException e) {
            banner.offer("A recovery copy of an unsaved shot was found but cannot be read (" + e.getMessage()
                    + ").", null, s -> { }, kept::forget);
            return;
        }
        String when = kept.writtenAt().map(t -> WHEN.format(t.toInstant().atZone(ZoneId.systemDefault())))
                .map(t -> " (kept at " + t + ")").orElse("");
        banner.offer("Bounce Lab did not close cleanly last time. The shot you were editing" + when
                + " was kept: restore it?", shot.scenario(), s -> {
                    model.edit(s);
                    model.setAlgorithm(AlgorithmId.of(s.algorithm()));
                    files.restoreYours(shot);
                    files.forget(); // not the file open now, if any: Save asks where
                    try {
                        store.write(shot); // this copy's now, before it is forgotten where it was
                        kept.forget();
                    } catch (IOException | RuntimeException e) {
                        error.accept("Could not keep the restored shot in " + store.file() + ": " + e.getMessage()
                                + "; it is still kept in " + kept.file() + ".");
                    }
                }, kept::forget);
    }
}
