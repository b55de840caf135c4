package bouncelab.ui.lesson;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.Placeholders;
import bouncelab.lessons.TeacherFolders;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.Styles;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.UnsavedChanges;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BooleanSupplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioButton;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.paint.Paint;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

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

    /**
     * Waits until a condition on the window holds, asking it on the FX thread: read from the test's thread, the
     * lesson's text can be caught half rebuilt by a reload landing (an index out of bounds in its children).
     */
    private static void waitOnFx(BooleanSupplier condition) {
        ShownWindow.waitOnFx(condition);
    }

    /** Read on the FX thread: a reload of the watched folder may still be landing there. */
    private static <T> T onFx(Callable<T> read) {
        return ShownWindow.onFx(read);
    }

    private Lesson lesson(String id) {
        return window.lessons().find(id).orElseThrow();
    }

    /**
     * A row cuts a long title to "…" (lesson 9's, beside the court at 1024 × 768): its tooltip has it whole. The
     * tooltip is made when the pointer first comes over the row; its text is the row's accessible help from the
     * start.
     */
    @Test
    void aLessonsRowTooltipHasItsWholeTitle(FxRobot robot) {
        List<String> tips = onFx(() -> robot.lookup(".lesson-list-view .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() instanceof Lesson && c.getAccessibleHelp() != null)
                .map(ListCell::getAccessibleHelp)
                .toList());
        assertFalse(tips.isEmpty());
        for (String tip : tips) {
            assertTrue(tip.matches("\\d+\\. [^\\n]+\\nFrom “[^\\n]+"), tip);
        }
        Lesson nine = lesson("09-phantom-corners");
        fx(() -> window.lessons().open(nine)); // its row is then scrolled into the list
        String tip = onFx(() -> robot.lookup(".lesson-list-view .list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getItem() == nine)
                .findFirst()
                .orElseThrow()
                .getAccessibleHelp());
        assertTrue(tip.startsWith("9. The corner the expanded edges get wrong\n"), tip);
    }

    /**
     * Lesson 4's own link switches to simple: its Pythagoras numbers are then not in the frame's working, and the
     * text says so rather than showing a bare dash; back on pythagoras they return.
     */
    @Test
    void aNumberGoneWithASwitchedAlgorithmSaysWhy() {
        fx(() -> window.lessons().open(lesson("04-pythagoras-corner")));
        fx(() -> {
            window.model().jumpTo(2);
            window.model().setAlgorithm(AlgorithmId.SIMPLE);
        });
        String simple = onFx(() -> window.lessonPanel().visibleText());
        assertTrue(
                simple.contains("circleDistanceX =\n— (not in simple's working)")
                        || simple.contains("circleDistanceX = — (not in simple's working)"),
                simple);
        fx(() -> window.model().setAlgorithm(AlgorithmId.PYTHAGORAS));
        String back = onFx(() -> window.lessonPanel().visibleText());
        assertFalse(back.contains("not in"), back);
        assertFalse(back.contains("circleDistanceX = —"), back);
    }

    @Test
    void theLessonsNumbersFollowTheStudentStepButTheAnswerWaitsToBeAskedFor(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("03-pythagoras-straight-on")));
        assertEquals(1, window.model().frame());
        assertEquals(AlgorithmId.PYTHAGORAS, window.model().algorithm());
        String atOne = window.lessonPanel().visibleText();
        assertTrue(
                atOne.contains("circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |450 − 530 − 35| = 115"),
                atOne);
        assertFalse(atOne.contains("Answer:"), "the answer is hidden on opening");

        robot.clickOn(window.court());
        robot.type(KeyCode.RIGHT);
        assertEquals(2, window.model().frame());
        String atTwo = window.lessonPanel().visibleText();
        assertTrue(
                atTwo.contains("circleDistanceX = |ball.x − paddle.x − paddleWidth/2| = |481 − 530 − 35| = 84"), atTwo);
        assertFalse(atTwo.contains("Answer:"), "stepping onto the question's frame reveals nothing");
        assertTrue(atTwo.contains("The court is on frame 2, the frame this question is about"), "it points at it");
        robot.type(KeyCode.RIGHT, 3);
        assertFalse(window.lessonPanel().visibleText().contains("Answer:"), "nor does stepping past it");

        fx(robot.lookup("#question-1-show").queryButton()::fire);
        assertTrue(window.lessonPanel().visibleText().contains("Answer: test (4): hit"), "shown when asked for");
    }

    /** Lesson 1 asks two questions about frame 4: stepping there, or answering one, shows no other answer. */
    @Test
    void eachQuestionRevealsOnItsOwn(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        Lesson l = window.lessons().current();
        fx(() -> window.lessons().apply(l.actions().get(0).actions())); // "Make it fast", then step on
        fx(() -> window.model().jumpTo(4));
        fx(() -> window.model().jumpTo(30));
        assertFalse(
                window.lessonPanel().visibleText().contains("Answer:"),
                window.lessonPanel().visibleText());

        var choice = robot.lookup("#question-1 .radio-button").nth(1).queryAs(RadioButton.class);
        fx(choice::fire);
        String text = window.lessonPanel().visibleText();
        assertTrue(text.contains("Answer: x = 140"), "choosing shows that question's answer");
        assertTrue(text.contains("You said x = 140: right."), text);
        assertFalse(text.contains("Answer: 5 px"), "and no other's");
        assertTrue(window.lessons().isRevealed(l.questions().get(0)));
        assertFalse(window.lessons().isRevealed(l.questions().get(1)));
    }

    /** "Halve dt" keeps the lesson's speed in px/s even after "Make it fast": the court then agrees with the answer. */
    @Test
    void halvingDtAfterMakeItFastShowsTheAnswersFivePx() {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        Lesson l = window.lessons().current();
        var halve = l.actions().stream()
                .filter(a -> a.label().equals("halve dt"))
                .findFirst()
                .orElseThrow();
        fx(() -> window.lessons().apply(l.actions().get(0).actions())); // "Make it fast: 40 px a frame"
        fx(() -> window.lessons().apply(halve.actions()));
        fx(() -> window.model().jumpTo(4));
        assertEquals("5", window.lessons().value("move.length"));
    }

    /**
     * Lesson 5 opens on frame 4 at 5 px a frame; its question 2 is about frame 4 at 15 px a frame. The question is
     * pointed at only once the court runs that shot, not on the same frame of another.
     */
    @Test
    void aQuestionIsPointedAtOnlyWhenTheCourtIsSetUpAsItSays() {
        fx(() -> window.lessons().open(lesson("05-intersection-centre")));
        Lesson l = window.lessons().current();
        assertEquals(4, window.model().frame());
        String atOpen = window.lessonPanel().visibleText();
        assertTrue(
                atOpen.contains("The court is on frame 4, but its shot or algorithm is not this question's"), atOpen);
        assertFalse(atOpen.contains("The court is on frame 4, the frame this question is about"), atOpen);

        var fifteen = l.actions().stream()
                .filter(a -> a.label().contains("15 px a frame"))
                .findFirst()
                .orElseThrow();
        fx(() -> window.lessons().apply(fifteen.actions()));
        fx(() -> window.model().jumpTo(4));
        String setUp = window.lessonPanel().visibleText();
        assertTrue(setUp.contains("The court is on frame 4, the frame this question is about"), setUp);
        assertFalse(setUp.contains("Answer:"), "and still nothing is revealed");
    }

    /** A wrong choice's verdict is read whole in the narrow panel: it wraps, it is never cut to "...". */
    @Test
    void aVerdictWrapsInsteadOfBeingCutOff(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        var twenty = robot.lookup("#question-2 .radio-button").nth(2).queryAs(RadioButton.class);
        ShownWindow.fxLaidOut(twenty::fire); // the label's text as drawn is set by the layout
        Label verdict = robot.lookup("#question-2-verdict").queryAs(Label.class);
        assertEquals("You said 20 px: look again at the numbers.", verdict.getText());
        Text shown = (Text) verdict.lookup(".text");
        assertEquals(
                verdict.getText(),
                shown.getText().replace("\n", " ").replaceAll(" +", " ").trim(),
                "the verdict as drawn");
    }

    /**
     * Lesson 4's question is about frame 3 with Pythagoras: its explanation keeps frame 3's numbers while the court
     * shows frame 7 with 'simple' (there, the live text has no corner test at all).
     */
    @Test
    void anExplanationKeepsItsQuestionFramesNumbersOnAnyFrameAndAlgorithm(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("04-pythagoras-corner")));
        fx(robot.lookup("#question-1-show").queryButton()::fire);
        String corner = "cornerDistance = (circleDistanceX − paddleWidth/2)² + (circleDistanceY − paddleHeight/2)²"
                + " = (15 − 10)² + (56 − 50)² = 5² + 6² = 25 + 36 = 61";
        String atOpen = window.lessonPanel().visibleText();
        assertEquals(2, window.model().frame());
        assertTrue(atOpen.contains(corner), atOpen);
        assertTrue(atOpen.contains("61 <= 100 → true: hit = true"), atOpen);

        fx(() -> {
            window.model().setAlgorithm(AlgorithmId.SIMPLE);
            window.model().jumpTo(7);
        });
        String elsewhere = window.lessonPanel().visibleText();
        assertTrue(elsewhere.contains(corner), elsewhere);
        assertTrue(elsewhere.contains("vx 180 → −180, vy stays 120"), elsewhere);
        String explanation = elsewhere.substring(elsewhere.indexOf("Answer: yes"));
        assertFalse(
                explanation.substring(0, explanation.indexOf("Why bother?")).contains(Placeholders.NO_VALUE),
                explanation);
    }

    @Test
    void switchToSimpleAtFrame2LeavesTheStudentOnFrame2(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("04-pythagoras-corner")));
        fx(() -> window.model().jumpTo(3));
        Hyperlink toSimple = robot.lookup(".lesson-action").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getAccessibleText().contains("at frame 2"))
                .findFirst()
                .orElseThrow();
        fx(toSimple::fire);
        assertEquals(AlgorithmId.SIMPLE, window.model().algorithm());
        assertEquals(2, window.model().frame());
    }

    /** Lesson 10's frame 3 has three passes; stepping through them changes the lesson's numbers as the working's. */
    @Test
    void thePassButtonsChangeTheLessonsNumbers() {
        fx(() -> window.lessons().open(lesson("10-several-hits-in-one-frame")));
        fx(() -> window.model().jumpTo(3));
        LessonModel m = window.lessons();
        assertEquals("3", m.value("passes"));
        assertEquals("2", m.value("bounce.count"));
        String secondToi = m.value("hit[2].toi");
        assertFalse(secondToi.equals(Placeholders.NO_VALUE), secondToi);
        String whole = window.lessonPanel().visibleText();

        fx(() -> window.model().passForward());
        assertEquals(1, window.model().pass());
        assertEquals("1", m.value("bounce.count"), "pass 1 bounces once");
        assertEquals("b1", m.value("hit.object"));
        assertEquals(Placeholders.NO_VALUE, m.value("hit[2].toi"), "one hit in pass 1");
        assertEquals("3", m.value("passes"), "the frame's own numbers stay the frame's");
        fx(() -> window.model().passForward());
        assertEquals("wall-left", m.value("hit.object"));
        assertFalse(whole.equals(window.lessonPanel().visibleText()), "the panel shows the pass's numbers");
    }

    @Test
    void aTryThisLinkSetsUpTheCourt(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("04-pythagoras-corner")));
        Hyperlink toSimple = robot.lookup(".lesson-action").queryAllAs(Hyperlink.class).stream()
                .filter(h -> h.getAccessibleText().contains("'simple'"))
                .findFirst()
                .orElseThrow();
        fx(toSimple::fire);
        assertEquals(AlgorithmId.SIMPLE, window.model().algorithm());
        assertEquals(2, window.model().frame(), "the frame stays");
    }

    /**
     * At 1024 × 768 the lesson panel is narrow: a long 'try this' link (lesson 13's "make the ball fly 300 px a
     * frame") was cut off at its right edge, and question titles and answers ended in "...". Every link stays inside
     * the panel, and the question's title, answer and verdict show their whole text.
     */
    @Test
    void atTheSmallestWindowLinksAndQuestionTextsAreNotCutOff(FxRobot robot, @TempDir Path dir) throws Exception {
        TeacherFolders.copy(SHIPPED.resolve("13-broad-phase"), dir.resolve("13-broad-phase"));
        Files.writeString(dir.resolve("index.txt"), "13-broad-phase\n");
        Path md = dir.resolve("13-broad-phase/lesson.md");
        Files.writeString(
                md,
                Files.readString(md)
                        .replace(
                                "## Try this\n",
                                "## Try this\n\n"
                                        + "- [Make the ball fly three hundred pixels in every single frame](action:speed=300&frame=1).\n"));
        fx(() -> {
            Window w = window.lessonPanel().getScene().getWindow();
            w.setWidth(1024);
            w.setHeight(768);
        });
        fx(() -> window.lessonPanel().openFolder(dir));
        fx(robot.lookup("#question-3-show").queryButton()::fire);
        ScrollPane scroll = robot.lookup(".lesson-scroll").queryAs(ScrollPane.class);
        double right = scroll.localToScene(scroll.getBoundsInLocal()).getMaxX();
        List<Hyperlink> links = robot.lookup(".lesson-action").queryAllAs(Hyperlink.class).stream()
                .toList();
        // a link is one hyperlink a word, each carrying the whole label as its accessible text
        assertTrue(
                links.stream().anyMatch(h -> h.getAccessibleText().startsWith("Make the ball fly three hundred")),
                "" + links);
        // one Tab stop a link: its first word; the focus on it shows on every word
        List<Hyperlink> flying = links.stream()
                .filter(h -> h.getAccessibleText().startsWith("Make the ball fly three hundred"))
                .toList();
        assertTrue(flying.size() > 3, "" + flying);
        assertEquals(1, flying.stream().filter(Hyperlink::isFocusTraversable).count());
        assertTrue(flying.get(0).isFocusTraversable());
        fx(flying.get(0)::requestFocus);
        assertTrue(flying.stream().allMatch(h -> h.getPseudoClassStates().contains(Styles.LINK_FOCUSED)));
        for (Hyperlink h : links) {
            assertTrue(
                    h.localToScene(h.getBoundsInLocal()).getMaxX() <= right + 1,
                    "'" + h.getText() + "' ends at "
                            + h.localToScene(h.getBoundsInLocal()).getMaxX() + ", the panel at " + right);
        }
        Node box = robot.lookup("#question-3").query();
        int labels = 0;
        for (Node n : box.lookupAll(".label")) {
            if (n instanceof Label l
                    && l.isVisible()
                    && !l.getText().isEmpty()
                    && l.lookup(".text") instanceof Text shown) {
                assertEquals(l.getText(), shown.getText(), "shown whole, not cut");
                labels++;
            }
        }
        assertTrue(labels >= 2, "the title and the answer: " + labels);
    }

    /** Every shipped lesson's text fits the panel's width: it wraps, it never scrolls sideways. */
    @Test
    void everyLessonWrapsToThePanelsWidth(FxRobot robot) {
        for (Lesson l : window.lessons().courseProperty().get().lessons()) {
            fx(() -> window.lessons().open(l));
            Region text = robot.lookup(".lesson-text-box").queryAs(Region.class);
            ScrollPane scroll = robot.lookup(".lesson-scroll").queryAs(ScrollPane.class);
            double room = scroll.getViewportBounds().getWidth();
            assertTrue(room > 200, l.id() + ": viewport " + room);
            assertTrue(
                    text.minWidth(-1) <= room + 1, l.id() + ": text needs " + text.minWidth(-1) + " px, has " + room);
        }
    }

    /** A long 'try this' link wraps with its sentence: no word of it runs past the panel's edge (lesson 5's did). */
    @Test
    void everyTryThisLinkStaysInsideThePanel(FxRobot robot) {
        for (Lesson l : window.lessons().courseProperty().get().lessons()) {
            fx(() -> window.lessons().open(l));
            robot.lookup("." + Styles.LESSON_REVEAL)
                    .queryAllAs(Button.class)
                    .forEach(b -> fx(b::fire)); // links in explanations too
            ShownWindow.pulse();
            for (Hyperlink h : robot.lookup(".lesson-action").queryAllAs(Hyperlink.class)) {
                Region flow = (Region) h.getParent();
                assertTrue(
                        h.getBoundsInParent().getMaxX() <= flow.getWidth() + 1,
                        l.id() + ": link '" + h.getText() + "' ends at "
                                + h.getBoundsInParent().getMaxX() + " of " + flow.getWidth());
            }
        }
    }

    /** A table squeezed by the narrow panel still keeps each word whole: lesson 8's "bottom" is one line, as "front". */
    @Test
    void aTableCellKeepsItsWordsWhole(FxRobot robot) {
        ShownWindow.fxLaidOut(() -> window.lessons().open(lesson("08-expanded-edges")));
        List<TextFlow> cells = robot.lookup("." + Styles.LESSON_TABLE_CELL).queryAllAs(TextFlow.class).stream()
                .toList();
        TextFlow front =
                cells.stream().filter(c -> text(c).equals("front")).findFirst().orElseThrow();
        TextFlow bottom =
                cells.stream().filter(c -> text(c).equals("bottom")).findFirst().orElseThrow();
        assertEquals(front.getHeight(), bottom.getHeight(), 0.5, "'bottom' on one line");
    }

    private static String text(TextFlow f) {
        StringBuilder sb = new StringBuilder();
        f.getChildren().forEach(n -> sb.append(n instanceof Text t ? t.getText() : ""));
        return sb.toString().trim();
    }

    /** Lesson 6 is about one thin paddle in a big court: it opens zoomed onto the frame's working; lesson 1 does not. */
    @Test
    void aLessonOpensZoomedAsItSays(FxRobot robot) {
        double wholeCourt = window.court().viewport().scale();
        fx(() -> window.lessons().open(lesson("06-tunnelling")));
        var v = window.court().viewport();
        assertTrue(v.scale() > 1.5 * wholeCourt, "zoomed: " + v.scale() + " against " + wholeCourt);
        var t = window.model().currentTrace();
        for (var p : List.of(t.a(), t.b())) { // A and B are in view
            assertTrue(v.sx(p.x()) > 0 && v.sx(p.x()) < window.court().getWidth(), "x of " + p);
            assertTrue(v.sy(p.y()) > 0 && v.sy(p.y()) < window.court().getHeight(), "y of " + p);
        }
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        assertEquals(wholeCourt, window.court().viewport().scale(), 0.02 * wholeCourt, "the whole court again");
    }

    @Test
    void nextAndPreviousWalkTheCourseInOrderEachOpeningAtItsTop(FxRobot robot) {
        fx(() -> window.lessons().open(lesson("01-the-frame-loop")));
        ScrollPane scroll = robot.lookup(".lesson-scroll").queryAs(ScrollPane.class);
        fx(() -> scroll.setVvalue(1));
        robot.clickOn("#lesson-next");
        assertEquals("02-simple-bounding-box", window.lessons().current().id());
        assertEquals(0, scroll.getVvalue(), "at its top");
        fx(() -> scroll.setVvalue(0.7));
        robot.clickOn("#lesson-previous");
        assertEquals("01-the-frame-loop", window.lessons().current().id());
        assertEquals(0, scroll.getVvalue(), "at its top");
    }

    /** A teacher's lesson whose check is false is refused: listed, and its message readable whole in the panel. */
    @Test
    void aLessonWithAFalseCheckIsListedWithItsWholeMessage(FxRobot robot, @TempDir Path dir) throws Exception {
        Path md = TeacherFolders.withAFalseCheck(dir);
        fx(() -> window.lessonPanel().openFolder(dir));

        var course = window.lessons().courseProperty().get();
        assertEquals(
                List.of("03-pythagoras-straight-on"),
                course.lessons().stream().map(Lesson::id).toList(),
                "the other lesson loads");
        assertEquals(1, course.errors().size(), course.errors().toString());
        String message = course.errors().get(0).describe();
        int line = Files.readAllLines(md).indexOf("check: pythagoras.cornerDistance = 64 at frame 3") + 1;
        assertTrue(line > 0);
        assertTrue(
                message.endsWith("lesson.md:" + line + ": check 'pythagoras.cornerDistance = 64 at frame 3' is "
                        + "false: it is 61"),
                message);

        ListView<?> list = robot.lookup("#lesson-list").queryAs(ListView.class);
        int row = list.getItems().indexOf(course.errors().get(0));
        assertTrue(row > 0, "listed: " + list.getItems());
        fx(() -> list.getSelectionModel().select(row));
        String shown = window.lessonPanel().visibleText();
        assertTrue(shown.contains(message), "whole in the panel: " + shown);
        Label label = robot.lookup(".lesson-error-message").queryAs(Label.class);
        assertTrue(label.isWrapText(), "wrapped, not cut off");
        assertEquals("03-pythagoras-straight-on", window.lessons().current().id(), "the court keeps its lesson");

        fx(() -> list.getSelectionModel().select(0));
        assertTrue(window.lessonPanel().visibleText().contains("Pythagoras, straight on"), "back to the lesson");
    }

    @Test
    void anEditedLessonReloadsInPlaceAndABadOneIsListedWithItsLine(@TempDir Path dir, FxRobot robot) throws Exception {
        TeacherFolders.copy(SHIPPED.resolve("01-the-frame-loop"), dir.resolve("01-the-frame-loop"));
        TeacherFolders.copy(SHIPPED.resolve("02-simple-bounding-box"), dir.resolve("02-simple-bounding-box"));
        Files.writeString(dir.resolve("index.txt"), "01-the-frame-loop\n02-simple-bounding-box\n");
        fx(() -> window.lessonPanel().openFolder(dir));
        assertEquals("01-the-frame-loop", window.lessons().current().id());

        Path md = dir.resolve("01-the-frame-loop/lesson.md");
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# A teacher's own title\n"));
        waitOnFx(() -> window.lessonPanel().visibleText().contains("A teacher's own title"));

        Path bad = dir.resolve("02-simple-bounding-box/lesson.md");
        Files.writeString(bad, Files.readString(bad) + "\nA slip: {{pythagoras.cornerDistanse}}\n");
        waitOnFx(() -> !window.lessons().courseProperty().get().errors().isEmpty());
        var course = onFx(() -> window.lessons().courseProperty().get());
        var errors = course.errors();
        assertEquals(1, errors.size());
        assertTrue(
                errors.get(0).describe().contains("lesson.md:"), errors.get(0).describe());
        assertTrue(
                errors.get(0).describe().contains("cornerDistanse"),
                errors.get(0).describe());
        assertEquals(1, course.lessons().size(), "the other lesson still loads");
        assertEquals("01-the-frame-loop", onFx(() -> window.lessons().current().id()));
        // the list's cells, looked up and read on the FX thread: a late reload refills them there
        record Row(String text, boolean error, boolean heading, Paint fill) {}
        List<Row> rows = onFx(() -> robot.lookup(".lesson-list-view .list-cell").queryAllAs(ListCell.class).stream()
                .map(c -> new Row(
                        c.getText(),
                        c.getPseudoClassStates().contains(Styles.ERROR),
                        c.getPseudoClassStates().contains(Styles.HEADING),
                        c.getTextFill()))
                .toList());
        Row errorRow = rows.stream().filter(Row::error).findFirst().orElseThrow();
        assertTrue(errorRow.text().contains("cornerDistanse"), errorRow.text());
        assertEquals(Color.web("#b3261e"), errorRow.fill(), "in the stylesheet's red");
        assertEquals(
                1, rows.stream().filter(Row::heading).count(), "a heading over the lessons that could not be read");
    }

    /** Edits to a lesson.md in a folder made after the watching began were ignored until another lesson changed. */
    @Test
    void aNewLessonFolderIsWatchedAsSoonAsItAppears(@TempDir Path dir) throws Exception {
        TeacherFolders.copy(SHIPPED.resolve("01-the-frame-loop"), dir.resolve("01-the-frame-loop"));
        fx(() -> window.lessonPanel().openFolder(dir));
        Path fresh = dir.resolve("02-a-new-one");
        Files.createDirectory(fresh);
        TeacherFolders.copy(SHIPPED.resolve("02-simple-bounding-box"), fresh);
        waitOnFx(() -> window.lessons().courseProperty().get().lessons().size() == 2);
        fx(() -> window.lessons().open(window.lessons().find("02-a-new-one").orElseThrow()));
        Path md = fresh.resolve("lesson.md");
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# Written just now\n"));
        waitOnFx(() -> window.lessonPanel().visibleText().contains("Written just now"));
    }

    /**
     * A teacher saves the open lesson with a new shot and one question fewer: the student stays on the frame, the
     * answers of the questions still there are kept, and the edits not saved are asked about first.
     */
    @Test
    void aReloadKeepsTheFrameAndTheAnswersTheLessonStillHasAndAsksAboutEdits(@TempDir Path dir) throws Exception {
        TeacherFolders.copy(SHIPPED.resolve("06-tunnelling"), dir.resolve("06-tunnelling"));
        fx(() -> window.lessonPanel().openFolder(dir));
        Lesson l = window.lessons().current();
        assertEquals("06-tunnelling", l.id());
        fx(() -> {
            window.model().jumpTo(12);
            window.lessons()
                    .choose(l.questions().get(0), l.questions().get(0).choices().get(1));
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
        waitOnFx(() -> window.lessons().current().questions().size() == 3
                && window.model().scenario().ball().y() == 290);
        assertEquals(12, (int) onFx(() -> window.model().frame()), "the student stays on their frame");
        assertEquals(
                l.questions().get(0).choices().get(1),
                onFx(() -> window.lessons().chosen().get(1)),
                "answer kept");
        assertFalse(
                onFx(() -> window.lessons().chosen().containsKey(4)),
                "the question taken out takes its answer with it");
        assertTrue(onFx(() -> window.lessons().revealed().contains(1)));

        // with edits not saved, a new shot asks first; Cancel keeps the edits and shows the new text
        List<String> asked = new CopyOnWriteArrayList<>(); // added to on the FX thread
        fx(() -> window.unsavedChanges().setAsk(before -> {
            asked.add(before);
            return UnsavedChanges.Answer.CANCEL;
        }));
        fx(() -> window.model()
                .edit(window.model()
                        .scenario()
                        .withBall(window.model().scenario().ball().at(new Vec2(400, 200)))));
        var edited = onFx(() -> window.model().scenario());
        Files.writeString(shot, Files.readString(shot).replace("\"y\": 290", "\"y\": 280"));
        Files.writeString(md, Files.readString(md).replaceFirst("\n# ([^\n]*)\n", "\n# Tunnelling, again\n"));
        waitOnFx(() -> window.lessonPanel().visibleText().contains("Tunnelling, again"));
        assertTrue(asked.contains("lesson 6 reloads with its new shot"), asked.toString());
        assertEquals(edited, onFx(() -> window.model().scenario()), "Cancel: the edits stay");
    }
}
