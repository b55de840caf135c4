package bouncelab.ui.lesson;

import bouncelab.lessons.LessonSource;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.Styles;
import bouncelab.lessons.Lesson;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.ListCell;
import javafx.scene.input.KeyCode;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The lesson panel in the window, headless: live numbers as the student steps, questions, links, reloading. */
@ExtendWith(ApplicationExtension.class)
class LessonPanelTest {
    private static final Path SHIPPED = Path.of(System.getProperty(LessonSource.DIR_PROPERTY, "lessons"));
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    private Lesson lesson(String id) {
        return window.lessons().find(id).orElseThrow();
    }

    @Test
    void theLessonsNumbersFollowTheStudentStepAndTheAnswerShowsAtItsFrame(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("03-pythagoras-straight-on")));
        assertEquals(1, window.model().frame());
        assertEquals("pythagoras", window.model().algorithm());
        String atOne = window.lessonPanel().visibleText();
        assertTrue(atOne.contains("circleDistanceX = |450 − 530 − 35| = 115"), atOne);
        assertFalse(atOne.contains("Answer: test (4): hit"), "the answer is hidden before frame 2");

        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT);
        assertEquals(2, window.model().frame());
        String atTwo = window.lessonPanel().visibleText();
        assertTrue(atTwo.contains("circleDistanceX = |481 − 530 − 35| = 84"), atTwo);
        assertTrue(atTwo.contains("Answer: test (4): hit"), "revealed at its frame");
    }

    @Test
    void aTryThisLinkSetsUpTheCourt(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("04-pythagoras-corner")));
        Hyperlink toSimple = robot.lookup(".lesson-action").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getText().contains("'simple'")).findFirst().orElseThrow();
        fx(toSimple::fire);
        assertEquals("simple", window.model().algorithm());
        assertEquals(2, window.model().frame(), "the frame stays");
    }

    /** Every shipped lesson's text fits the panel's width: it wraps, it never scrolls sideways. */
    @Test
    void everyLessonWrapsToThePanelsWidth(FxRobot robot) {
        for (Lesson l : window.lessons().courseProperty().get().lessons()) {
            fx(() -> window.lessons().open(l));
            javafx.scene.layout.Region text = robot.lookup(".lesson-text-box").queryAs(javafx.scene.layout.Region.class);
            javafx.scene.control.ScrollPane scroll = (javafx.scene.control.ScrollPane) text.getParent().getParent()
                    .getParent();
            double room = scroll.getViewportBounds().getWidth();
            assertTrue(room > 200, l.id() + ": viewport " + room);
            assertTrue(text.minWidth(-1) <= room + 1, l.id() + ": text needs " + text.minWidth(-1) + " px, has " + room);
        }
    }

    /** Lesson 6 is about one thin paddle in a big court: it opens zoomed onto the frame's working; lesson 1 does not. */
    @Test
    void aLessonOpensZoomedAsItSays(FxRobot robot) {
        double wholeCourt = window.court().viewport().scale();
        fx(() -> window.lessons().open(lesson("06-tunnelling")));
        var v = window.court().viewport();
        assertTrue(v.scale() > 1.5 * wholeCourt, "zoomed: " + v.scale() + " against " + wholeCourt);
        var t = window.model().currentTrace();
        for (var p : java.util.List.of(t.a(), t.b())) { // A and B are in view
            assertTrue(v.sx(p.x()) > 0 && v.sx(p.x()) < window.court().getWidth(), "x of " + p);
            assertTrue(v.sy(p.y()) > 0 && v.sy(p.y()) < window.court().getHeight(), "y of " + p);
        }
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        assertEquals(wholeCourt, window.court().viewport().scale(), 0.02 * wholeCourt, "the whole court again");
    }

    @Test
    void nextAndPreviousWalkTheCourseInOrder(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        robot.clickOn("#lesson-next");
        assertEquals("02-simple-bounding-box", window.lessons().current().id());
        robot.clickOn("#lesson-previous");
        assertEquals("01-the-frame-loop", window.lessons().current().id());
    }

    @Test
    void anEditedLessonReloadsInPlaceAndABadOneIsListedWithItsLine(@TempDir Path dir, FxRobot robot)
            throws Exception {
        copy(SHIPPED.resolve("01-the-frame-loop"), dir.resolve("01-the-frame-loop"));
        copy(SHIPPED.resolve("02-simple-bounding-box"), dir.resolve("02-simple-bounding-box"));
        Files.writeString(dir.resolve("index.txt"), "01-the-frame-loop\n02-simple-bounding-box\n");
        fx(() -> window.lessonPanel().openFolder(dir));
        assertEquals("01-the-frame-loop", window.lessons().current().id());

        Path md = dir.resolve("01-the-frame-loop/lesson.md");
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# A teacher's own title\n"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.lessonPanel().visibleText().contains("A teacher's own title"));

        Path bad = dir.resolve("02-simple-bounding-box/lesson.md");
        Files.writeString(bad, Files.readString(bad) + "\nA slip: {{pythagoras.cornerDistanse}}\n");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !window.lessons().courseProperty().get().errors().isEmpty());
        var errors = window.lessons().courseProperty().get().errors();
        assertEquals(1, errors.size());
        assertTrue(errors.get(0).describe().contains("lesson.md:"), errors.get(0).describe());
        assertTrue(errors.get(0).describe().contains("cornerDistanse"), errors.get(0).describe());
        assertEquals(1, window.lessons().courseProperty().get().lessons().size(), "the other lesson still loads");
        assertEquals("01-the-frame-loop", window.lessons().current().id());
        WaitForAsyncUtils.waitForFxEvents();
        var rows = robot.lookup(".lesson-list-view .list-cell").queryAllAs(ListCell.class);
        ListCell<?> errorRow = rows.stream().filter(c -> c.getPseudoClassStates().contains(Styles.ERROR)).findFirst()
                .orElseThrow();
        assertTrue(errorRow.getText().contains("cornerDistanse"), errorRow.getText());
        assertEquals(Color.web("#b3261e"), errorRow.getTextFill(), "in the stylesheet's red");
        assertEquals(1, rows.stream().filter(c -> c.getPseudoClassStates().contains(Styles.HEADING)).count(),
                "a heading over the lessons that could not be read");
    }

    private static void copy(Path from, Path to) throws Exception {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }
}
