package bouncelab.ui.classroom;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/** Play: the games, pause and resume. */
public final class GameMenu {
    private GameMenu() {
    }

    public static Menu menu(GameMode games) {
        Menu play = new Menu("_Play"); // Alt+P opens it (P alone pauses a game)
        MenuItem pause = item("Pause into the stepper / play on (P)", () -> {
            if (games.isPlaying()) {
                games.pause();
            } else {
                games.resume();
            }
        });
        MenuItem quit = item("End the game", games::quit);
        play.setOnShowing(e -> {
            pause.setDisable(games.game() == null);
            quit.setDisable(games.game() == null);
        });
        play.getItems().addAll(
                item("Pong: two players (W/S and ↑/↓)", () -> games.start(GameMode.Kind.PONG_TWO_PLAYERS)),
                item("Pong against the computer (W/S)", () -> games.start(GameMode.Kind.PONG_AGAINST_COMPUTER)),
                item("Breakout (mouse or ←/→, Space launches)", () -> games.start(GameMode.Kind.BREAKOUT)),
                new SeparatorMenuItem(), pause, quit);
        return play;
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setOnAction(e -> action.run());
        return i;
    }
}
