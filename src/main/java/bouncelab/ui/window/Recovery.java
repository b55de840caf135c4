package bouncelab.ui.window;

import bouncelab.core.algorithm.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.ui.step.PlaybackModel;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
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
        offer(model, files, store, banner, autosave); // read now, before an edit of this session writes over it
        return autosave;
    }

    private static void offer(PlaybackModel model, ShotFiles files, RecoveryStore store, RecoveryBanner banner,
                              Autosave autosave) {
        Optional<bouncelab.io.scenario.Shot> kept;
        try {
            kept = store.readShot();
        } catch (ScenarioException e) {
            banner.offer("A recovery copy of an unsaved shot was found but cannot be read (" + e.getMessage()
                    + ").", null, s -> { }, store::clear);
            return;
        }
        if (kept.isEmpty()) {
            return;
        }
        String when = store.writtenAt().map(t -> WHEN.format(t.toInstant().atZone(ZoneId.systemDefault())))
                .map(t -> " (kept at " + t + ")").orElse("");
        banner.offer("Bounce Lab did not close cleanly last time. The shot you were editing" + when
                + " was kept: restore it?", kept.get().scenario(), s -> {
                    model.edit(s);
                    model.setAlgorithm(AlgorithmId.of(s.algorithm()));
                    files.restoreYours(kept.get());
                    files.forget(); // not the file open now, if any: Save asks where
                }, autosave::discardOffer);
    }
}
