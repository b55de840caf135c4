package bouncelab.ui;

import bouncelab.io.prefs.FontSize;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.render.Viewport;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Path;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The court is zoomed again the way it was (whole, or onto the working) whenever its size or what it shows changes:
 * a resize, presentation, a type size, a shot or a rally; a zoom by hand is kept.
 */
@ExtendWith(ApplicationExtension.class)
class CourtRefitTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = ShownWindow.on(stage);
    }

    /**
     * Runs {@code r} and waits for the pulse that lays out what it changed: the court's size and its viewport are
     * read together, which a pulse still to come (or running meanwhile) would set apart.
     */
    private static void fx(Runnable r) {
        ShownWindow.fxLaidOut(r);
    }

    /** The whole court on screen, touching the view's margins on one axis: as 0 leaves it. */
    private void assertFitted(CourtView court, String when) {
        Viewport v = court.viewport();
        double w = window.model().scenario().court().width(),
                h = window.model().scenario().court().height();
        double left = v.sx(0), right = v.sx(w), top = v.sy(0), bottom = v.sy(h);
        assertTrue(
                left >= 0 && top >= 0 && right <= court.getWidth() + 0.5 && bottom <= court.getHeight() + 0.5,
                when + ": the court lies inside the view " + court.getWidth() + "×" + court.getHeight() + ", drawn at "
                        + left + "," + top + " – " + right + "," + bottom);
        double slackX = court.getWidth() - (right - left), slackY = court.getHeight() - (bottom - top);
        assertTrue(
                Math.min(slackX, slackY) <= 2 * 24 + 1,
                when + ": the court fills the view on one axis, slack " + slackX + " × " + slackY);
        assertEquals(CourtView.Zoom.FIT, court.zoom(), when);
    }

    @Test
    void theCourtIsFittedAgainOnEveryChangeOfSize() {
        CourtView court = window.court();
        assertFitted(court, "opened");
        fx(() -> stage.setWidth(1024));
        fx(() -> stage.setHeight(700));
        assertFitted(court, "window made smaller");
        fx(() -> window.togglePresentation());
        assertFitted(court, "presenting");
        fx(() -> window.togglePresentation());
        assertFitted(court, "presentation left");
        fx(() -> window.appearance().fontSizeProperty().set(new FontSize(28)));
        assertFitted(court, "largest type");
    }

    @Test
    void zoomedOntoTheWorkingItStaysOnTheWorkingWhenTheTypeSizeChanges(FxRobot robot) {
        CourtView court = window.court();
        fx(() -> window.model().jumpTo(9));
        robot.moveTo(court).type(KeyCode.Z);
        assertEquals(CourtView.Zoom.WORKING, court.zoom());
        fx(() -> window.appearance().fontSizeProperty().set(new FontSize(28)));
        fx(() -> window.togglePresentation());
        assertEquals(CourtView.Zoom.WORKING, court.zoom());
        var ball = window.model().currentState().ball().centre();
        var onScreen = court.viewport().toScreen(ball);
        assertTrue(
                onScreen.x() > 0
                        && onScreen.x() < court.getWidth()
                        && onScreen.y() > 0
                        && onScreen.y() < court.getHeight(),
                "the ball is in view, at " + onScreen + " of " + court.getWidth() + "×" + court.getHeight());
        robot.type(KeyCode.DIGIT0);
        assertFitted(court, "0 while presenting");
        robot.type(KeyCode.Z);
        assertEquals(CourtView.Zoom.WORKING, court.zoom(), "Z while presenting");
    }

    @Test
    void aZoomByHandIsKeptOverAResize(FxRobot robot) {
        CourtView court = window.court();
        robot.moveTo(court).type(KeyCode.PLUS);
        Viewport byHand = court.viewport();
        fx(() -> stage.setHeight(700));
        assertEquals(CourtView.Zoom.BY_HAND, court.zoom());
        assertEquals(byHand, court.viewport());
    }

    @Test
    void aShotOpenedOrARallyPausedIsSeenWhole(@TempDir Path dir, FxRobot robot) throws Exception {
        CourtView court = window.court();
        Path file = dir.resolve("shot.json");
        ScenarioWriter.save(DefaultShot.pong(), file);
        robot.moveTo(court).type(KeyCode.PLUS);
        fx(() -> window.files().open(file));
        assertFitted(court, "a shot opened");
        robot.type(KeyCode.PLUS);
        fx(() -> {
            window.games().setClockRunning(false);
            window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER);
            window.games().advance(12);
            window.games().pause();
        });
        assertFitted(court, "a rally paused into the stepper");
    }
}
