package bouncelab.ui;

import bouncelab.game.PongGame;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 31: Pong at top speed, followable by a class. After each point the ball waits two seconds before the next
 * serve, and meanwhile the score stands large in the court's middle; it goes when the ball is served.
 */
@ExtendWith(ApplicationExtension.class)
class GameServePauseTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void afterAPointTheScoreStandsLargeOverTheCourtTillTheNextServe(FxRobot robot) {
        GameMode games = window.games();
        ShownWindow.fx(() -> {
            games.setClockRunning(false);
            games.start(GameMode.Kind.PONG_AGAINST_COMPUTER);
            games.game().setBallSpeed(3000); // top speed: a rally lasts a fraction of a second
        });
        Label big = robot.lookup("#game-big-score").queryAs(Label.class);
        PongGame pong = (PongGame) games.game();
        ShownWindow.fx(() -> games.advance(1)); // the first serve
        assertFalse(big.isVisible(), "no score over the court while the ball is in play");
        for (int i = 0; i < 2000 && pong.rightScore() + pong.leftScore() == 0; i++) {
            ShownWindow.fx(() -> games.advance(1));
        }
        assertEquals(1, pong.rightScore() + pong.leftScore(), "a point");
        assertTrue(PongGame.SERVE_WAIT >= 120, "two seconds at 60 frames a second before the next serve");
        ShownWindow.fxLaidOut(() -> {});
        assertTrue(big.isVisible(), "the score over the court");
        assertEquals(pong.scoreLine(), big.getText());
        double bar = robot.lookup("#game-score").queryAs(Label.class).getFont().getSize();
        assertTrue(big.getFont().getSize() >= 3 * bar, "large: " + big.getFont().getSize() + " px, the bar's " + bar);
        var area = big.getParent().localToScene(big.getParent().getLayoutBounds());
        var at = big.localToScene(big.getLayoutBounds());
        assertTrue(area.contains(at), "inside the court's area: " + at + " in " + area);
        assertEquals(area.getMinX() + area.getWidth() / 2, at.getMinX() + at.getWidth() / 2, 1, "in the middle");

        for (int i = 0; i < PongGame.SERVE_WAIT - 1; i++) {
            ShownWindow.fx(() -> games.advance(1));
            assertTrue(big.isVisible(), "still waiting to serve");
        }
        ShownWindow.fx(() -> games.advance(1)); // the serve
        assertFalse(pong.waiting());
        assertFalse(big.isVisible(), "gone with the serve");
    }
}
