package bouncelab.ui.classroom;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.game.BreakoutGame;
import bouncelab.game.Game;
import bouncelab.game.Input;
import bouncelab.game.PongGame;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.session.Shortcut;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.animation.AnimationTimer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import org.jspecify.annotations.Nullable;

/**
 * Playing Pong or Breakout in the window, and pausing into the stepper. While a game plays it covers the court
 * and takes the keys; P (or Esc) pauses it, and the stepper then shows the rally since the serve, stopped at the
 * frame the game was paused on, so ← steps back through what just happened and 1–5 runs the same rally with
 * another algorithm. P again resumes the game where it was.
 */
public final class GameMode {
    /** The games on the Play menu. */
    public enum Kind {
        PONG_TWO_PLAYERS,
        PONG_AGAINST_COMPUTER,
        BREAKOUT
    }

    /** The working panel's title while a game plays: the frame it would show is not the one being played. */
    public static String workingHeading() {
        return UiWords.window("game.working.heading");
    }
    /** What the working panel says while a game plays, in place of a frame's working. */
    public static String workingText() {
        return UiWords.window("game.working.text");
    }
    /** What the shot's exact values say while a game plays: the stepper's shot is not the one being played. */
    public static String shotText() {
        return UiWords.window("game.shot.text");
    }

    private final PlaybackModel model;
    private final GameView view;
    private final Node court;
    private final Consumer<String> status;
    private final Set<KeyCode> held = EnumSet.noneOf(KeyCode.class);
    private final ReadOnlyBooleanWrapper playing = new ReadOnlyBooleanWrapper(this, "playing", false);
    private final AnimationTimer clock;
    private @Nullable Game game;
    private boolean launch;
    private double pointerX = Double.NaN;
    private long seed = 1;
    private boolean clockRuns = true;
    private Predicate<String> mayReplaceShot = before -> true;

    public GameMode(PlaybackModel model, GameView view, Node court, Node keys, Consumer<String> status) {
        this.model = model;
        this.view = view;
        this.court = court;
        this.status = status;
        view.setVisible(false);
        keys.addEventFilter(KeyEvent.KEY_RELEASED, e -> held.remove(e.getCode()));
        view.area().addEventHandler(MouseEvent.MOUSE_MOVED, e -> pointerX = view.courtX(e.getX()));
        view.area().addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> pointerX = view.courtX(e.getX()));
        model.algorithmProperty().addListener((o, was, now) -> {
            if (game != null) { // 6 pressed while a game plays: yours, which a game cannot make, plays as its stand-in
                playing().setAlgorithm(playable(now));
            }
        });
        clock = new AnimationTimer() {
            private long last = -1;
            private double owed;

            @Override
            public void handle(long now) {
                if (last < 0) {
                    last = now;
                    return;
                }
                owed = Math.min(owed + (now - last) / 1e9, 0.25); // after a stall, catch up a little, not all
                last = now;
                double dt = playing().scenario().dt();
                int frames = 0;
                while (owed >= dt) {
                    owed -= dt;
                    frames++;
                }
                advance(frames);
            }

            @Override
            public void stop() {
                super.stop();
                last = -1;
                owed = 0;
            }
        };
    }

    public ReadOnlyBooleanProperty playingProperty() {
        return playing.getReadOnlyProperty();
    }

    public boolean isPlaying() {
        return playing.get();
    }

    public @Nullable Game game() {
        return game;
    }

    /**
     * Asked before a game takes the place of the stepper's shot (a game started or played on), told what is about
     * to happen; false leaves things as they are. The window asks about edits not saved.
     */
    public void setMayReplaceShot(Predicate<String> ask) {
        mayReplaceShot = ask;
    }

    /** A new game, with the algorithm chosen in the stepper; false if the user stayed with edits not saved. */
    public boolean start(Kind kind) {
        if (!mayReplaceShot.test(UiWords.messages("unsaved.gameStarts"))) {
            return false;
        }
        end();
        AlgorithmId alg = playable(model.algorithm());
        game = switch (kind) {
            case PONG_TWO_PLAYERS -> new PongGame(alg, false, seed++);
            case PONG_AGAINST_COMPUTER -> new PongGame(alg, true, seed++);
            case BREAKOUT -> new BreakoutGame(alg, seed++);
        };
        view.show(game);
        play();
        return true;
    }

    /**
     * The algorithm a game plays with: the stepper's, except yours, which only the window can make (a game is
     * plain Java below it), so a game played while yours is chosen plays pythagoras, the test yours imitates.
     */
    private AlgorithmId playable(AlgorithmId chosen) {
        if (chosen == AlgorithmId.YOURS) {
            status.accept(UiWords.messages("game.playsPythagoras"));
            return chosen.standIn();
        }
        return chosen;
    }

    /** Plays the game on from where it was paused (asking first if the stepper's shot has edits not saved). */
    public void resume() {
        if (game == null || playing.get() || !mayReplaceShot.test(UiWords.messages("unsaved.gamePlaysOn"))) {
            return;
        }
        play();
    }

    private void play() {
        model.playingProperty().set(false);
        playing().setAlgorithm(playable(model.algorithm()));
        held.clear();
        launch = false;
        playing.set(true);
        court.setVisible(false);
        view.setVisible(true);
        view.draw();
        if (clockRuns) {
            clock.start();
        }
        status.accept(playing().hint());
    }

    /** Stops the game and shows its rally in the stepper, at the frame it was paused on. */
    public void pause() {
        if (!playing.get()) {
            return;
        }
        clock.stop();
        playing.set(false);
        view.setVisible(false);
        court.setVisible(true);
        var rally = playing().rally();
        if (rally.isEmpty()) {
            model.setScenario(playing()
                    .scenario()
                    .withBall(playing().state().ball())
                    .withPaddles(playing().state().paddles())
                    .withBricks(playing().state().bricks()));
            status.accept(UiWords.messages("game.pausedBeforeServe"));
            return;
        }
        model.showRecording(
                rally.start(playing().scenario()), rally.paddles(), playing().algorithm(), rally.frames());
        // no frame number: it would be untrue after the first step
        status.accept(UiWords.messages("game.paused", rally.frames()));
    }

    /** Ends the game; the stepper keeps what it shows. */
    public void quit() {
        pause();
        game = null;
    }

    /**
     * Ends the game without handing its rally to the stepper: a lesson or a shot is being opened in its place. No
     * key brings it back.
     */
    public void end() {
        if (game == null) {
            return;
        }
        clock.stop();
        held.clear();
        view.setVisible(false);
        court.setVisible(true);
        game = null;
        playing.set(false);
    }

    /**
     * With {@code false} the game moves only when {@link #advance} is called: a test plays an exact number of
     * frames.
     */
    public void setClockRunning(boolean runs) {
        clockRuns = runs;
        if (!runs) {
            clock.stop();
        } else if (playing.get()) {
            clock.start();
        }
    }

    /** The window closes: the clock stops, nothing else changes. */
    public void close() {
        clock.stop();
    }

    /** Plays {@code frames} frames with the keys held now (the clock calls this; so can a test). */
    public void advance(int frames) {
        for (int i = 0; i < frames && playing.get(); i++) {
            playing().keepWorking(!model.overlays().isEmpty()); // with no overlay drawn, the working is not needed
            playing().step(input());
            launch = false;
            view.frameDone();
        }
    }

    /** The keys while a game plays, as the help (F1) lists them. */
    public static final List<Shortcut<GameMode>> KEYS = List.of(
            Shortcut.anyShift("P or Esc", "gamePause", GameMode::pause, KeyCode.P, KeyCode.ESCAPE),
            Shortcut.anyShift("Space", "gameLaunch", g -> g.launch = true, KeyCode.SPACE),
            Shortcut.eachKey("W / S", "gameLeft", GameMode::hold, KeyCode.W, KeyCode.S),
            Shortcut.eachKey("↑ / ↓", "gameRight", GameMode::hold, KeyCode.UP, KeyCode.DOWN),
            Shortcut.eachKey("← / →", "gamePaddle", GameMode::hold, KeyCode.LEFT, KeyCode.RIGHT));
    /** The key that plays a paused game on. */
    public static final Shortcut<GameMode> PLAY_ON = Shortcut.anyShift("P", "gamePlayOn", GameMode::resume, KeyCode.P);

    private void hold(KeyCode k) {
        held.add(k);
        pointerX = Double.NaN; // the keys take over from the mouse
    }

    /** The keys of a game; true if this key was the game's. */
    public boolean onKey(KeyEvent e) {
        if (game == null) {
            return false;
        }
        if (!playing.get()) {
            return Shortcut.dispatch(List.of(PLAY_ON), e.getCode(), e.isShiftDown(), this);
        }
        return Shortcut.dispatch(KEYS, e.getCode(), e.isShiftDown(), this);
    }

    private Input input() {
        int left = (held.contains(KeyCode.S) ? 1 : 0) - (held.contains(KeyCode.W) ? 1 : 0);
        int right = game instanceof BreakoutGame
                ? (held.contains(KeyCode.RIGHT) ? 1 : 0) - (held.contains(KeyCode.LEFT) ? 1 : 0)
                : (held.contains(KeyCode.DOWN) ? 1 : 0) - (held.contains(KeyCode.UP) ? 1 : 0);
        return new Input(left, right, pointerX, launch);
    }

    /** The game under way: asked for only while there is one. */
    private Game playing() {
        return Objects.requireNonNull(game, "no game is under way");
    }
}
