package bouncelab.ui.classroom;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

import static bouncelab.ui.common.UiWords.menus;

/** Play: the games, pause and resume. */
public final class GameMenu {
    private GameMenu() {}

    public static Menu menu(GameMode games) {
        Menu play = new Menu(menus("menu.play"));
        MenuItem pause = item(menus("play.pause"), () -> {
            if (games.isPlaying()) {
                games.pause();
            } else {
                games.resume();
            }
        });
        MenuItem quit = item(menus("play.end"), games::quit);
        play.setOnShowing(e -> {
            pause.setDisable(games.game() == null);
            quit.setDisable(games.game() == null);
        });
        play.getItems()
                .addAll(
                        item(menus("play.pongTwo"), () -> games.start(GameMode.Kind.PONG_TWO_PLAYERS)),
                        item(menus("play.pongComputer"), () -> games.start(GameMode.Kind.PONG_AGAINST_COMPUTER)),
                        item(menus("play.breakout"), () -> games.start(GameMode.Kind.BREAKOUT)),
                        new SeparatorMenuItem(),
                        pause,
                        quit);
        return play;
    }

    private static MenuItem item(String text, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setOnAction(e -> action.run());
        return i;
    }
}
