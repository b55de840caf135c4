package bouncelab.ui;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.window.MainWindow;
import javafx.scene.Node;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game presented: the stepper's transport and timeline, greyed out while a game plays (they speak of the
 * stepper's run), are not shown, and the game's court has their room; paused, or in the window, they are there.
 */
@ExtendWith(ApplicationExtension.class)
class PresentingAGameTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void presentingAGameShowsTheGameWithoutTheSteppersControls(FxRobot robot) {
        GameMode games = window.games();
        Node play = robot.lookup("#play").query();
        Node timeline = robot.lookup("#timeline").query();
        ShownWindow.fxLaidOut(() -> {
            games.setClockRunning(false);
            games.start(GameMode.Kind.BREAKOUT);
        });
        assertTrue(play.isVisible() && play.isDisabled(), "in the window: there, greyed out");
        ShownWindow.fxLaidOut(window::togglePresentation);
        double court = window.court().getHeight();
        assertFalse(shown(play), "presented: no stepper's transport");
        assertFalse(shown(timeline), "nor its timeline");

        ShownWindow.fxLaidOut(games::pause);
        assertTrue(shown(play) && !play.isDisabled(), "paused: the stepper's transport, to step the rally");
        assertTrue(shown(timeline));
        assertTrue(window.court().getHeight() < court, "the court gave them their room back");
        ShownWindow.fxLaidOut(window::togglePresentation);
        ShownWindow.fxLaidOut(games::quit);
    }

    /** Shown: visible, and all its parents too. */
    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return n.getScene() != null;
    }
}
