package bouncelab.ui.window;

import bouncelab.io.recovery.RecoveryStore;
import bouncelab.io.scenario.ScenarioException;
import bouncelab.io.scenario.Shot;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import java.io.IOException;
import java.util.Date;
import java.util.List;
import java.util.function.Consumer;
import javafx.animation.PauseTransition;
import javafx.util.Duration;

/** Wires autosave and the offer to restore into a window: its model, its files and its banner. */
final class Recovery {
    /** Long enough that a drag is written once, when it stops; short enough that little is ever lost. */
    static final Duration WAIT = Duration.seconds(1);

    private Recovery() {}

    static Autosave attach(
            PlaybackModel model, ShotFiles files, RecoveryStore store, RecoveryBanner banner, Consumer<String> error) {
        PauseTransition wait = new PauseTransition(WAIT);
        Autosave autosave = new Autosave(
                model,
                store,
                write -> {
                    wait.setOnFinished(e -> write.run());
                    wait.playFromStart();
                },
                error);
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
    private static void offer(
            PlaybackModel model, ShotFiles files, RecoveryStore store, RecoveryBanner banner, Consumer<String> error) {
        List<RecoveryStore.Left> left = store.left();
        if (left.isEmpty()) {
            return;
        }
        RecoveryStore.Left kept = left.get(0);
        Shot shot;
        try {
            shot = kept.shot();
        } catch (ScenarioException e) {
            banner.offer(
                    UiWords.messages("recovery.unreadable", UiWords.words().line(e)),
                    null,
                    s -> {},
                    () -> kept.setAside()
                            .ifPresent(to -> error.accept(UiWords.messages("recovery.setAside", String.valueOf(to)))));
            return;
        }
        String offer = kept.writtenAt()
                .map(t -> UiWords.messages("recovery.offer.when", Date.from(t.toInstant())))
                .orElseGet(() -> UiWords.messages("recovery.offer"));
        banner.offer(
                offer,
                shot.scenario(),
                s -> {
                    model.edit(s);
                    model.setAlgorithm(s.algorithm());
                    files.restoreYours(shot);
                    files.forget(); // not the file open now, if any: Save asks where
                    try {
                        store.write(shot); // this copy's now, before it is forgotten where it was
                        kept.forget();
                    } catch (IOException | RuntimeException e) {
                        error.accept(UiWords.messages(
                                "recovery.notKept",
                                String.valueOf(store.file()),
                                e.getMessage(),
                                String.valueOf(kept.file())));
                    }
                },
                kept::forget);
    }
}
