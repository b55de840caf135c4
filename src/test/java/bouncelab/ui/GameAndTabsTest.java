package bouncelab.ui;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A game is played on the Step tab: starting one from another tab shows it; leaving for another tab pauses it. */
@ExtendWith(ApplicationExtension.class)
class GameAndTabsTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
    }

    @Test
    void startingAGameShowsTheStepTabAndAnotherTabPausesIt() {
        Tab step = window.tabs().getTabs().get(0);
        Tab compare = window.tabs().getTabs().stream()
                .filter(t -> "tab-compare".equals(t.getId()))
                .findFirst()
                .orElseThrow();
        GameMode games = window.games();
        ShownWindow.fx(() -> {
            window.tabs().getSelectionModel().select(compare);
            games.setClockRunning(false);
            games.start(GameMode.Kind.BREAKOUT);
        });
        assertTrue(games.isPlaying());
        assertSame(step, window.tabs().getSelectionModel().getSelectedItem(), "the game is on the Step tab");

        ShownWindow.fx(() -> {
            games.advance(5);
            window.tabs().getSelectionModel().select(compare);
        });
        assertFalse(games.isPlaying(), "another tab pauses the game");
        assertEquals(0, window.model().frame(), "paused before the serve: the stepper shows the ball on the paddle");
    }
}
