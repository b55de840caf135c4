package bouncelab.ui.window;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.student.StudentCodeException;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.yours.YoursKeeper;
import bouncelab.ui.yours.YoursModel;
import bouncelab.ui.yours.YoursView;
import javafx.animation.PauseTransition;
import javafx.beans.InvalidationListener;
import org.jspecify.annotations.Nullable;

/**
 * The Your test tab in the window, and what it needs of the window: the Step tab to open a case on, and the banner
 * for the student's code failing while it steps (one line: the frame, the call, their line).
 */
final class YoursTab {
    private YoursTab() {}

    /** The model now (a lesson's task and a reopened shot need it); the editor's view when the tab is first shown. */
    static LazyTab add(MainWindow window) {
        YoursModel model = new YoursModel(window.model().algorithms());
        YoursKeeper keeper = keeper(window, model);
        LazyTab view = new LazyTab(YoursView.ID, UiWords.window("tab.yours"), YoursView.class, () -> {
            YoursView v = new YoursView(
                    model,
                    window.model(),
                    window.palette(),
                    () -> window.tabs().getSelectionModel().select(0));
            if (keeper != null) {
                v.onStop(keeper::flush);
            }
            return v;
        });
        window.addTab(view);
        // a lesson's coding task is checked on this card, and its 'yours' link opens this tab
        window.lessons().cardProperty().bind(model.cardProperty());
        window.lessons().setOpenYours(starter -> {
            if (starter != null && model.sourceToKeep() == null) { // a lesson's starter, never over the student's own
                model.sourceProperty().set(starter);
            }
            window.tabs().getTabs().stream()
                    .filter(t -> t.getUserData() == view)
                    .findFirst()
                    .ifPresent(t -> window.tabs().getSelectionModel().select(t));
        });
        // the test is kept with the shot (the field "yours") and in the recovery copy, and comes back with it
        window.files()
                .keepYours(
                        model::sourceToKeep,
                        (text, chosen) -> model.restore(
                                text, chosen ? () -> window.model().setAlgorithm(AlgorithmId.YOURS) : null));
        // an assignment opened: its task beside the editor, on this tab; the student's work on it is Save's to keep
        window.files().keepAssignment(model::assignmentToKeep, shot -> {
            model.takeAssignment(shot.assignment(), shot.yours());
            if (shot.assignment() != null) {
                window.tabs().getTabs().stream()
                        .filter(t -> t.getUserData() == view)
                        .findFirst()
                        .ifPresent(t -> window.tabs().getSelectionModel().select(t));
            }
        });
        InvalidationListener work = o -> {
            if (model.assignmentProperty().get() != null) {
                window.files().workChanged();
                if (window.autosave() != null) { // the name typed is kept against a crash, as the code is
                    window.autosave().changed();
                }
            }
        };
        model.sourceProperty().addListener(work);
        model.studentProperty().addListener(work);
        window.model().studentFailureProperty().addListener((o, was, now) -> {
            if (now != null) {
                window.showError(failureLine(now));
            } else if (was != null && failureLine(was).equals(window.banner().text())) {
                window.banner().hide();
            }
        });
        // a test put aside (a call never came back, or its memory ran out) is let go by every view: say why
        window.model().algorithms().putAsideProperty().addListener((o, was, now) -> {
            if (now != null) {
                window.showError(putAsideLine(now));
            }
        });
        return view;
    }

    /** "Your test was put aside: …. Algorithm 6 is off until it compiles again." */
    static String putAsideLine(StudentCodeException e) {
        return UiWords.messages("yours.putAside", e.message(UiWords.words()));
    }

    /**
     * The student's code kept beside the recovery copy, a second after each edit, and back in the editor (compiled)
     * now; none for a window that keeps nothing (render).
     */
    private static @Nullable YoursKeeper keeper(MainWindow window, YoursModel model) {
        if (window.autosave() == null) {
            return null;
        }
        PauseTransition wait = new PauseTransition(Recovery.WAIT);
        YoursKeeper keeper = new YoursKeeper(
                model,
                window.autosave().store().dir(),
                write -> {
                    wait.setOnFinished(e -> write.run());
                    wait.playFromStart();
                },
                window::showError);
        keeper.start();
        return keeper;
    }

    /** "Your test stopped at frame 12, hitPaddle(…): line 3: division by zero …; from there it counts as no hit." */
    static String failureLine(StudentCodeException e) {
        return UiWords.messages("yours.failedAt", e.message(UiWords.words()));
    }
}
