package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.recovery.RecoveryStore;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.step.ShotEditor;
import bouncelab.ui.step.ShotNumbers;
import bouncelab.ui.window.MainWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Nothing lost: an edited shot is kept a moment after the edit, a window opened after a crash offers it back in a
 * banner (not a dialog), and a save forgets it. A "crash" here is a window that was never closed cleanly.
 */
@ExtendWith(ApplicationExtension.class)
class RecoveryWindowTest {
    private final List<Stage> stages = new ArrayList<>();

    @Start
    void start(Stage stage) {
        // each test opens its own windows, with its own recovery folder
    }

    @AfterEach
    void close() {
        fx(() -> stages.forEach(Stage::close));
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    private MainWindow open(RecoveryStore store) {
        return open(store, Locale.ENGLISH);
    }

    private MainWindow open(RecoveryStore store, Locale language) {
        AtomicReference<MainWindow> w = new AtomicReference<>();
        fx(() -> {
            Stage stage = new Stage();
            MainWindow window = new MainWindow(DefaultShot.pong(), stage, store, null, language);
            stage.setScene(window.createScene(1280, 800));
            stage.show();
            stages.add(stage);
            w.set(window);
        });
        return w.get();
    }

    /** A shot a copy kept and left behind when it was killed: its file stays, its lock is free. */
    private static RecoveryStore crashed(Path dir, Scenario shot) throws IOException {
        RecoveryStore gone = new RecoveryStore(dir);
        gone.write(shot);
        gone.unlock();
        return gone;
    }

    private static Scenario edited() {
        return ShotEditor.moveBall(DefaultShot.pong(), new Vec2(321, 123)).withAlgorithm(AlgorithmId.PYTHAGORAS);
    }

    @Test
    void aShotLeftByACrashIsOfferedAndRestored(@TempDir Path dir, FxRobot robot) throws Exception {
        RecoveryStore gone = crashed(dir, edited());
        RecoveryStore store = new RecoveryStore(dir);
        MainWindow w = open(store);
        assertTrue(
                w.recoveryBanner().text().startsWith("Bounce Lab did not close cleanly last time."),
                w.recoveryBanner().text());
        robot.clickOn(robot.from(w.root()).lookup("#recovery-restore").queryAs(Button.class));
        assertEquals(edited().ball(), w.model().scenario().ball());
        assertEquals(AlgorithmId.PYTHAGORAS, w.model().algorithm());
        assertEquals("", w.recoveryBanner().text());
        assertTrue(Files.exists(store.file()), "still unsaved, so still kept, as this copy's now");
        assertFalse(Files.exists(gone.file()), "and forgotten where it was");
    }

    @Test
    void discardingTheOfferForgetsIt(@TempDir Path dir, FxRobot robot) throws Exception {
        RecoveryStore gone = crashed(dir, edited());
        MainWindow w = open(new RecoveryStore(dir));
        robot.clickOn(robot.from(w.root()).lookup("#recovery-discard").queryAs(Button.class));
        assertFalse(Files.exists(gone.file()));
        assertEquals(DefaultShot.pong(), w.model().scenario());
    }

    @Test
    void anEditSurvivesACrashAndASaveForgetsIt(@TempDir Path dir, FxRobot robot) throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        MainWindow w = open(store);
        assertEquals("", w.recoveryBanner().text());
        var v = w.court().viewport();
        Vec2 ball = DefaultShot.pong().ball().centre();
        var origin = w.court().canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY).moveBy(20, 20).moveBy(20, 20).release(MouseButton.PRIMARY);
        Scenario dragged = w.model().scenario();
        settled(w);
        assertEquals(dragged.ball(), store.read().orElseThrow().ball());

        // a second copy while the first still runs: nothing offered, nothing of the first's touched
        RecoveryStore second = new RecoveryStore(dir);
        assertEquals("", open(second).recoveryBanner().text());
        assertTrue(Files.exists(store.file()));

        store.unlock(); // the first window never closes: as after a crash
        RecoveryStore third = new RecoveryStore(dir);
        MainWindow after = open(third);
        assertTrue(after.recoveryBanner().text().startsWith("Bounce Lab did not close cleanly"));
        robot.clickOn(robot.from(after.root()).lookup("#recovery-restore").queryAs(Button.class));
        assertEquals(dragged.ball(), after.model().scenario().ball());

        AtomicReference<Boolean> saved = new AtomicReference<>();
        fx(() -> saved.set(after.files().save(dir.resolve("shot.json"))));
        assertTrue(saved.get());
        settled(after); // the write the restore left waiting comes due after the save: it must not bring it back
        assertFalse(Files.exists(third.file()));
        assertFalse(Files.exists(store.file()));
    }

    /**
     * The reviewer's drag: the ball dragged with the mouse onto the left paddle stops touching its face, so the copy
     * is kept and Save takes it. It had ended inside the paddle, a shot neither would keep. The status line says why,
     * once (nothing had); the file keeps where it stopped as the sheet shows it, on hundredths of a px.
     */
    @Test
    void aBallDraggedOntoAPaddleStopsOnItsFaceAndIsKeptAndSaved(@TempDir Path dir, FxRobot robot) throws Exception {
        RecoveryStore store = new RecoveryStore(dir);
        MainWindow w = open(store);
        List<String> shown = new ArrayList<>();
        fx(() -> w.status().textProperty().addListener((o, was, now) -> shown.add(now)));
        var v = w.court().viewport();
        Vec2 ball = DefaultShot.pong().ball().centre();
        Rect paddle = DefaultShot.pong().paddles().get(0).rect();
        var origin = w.court().canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY)
                .moveTo(
                        origin.getX() + v.sx(paddle.centre().x()),
                        origin.getY() + v.sy(paddle.centre().y()))
                .moveBy(-5, 3) // on into it
                .moveBy(-5, 3)
                .release(MouseButton.PRIMARY);
        Scenario dragged = w.model().scenario();
        assertEquals(paddle.right() + dragged.ball().radius(), dragged.ball().x(), "touching its face, exactly");
        String why = "The ball stops at the paddle 'left': a shot cannot start with the ball inside a paddle or brick.";
        assertEquals(why, w.status().getText());
        assertEquals(List.of(why), shown, "said once, and kept while the drag went on");
        settled(w);
        assertEquals(dragged.ball(), store.read().orElseThrow().ball(), "kept");
        AtomicReference<Boolean> saved = new AtomicReference<>();
        fx(() -> saved.set(w.files().save(dir.resolve("shot.json"))));
        assertTrue(saved.get(), w.status().getText());
        String file = Files.readString(dir.resolve("shot.json"));
        assertTrue(file.contains("\"x\": 60,"), file);
        assertTrue(
                file.contains("\"y\": " + ShotNumbers.tidy(dragged.ball().y()) + ","), "as the sheet shows: " + file);

        // the next drag, away from the paddle: the line goes back to the keys
        robot.moveTo(
                origin.getX() + v.sx(dragged.ball().x()),
                origin.getY() + v.sy(dragged.ball().y()));
        robot.press(MouseButton.PRIMARY).moveBy(40, 0).release(MouseButton.PRIMARY);
        assertTrue(
                w.status().getText().startsWith("→ step · Space play"),
                w.status().getText());
    }

    /** Said in the window's language: the ball dragged into Pong's right paddle, in Spanish. */
    @Test
    void whyADragStopsIsSaidInTheWindowsLanguage(@TempDir Path dir, FxRobot robot) {
        MainWindow w = open(new RecoveryStore(dir), Locale.forLanguageTag("es"));
        var v = w.court().viewport();
        Vec2 ball = DefaultShot.pong().ball().centre();
        Rect paddle = DefaultShot.pong().paddles().get(1).rect();
        var origin = w.court().canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY);
        robot.moveTo(
                origin.getX() + v.sx(paddle.centre().x()),
                origin.getY() + v.sy(paddle.centre().y()));
        assertEquals(
                "La pelota se detiene al tocar la pala «right»: un tiro no puede empezar con la pelota dentro de una"
                        + " pala o un ladrillo.",
                w.status().getText(),
                "said while the drag goes on");
        robot.release(MouseButton.PRIMARY);
        assertEquals(paddle.left() - 8, w.model().scenario().ball().x());
    }

    /**
     * The reviewer's other drag: up and round the right paddle and down behind it, the ball under the pointer all the
     * way. Moved in one straight line from where the drag began, it had jumped back to the paddle's near face.
     */
    @Test
    void aBallDraggedRoundAPaddleEndsBehindItUnderThePointer(@TempDir Path dir, FxRobot robot) {
        MainWindow w = open(new RecoveryStore(dir));
        var v = w.court().viewport();
        var origin = w.court().canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(205), origin.getY() + v.sy(230)); // the ball's centre
        robot.press(MouseButton.PRIMARY);
        for (Vec2 p : List.of(new Vec2(400, 150), new Vec2(700, 150), new Vec2(780, 150), new Vec2(780, 300))) {
            robot.moveTo(origin.getX() + v.sx(p.x()), origin.getY() + v.sy(p.y()));
        }
        robot.release(MouseButton.PRIMARY);
        Vec2 ball = w.model().scenario().ball().centre();
        assertEquals(780, ball.x(), 2 / v.scale(), "behind the paddle, under the pointer: " + ball);
        assertEquals(300, ball.y(), 2 / v.scale(), "under the pointer: " + ball);
    }

    /** Waits until the write an edit left waiting has come due (written, or dropped after a save). */
    private static void settled(MainWindow w) throws Exception {
        AtomicReference<CompletableFuture<Void>> due = new AtomicReference<>();
        fx(() -> due.set(w.autosave().settled()));
        due.get().get(ShownWindow.WAIT_SECONDS, TimeUnit.SECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A save killed midway leaves its temporary file; the next start removes it for good. */
    @Test
    void theStartRemovesATemporaryFileAKilledSaveLeftBehind(@TempDir Path dir) throws Exception {
        RecoveryStore gone = crashed(dir, edited());
        Path stale = Files.writeString(dir.resolve(".recovery.json.bounce-lab-00112233445566ff.tmp"), "{\"cou");
        MainWindow w = open(new RecoveryStore(dir));
        assertFalse(Files.exists(stale));
        assertTrue(Files.exists(gone.file()), "the kept shot itself stays, and is offered");
        assertTrue(w.recoveryBanner().text().startsWith("Bounce Lab did not close cleanly"));
    }

    /**
     * A copy that cannot be read (the app had saved a shot its loader refused) holds the user's work all the same:
     * its one button sets it aside under another name, never deletes it, and says where it is.
     */
    @Test
    void anUnreadableCopyIsSaidAndSetAsideNotDeleted(@TempDir Path dir, FxRobot robot) throws Exception {
        String work = "{\"court\": {\"width\": 800";
        Path broken = Files.writeString(dir.resolve("recovery.json"), work);
        MainWindow w = open(new RecoveryStore(dir));
        assertTrue(
                w.recoveryBanner().text().contains("cannot be read"),
                w.recoveryBanner().text());
        assertFalse(robot.from(w.root())
                .lookup("#recovery-restore")
                .queryAs(Button.class)
                .isVisible());
        Button setAside = robot.from(w.root()).lookup("#recovery-discard").queryAs(Button.class);
        assertEquals("Set aside", setAside.getText());
        robot.clickOn(setAside);
        Path kept = dir.resolve("set-aside-recovery.json");
        assertFalse(Files.exists(broken));
        assertEquals(work, Files.readString(kept), "the work kept as it was");
        assertTrue(w.status().getText().contains(kept.toString()), w.status().getText());
        assertTrue(new RecoveryStore(dir).left().isEmpty(), "not offered again");
    }
}
