package bouncelab.ui.lesson;

import bouncelab.lessons.LessonSource;
import bouncelab.ui.ShownWindow;
import bouncelab.lessons.Lesson;
import bouncelab.ui.window.MainWindow;
import javafx.scene.control.Hyperlink;
import javafx.scene.input.KeyCode;
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
    void anEditedLessonReloadsInPlaceAndABadOneIsListedWithItsLine(@TempDir Path dir) throws Exception {
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
    }

    /** Edits to a lesson.md in a folder made after the watching began were ignored until another lesson changed. */
    @Test
    void aNewLessonFolderIsWatchedAsSoonAsItAppears(@TempDir Path dir) throws Exception {
        copy(SHIPPED.resolve("01-the-frame-loop"), dir.resolve("01-the-frame-loop"));
        fx(() -> window.lessonPanel().openFolder(dir));
        Path fresh = dir.resolve("02-a-new-one");
        Files.createDirectory(fresh);
        copy(SHIPPED.resolve("02-simple-bounding-box"), fresh);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.lessons().courseProperty().get().lessons().size() == 2);
        fx(() -> window.lessons().open(window.lessons().find("02-a-new-one").orElseThrow()));
        Path md = fresh.resolve("lesson.md");
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# Written just now\n"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.lessonPanel().visibleText().contains("Written just now"));
    }

    /**
     * A teacher saves the open lesson with a new shot and one question fewer: the student stays on the frame, the
     * answers of the questions still there are kept, and the edits not saved are asked about first.
     */
    @Test
    void aReloadKeepsTheFrameAndTheAnswersTheLessonStillHasAndAsksAboutEdits(@TempDir Path dir) throws Exception {
        copy(SHIPPED.resolve("06-tunnelling"), dir.resolve("06-tunnelling"));
        fx(() -> window.lessonPanel().openFolder(dir));
        Lesson l = window.lessons().current();
        assertEquals("06-tunnelling", l.id());
        fx(() -> {
            window.model().jumpTo(12);
            window.lessons().choose(l.questions().get(0), l.questions().get(0).choices().get(1));
            window.lessons().choose(l.questions().get(3), "yes");
        });
        assertTrue(window.lessons().revealed().contains(1), "revealed at frame 10");

        // the last question taken out, and the ball a little higher
        Path md = dir.resolve("06-tunnelling/lesson.md");
        String text = Files.readString(md);
        int last = text.lastIndexOf("```question");
        Files.writeString(md, text.substring(0, last) + text.substring(text.indexOf("```", last + 3) + 3));
        Path shot = dir.resolve("06-tunnelling/scenario.json");
        Files.writeString(shot, Files.readString(shot).replace("\"y\": 300", "\"y\": 290"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> window.lessons().current().questions().size() == 3
                && window.model().scenario().ball().y() == 290);
        WaitForAsyncUtils.waitForFxEvents(); // the reload seen half done from this thread: let it finish
        assertEquals(12, window.model().frame(), "the student stays on their frame");
        assertEquals(l.questions().get(0).choices().get(1), window.lessons().chosen().get(1), "answer kept");
        assertFalse(window.lessons().chosen().containsKey(4), "the question taken out takes its answer with it");
        assertTrue(window.lessons().revealed().contains(1));

        // with edits not saved, a new shot asks first; Cancel keeps the edits and shows the new text
        java.util.List<String> asked = new java.util.ArrayList<>();
        window.unsavedChanges().setAsk(before -> {
            asked.add(before);
            return bouncelab.ui.window.UnsavedChanges.Answer.CANCEL;
        });
        fx(() -> window.model().edit(window.model().scenario().withBall(window.model().scenario().ball()
                .at(new bouncelab.core.geometry.Vec2(400, 200)))));
        var edited = window.model().scenario();
        Files.writeString(shot, Files.readString(shot).replace("\"y\": 290", "\"y\": 280"));
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# Tunnelling, again\n"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> window.lessonPanel().visibleText().contains("Tunnelling, again"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(asked.contains("lesson 6 reloads with its new shot"), asked.toString());
        assertEquals(edited, window.model().scenario(), "Cancel: the edits stay");
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
