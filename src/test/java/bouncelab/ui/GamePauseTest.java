package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.simulation.SimState;
import bouncelab.student.Compilation;
import bouncelab.student.StudentCompiler;
import bouncelab.student.StudentSource;
import bouncelab.student.StudentTest;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.step.InspectorPane;
import bouncelab.ui.step.ShotNumbers;
import bouncelab.ui.step.ShotSheet;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A game paused mid-rally drops into the stepper at that frame, with the rally's frames behind it. */
@ExtendWith(ApplicationExtension.class)
class GamePauseTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    /**
     * While a game plays, the working panel says it is not following the game (it showed the lesson's frame as if
     * it were the game's), whatever the stepper does meanwhile; paused, it shows the paused frame's working.
     */
    @Test
    void theWorkingPanelSaysItIsNotFollowingAGameUntilItIsPaused(FxRobot robot) {
        GameMode games = window.games();
        var inspector = robot.lookup("#inspector").queryAs(InspectorPane.class);
        var title = robot.lookup("#working-title").queryAs(Label.class);
        String lessonsFrame = inspector.working();
        fx(() -> {
            games.setClockRunning(false);
            games.start(GameMode.Kind.BREAKOUT);
        });
        assertEquals(GameMode.workingText(), inspector.working());
        assertEquals("Working of this frame\n" + GameMode.workingHeading(), title.getText());
        fx(() -> window.model().setAlgorithm(AlgorithmId.SIMPLE)); // the stepper's run is made again meanwhile
        assertEquals(GameMode.workingText(), inspector.working());
        assertNotEquals(lessonsFrame, inspector.working());

        robot.type(KeyCode.SPACE); // launch
        for (int i = 0; i < 12; i++) {
            fx(() -> games.advance(1));
        }
        robot.type(KeyCode.P);
        assertFalse(games.isPlaying());
        int frame = window.model().frame();
        assertTrue(frame > 0, "the rally is in the stepper");
        assertTrue(inspector.working().startsWith("Frame " + frame + " "), inspector.working());
        assertEquals("Working of this frame\n" + window.model().runName(), title.getText());
        assertTrue(title.getText().startsWith("Working of this frame\nsimple"), title.getText());
    }

    /**
     * While a game plays, the shot's exact values are not the stepper's shot shown as if it were the game's: the pane
     * says why it shows none; paused, it shows the shot the rally was served with.
     */
    @Test
    void theShotPaneShowsNoNumbersWhileAGamePlaysAndTheRallysShotOncePaused(FxRobot robot) {
        GameMode games = window.games();
        var pane = robot.lookup("#shot-pane").queryAs(TitledPane.class);
        fx(() -> pane.setExpanded(true));
        var sheet = robot.lookup("#shot-sheet").queryAs(ShotSheet.class);
        var note = robot.lookup("#shot-aside").queryAs(Label.class);
        assertTrue(sheet.isVisible());
        assertFalse(note.isVisible());
        fx(() -> {
            games.setClockRunning(false);
            games.start(GameMode.Kind.BREAKOUT);
        });
        assertFalse(sheet.isVisible(), "the stepper's shot is not the game's");
        assertTrue(note.isVisible());
        assertEquals(GameMode.shotText(), note.getText());

        robot.type(KeyCode.SPACE); // launch
        for (int i = 0; i < 12; i++) {
            fx(() -> games.advance(1));
        }
        robot.type(KeyCode.P);
        assertTrue(sheet.isVisible());
        assertFalse(note.isVisible());
        double served = window.model().scenario().ball().x();
        assertEquals(window.model().timeline().state(0).ball().x(), served);
        assertEquals(
                ShotNumbers.tidy(served), sheet.field("Ball", "x").orElseThrow().getText());
    }

    @Test
    void pongPausedMidRallyShowsItsLastFramesInTheStepper(FxRobot robot) {
        GameMode games = window.games();
        fx(() -> {
            window.model().setAlgorithm(AlgorithmId.SWEPT);
            games.setClockRunning(false); // the test plays exact frames
            games.start(GameMode.Kind.PONG_AGAINST_COMPUTER);
        });
        assertTrue(games.isPlaying());
        assertTrue(robot.lookup("#game-view").query().isVisible());
        assertTrue(robot.lookup("#play").query().isDisabled(), "the stepper's transport is greyed out while playing");
        assertFalse(window.court().isVisible());

        List<SimState> seen = new ArrayList<>();
        robot.moveTo(window.court()).press(KeyCode.S); // the player holds S: the left paddle goes down
        for (int i = 0; i < 25; i++) {
            fx(() -> games.advance(1));
            seen.add(games.game().state());
        }
        robot.release(KeyCode.S);
        assertFalse(games.game().state().out(), "mid-rally");
        int rally = games.game().rally().frames();
        assertEquals(24, rally, "the first frame served the ball");

        robot.type(KeyCode.P);
        assertFalse(games.isPlaying());
        assertFalse(robot.lookup("#play").query().isDisabled());
        assertFalse(robot.lookup("#game-view").query().isVisible());
        assertTrue(window.court().isVisible());
        var m = window.model();
        assertEquals(rally, m.frame(), "the stepper stops where the game was paused");
        assertEquals(AlgorithmId.SWEPT, m.algorithm());
        assertEquals(seen.get(24).ball(), m.currentState().ball());
        assertTrue(
                window.status().getText().startsWith("Paused: this rally's 24 frames"),
                window.status().getText());

        // stepping back goes through what just happened, the paddle where the player had it
        robot.type(KeyCode.LEFT, 10);
        assertEquals(14, m.frame());
        assertTrue(
                window.status().getText().startsWith("Paused: this rally's 24 frames"),
                "the status line names no frame it has left: " + window.status().getText());
        assertEquals(seen.get(14).ball(), m.currentState().ball());
        // frame 14 is drawn with the paddles as they were during it (its starting state carries them)
        assertEquals(seen.get(14).paddles(), m.stateBefore().paddles());
        assertNotEquals(
                m.timeline().state(0).paddles().get(0).rect().y(),
                m.currentState().paddles().get(0).rect().y(),
                "the left paddle moved during the rally");
        String inspector =
                robot.lookup("#inspector").queryAs(InspectorPane.class).working();
        assertTrue(inspector.startsWith("Frame 14 "), inspector);

        // P plays on from where it was
        robot.type(KeyCode.P);
        assertTrue(games.isPlaying());
        assertEquals(seen.get(24).ball(), games.game().state().ball());
        fx(() -> games.advance(1));
        assertEquals(rally + 1, games.game().rally().frames());
    }

    /** Yours chosen while a game plays (key 6) plays as the test it imitates: a game cannot make yours. */
    @Test
    void yoursChosenDuringAGamePlaysAsItsStandIn() {
        Compilation c = StudentCompiler.compile(
                StudentSource.pde("boolean hitPaddle(Paddle paddle, Ball ball) {\n  return false;\n}\n"));
        StudentTest test =
                assertInstanceOf(Compilation.Ready.class, c, c::toString).test();
        GameMode games = window.games();
        fx(() -> {
            games.setClockRunning(false);
            games.start(GameMode.Kind.PONG_AGAINST_COMPUTER);
            window.model().algorithms().setYours(test);
            window.model().setAlgorithm(AlgorithmId.YOURS);
        });
        assertEquals(AlgorithmId.YOURS.standIn(), games.game().algorithm());
    }
}
