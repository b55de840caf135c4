package bouncelab.ui;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.io.scenario.ScenarioWriter;
import bouncelab.lessons.Lesson;
import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.compare.CompareModel;
import bouncelab.ui.compare.CompareView;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.step.ShotEditor;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.UnsavedChanges.Answer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.ListCell;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Never lose or overwrite work: Save writes only the file the shot on screen came from; whatever replaces an edited
 * shot (a lesson, another shot, a game) asks first; a game ends when a lesson or a shot is opened, and nothing it
 * left behind (its rally, the status line, a stray P) outlives it.
 */
@ExtendWith(ApplicationExtension.class)
class NeverLoseWorkTest {
    private MainWindow window;
    private Stage stage;
    private final List<String> asked = new ArrayList<>();
    private final AtomicReference<Answer> answer = new AtomicReference<>(Answer.CANCEL);
    private final List<String> choosers = new ArrayList<>();
    private final AtomicReference<Path> toOpen = new AtomicReference<>();
    private final AtomicReference<Path> saveAs = new AtomicReference<>();

    @Start
    void start(Stage stage) {
        this.stage = stage;
        window = ShownWindow.on(stage);
        window.unsavedChanges().setAsk(before -> {
            asked.add(before);
            return answer.get();
        });
        window.files()
                .setChoosers(
                        () -> {
                            choosers.add("open");
                            return toOpen.get();
                        },
                        () -> {
                            choosers.add("save as");
                            return saveAs.get();
                        });
        window.games().setClockRunning(false);
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    private static <T> T fx(Callable<T> c) throws Exception {
        return WaitForAsyncUtils.asyncFx(c).get();
    }

    private Lesson lesson(String id) {
        return window.lessons().find(id).orElseThrow();
    }

    /** Drags the ball 40 px with the mouse, as a user would: Home (the start), 0 (the whole court), drag. */
    private void dragTheBall(FxRobot robot) {
        fx(() -> {
            window.model().transport().toStart();
            window.court().zoomToFit();
        });
        var v = window.court().viewport();
        Vec2 ball = window.model().scenario().ball().centre();
        var origin = window.court().canvas().localToScreen(0, 0);
        robot.moveTo(origin.getX() + v.sx(ball.x()), origin.getY() + v.sy(ball.y()));
        robot.press(MouseButton.PRIMARY).moveBy(20, 20).moveBy(20, 20).release(MouseButton.PRIMARY);
    }

    private void edit() {
        fx(() -> window.model().edit(ShotEditor.moveBall(window.model().scenario(), new Vec2(300, 111))));
    }

    private MenuItem menuItem(String text) {
        MenuBar bar = (MenuBar) window.root().lookup(".menu-bar");
        for (Menu m : bar.getMenus()) {
            for (MenuItem i : m.getItems()) {
                if (text.equals(i.getText())) {
                    return i;
                }
            }
        }
        throw new AssertionError("no menu item " + text);
    }

    /**
     * The issue, step by step: open myshot.json, open lesson 13, open lesson 8, drag the ball, Ctrl+Q, Save. It
     * replaced myshot.json with lesson 8's shot; now Save asks where, and myshot.json is as it was.
     */
    @Test
    void saveNeverWritesOverTheFileOpenedBeforeTheLessons(@TempDir Path dir, FxRobot robot) throws Exception {
        Path myshot = dir.resolve("myshot.json");
        ScenarioWriter.save(ShotEditor.moveBall(DefaultShot.pong(), new Vec2(250, 200)), myshot);
        String mine = Files.readString(myshot);
        assertTrue(fx(() -> window.files().open(myshot)));
        assertEquals(myshot, window.files().current());
        fx(() -> window.lessons().open(lesson("13-broad-phase")));
        fx(() -> window.lessons().open(lesson("08-expanded-edges")));
        assertEquals(List.of(), asked, "nothing was edited yet: no question");
        assertNull(window.files().current(), "lesson 8's shot is no file's");
        dragTheBall(robot);
        assertTrue(window.files().unsaved());

        answer.set(Answer.SAVE);
        saveAs.set(null); // the user cancels the "save where" dialog
        robot.press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q, KeyCode.CONTROL);
        assertEquals(List.of("Bounce Lab closes"), asked);
        assertEquals(List.of("save as"), choosers, "Save asks where: a lesson's shot is not the user's file");
        assertTrue(stage.isShowing(), "a cancelled save keeps the window open");
        assertEquals(mine, Files.readString(myshot), "myshot.json is as it was");

        Path elsewhere = dir.resolve("lesson-8-moved.json");
        saveAs.set(elsewhere);
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        assertEquals(List.of("save as", "save as"), choosers);
        assertEquals(mine, Files.readString(myshot));
        Scenario saved = ScenarioLoader.load(elsewhere);
        assertEquals(lesson("08-expanded-edges").scenario().court(), saved.court());
        assertEquals(window.model().scenario().ball(), saved.ball());
        assertFalse(window.files().unsaved());
        assertEquals(elsewhere, window.files().current(), "from now on Save writes the file it saved");
    }

    /**
     * Opening shots/shot.json removed a teacher's .notes.txt.1.tmp and .report-2024.tmp beside notes.txt and
     * report: the folder of a shot opened is the user's, and nothing in it is swept, not even a marked temp file.
     */
    @Test
    void openingAShotLeavesOtherFilesInItsFolderAlone(@TempDir Path dir) throws Exception {
        Path shots = Files.createDirectories(dir.resolve("shots"));
        Path shot = shots.resolve("shot.json");
        ScenarioWriter.save(DefaultShot.pong(), shot);
        List<String> theirs = List.of(
                "notes.txt", ".notes.txt.1.tmp", "report", ".report-2024.tmp", ".shot.json.1.tmp", ".shot.json-77.tmp");
        for (String name : theirs) {
            Files.writeString(shots.resolve(name), "the teacher's");
        }
        assertTrue(fx(() -> window.files().open(shot)));
        for (String name : theirs) {
            assertEquals("the teacher's", Files.readString(shots.resolve(name)), name);
        }
    }

    /** The user's own edits of a file's shot keep it that file's: Save writes it again. */
    @Test
    void editsOfAFilesShotAreSavedToThatFile(@TempDir Path dir, FxRobot robot) throws Exception {
        Path myshot = dir.resolve("myshot.json");
        ScenarioWriter.save(DefaultShot.pong(), myshot);
        fx(() -> window.files().open(myshot));
        dragTheBall(robot);
        assertEquals(myshot, window.files().current());
        robot.press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        assertEquals(List.of(), choosers, "no question: it is that file's shot");
        assertEquals(
                window.model().scenario().ball(), ScenarioLoader.load(myshot).ball());
    }

    @Test
    void openingALessonWithEditsAsksFirst(FxRobot robot) throws Exception {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        edit();
        Scenario edited = window.model().scenario();

        answer.set(Answer.CANCEL);
        robot.clickOn("#lesson-picker"); // the list, folded once a lesson is open
        ListCell<?> second = robot.lookup(".lesson-list-view .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getText() != null && c.getText().startsWith("2. "))
                .findFirst()
                .orElseThrow();
        robot.clickOn(second);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("lesson 2 opens"), asked);
        assertEquals("01-the-frame-loop", window.lessons().current().id(), "Cancel: the lesson open stays");
        assertEquals(edited, window.model().scenario(), "and so do the edits");
        assertTrue(window.files().unsaved());
        assertEquals(
                "01-the-frame-loop",
                ((Lesson) robot.lookup("#lesson-list")
                                .queryListView()
                                .getSelectionModel()
                                .getSelectedItem())
                        .id(),
                "the list shows the lesson still open");

        answer.set(Answer.DISCARD);
        robot.clickOn("#lesson-next");
        assertEquals(List.of("lesson 2 opens", "lesson 2 opens"), asked);
        assertEquals("02-simple-bounding-box", window.lessons().current().id());
        assertEquals(lesson("02-simple-bounding-box").scenario(), window.model().scenario());
        assertFalse(window.files().unsaved(), "the edits were given up");
    }

    @Test
    void openingAShotWithEditsAsksFirstAndSaveWritesTheEditsWhereTheUserSays(@TempDir Path dir) throws Exception {
        Path other = dir.resolve("other.json");
        ScenarioWriter.save(ShotEditor.moveBall(DefaultShot.pong(), new Vec2(100, 100)), other);
        edit();
        Scenario edited = window.model().scenario();
        toOpen.set(other);

        answer.set(Answer.CANCEL);
        fx(() -> menuItem("Open shot…").fire());
        assertEquals(List.of("another shot opens"), asked);
        assertEquals(List.of(), choosers, "Cancel: not even asked which file");
        assertEquals(edited, window.model().scenario());

        answer.set(Answer.SAVE);
        Path kept = dir.resolve("kept.json");
        saveAs.set(kept);
        fx(() -> menuItem("Open shot…").fire());
        assertEquals(List.of("save as", "open"), choosers);
        assertEquals(edited.ball(), ScenarioLoader.load(kept).ball(), "the edits were saved first");
        assertEquals(
                ScenarioLoader.load(other).ball(), window.model().scenario().ball(), "then the shot opened");
        assertEquals(other, window.files().current());
    }

    @Test
    void startingAGameWithEditsAsksFirst() throws Exception {
        edit();
        Scenario edited = window.model().scenario();
        answer.set(Answer.CANCEL);
        assertFalse(fx(() -> window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER)));
        assertEquals(List.of("the game starts"), asked);
        assertFalse(window.games().isPlaying());
        assertNull(window.games().game());
        assertEquals(edited, window.model().scenario());

        answer.set(Answer.DISCARD);
        assertTrue(fx(() -> window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER)));
        assertTrue(window.games().isPlaying());
        assertFalse(window.files().unsaved());
    }

    @Test
    void aGameEndsWhenALessonOrAShotOpensAndAStrayPBringsNothingBack(@TempDir Path dir, FxRobot robot)
            throws Exception {
        fx(() -> window.lessons().open(lesson("06-tunnelling")));
        fx(() -> window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER));
        assertNull(window.lessons().current(), "a lesson never reads its numbers from a game's rally");
        assertEquals("", window.lessonPanel().visibleText().strip());
        fx(() -> window.games().advance(30));
        robot.type(KeyCode.P);
        assertFalse(window.games().isPlaying());
        assertTrue(
                window.status().getText().startsWith("Paused: this rally"),
                window.status().getText());
        Scenario rally = window.model().scenario();

        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        assertNull(window.games().game(), "the game ended");
        assertFalse(window.status().getText().contains("Paused"), "the status line no longer says it is paused");
        assertFalse(
                window.status().getText().contains("P plays on"),
                window.status().getText());
        robot.clickOn(window.court());
        robot.type(KeyCode.P);
        assertFalse(window.games().isPlaying(), "a stray P cannot bring the old rally back");
        assertEquals(lesson("01-the-frame-loop").scenario(), window.model().scenario());
        assertNotEquals(rally, window.model().scenario());

        // and a shot opened ends a game the same way
        Path file = dir.resolve("shot.json");
        ScenarioWriter.save(DefaultShot.pong(), file);
        fx(() -> window.games().start(GameMode.Kind.BREAKOUT));
        assertTrue(window.games().isPlaying());
        assertTrue(fx(() -> window.files().open(file)));
        assertNull(window.games().game());
        assertFalse(window.games().isPlaying());
        assertTrue(window.court().isVisible());
        assertEquals("Opened shot.json", window.status().getText());
        robot.type(KeyCode.P);
        assertFalse(window.games().isPlaying());
    }

    @Test
    void theStatusLineNeverSaysWhatIsNoLongerTrue(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("shot.json");
        ScenarioWriter.save(DefaultShot.pong(), file);
        fx(() -> window.files().open(file));
        assertEquals("Opened shot.json", window.status().getText());
        edit();
        assertFalse(window.status().getText().contains("Opened"), "edited: no longer the shot as opened");
        fx(() -> window.files().save(file));
        assertEquals("Saved shot.json", window.status().getText());
        fx(() -> window.lessons().open(lesson("02-simple-bounding-box")));
        assertFalse(window.status().getText().contains("Saved"), window.status().getText());
        fx(() -> window.games().start(GameMode.Kind.PONG_TWO_PLAYERS));
        fx(() -> window.games().end());
        assertFalse(window.status().getText().contains("W / S"), "the game's keys, once it has ended");
    }

    /** A 20-frame rally fills the timeline; its marks are not bunched into the first 40 px of 600 frames. */
    @Test
    void theTimelineSpansARallysOwnFrames(FxRobot robot) throws Exception {
        fx(() -> window.games().start(GameMode.Kind.PONG_AGAINST_COMPUTER));
        fx(() -> window.games().advance(21));
        fx(() -> window.games().pause());
        int rally = window.model().recordedFrames();
        assertEquals(20, rally);
        Slider timeline = robot.lookup("#timeline").queryAs(Slider.class);
        assertEquals(rally, timeline.getMax());
        assertEquals(rally, timeline.getValue());
        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT);
        assertEquals(rally + 1, window.model().frame(), "the stepper steps on past the rally's end");
        fx(() -> window.model().setScenario(DefaultShot.pong()));
        assertEquals(window.model().lastFrame(), timeline.getMax(), "an ordinary shot: all computed frames");
    }

    @Test
    void compareOpensAtTheStepTabsFrame(FxRobot robot) {
        fx(() -> window.model().jumpTo(37));
        // the shown window has no Compare tab of its own: this one is as the app's
        var compare = new CompareView(new CompareModel(window.model().scenario()), window.palette());
        fx(() -> window.tabs().getSelectionModel().select(window.addTab(compare)));
        assertEquals(37, compare.model().frame());
        fx(() -> compare.model().jumpTo(5));
        fx(() -> window.tabs().getSelectionModel().select(0));
        fx(() -> window.model().jumpTo(12));
        fx(() -> window.tabs().getSelectionModel().select(1));
        assertEquals(12, compare.model().frame(), "every time it is shown");
    }
}
