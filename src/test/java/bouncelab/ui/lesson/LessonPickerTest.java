package bouncelab.ui.lesson;

import bouncelab.io.prefs.FontSize;
import bouncelab.lessons.Lesson;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static bouncelab.ui.ShownWindow.fx;
import static bouncelab.ui.ShownWindow.onFx;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Once a lesson is open, the lesson list folds into a one-line picker and the lesson's text gets the column's height
 * (at 1280 × 720 the list had taken 120 to 190 px of it and the text had about 290 px). The picker opens the list
 * with the mouse and with the keyboard, and folds it again; its title is whole and it says what it is.
 */
@ExtendWith(ApplicationExtension.class)
class LessonPickerTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    private static ToggleButton picker(MainWindow w) {
        return onFx(() -> (ToggleButton) w.root().lookup("#lesson-picker"));
    }

    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1280, 720, 14", "1024, 768, 14", "1920, 1080, 14", "1280, 720, 20"})
    void theLessonsTextGetsMostOfTheColumn(int width, int height, int type) {
        MainWindow w = ShownWindow.laidOutAt(width, height, new FontSize(type));
        fx(() -> w.lessons().open(w.lessons().find("06-tunnelling").orElseThrow()));
        ShownWindow.layOut(w, width, height);
        double column = onFx(() -> w.lessonPanel().getHeight());
        double text = onFx(() -> ((ScrollPane) w.root().lookup(".lesson-scroll"))
                .getViewportBounds()
                .getHeight());
        double line = onFx(() -> {
            Text one = new Text("Ag");
            one.setFont(((Text) w.root().lookup(".lesson-paragraph .lesson-text")).getFont());
            return one.getLayoutBounds().getHeight();
        });
        double picker = onFx(() -> picker(w).getParent().getBoundsInParent().getHeight());
        assertFalse(onFx(w.lessonPanel()::listShown), "the list folded");
        // all but the picker's row and the column's padding and spacing
        assertTrue(text >= column - picker - 30, text + " px of text in a column " + column + " px high");
        if (width == 1280 && type == 14) {
            // 290 px before: 16 lines; now the list's 120 to 190 px go to the lesson too
            assertTrue(text >= 440, text + " px");
            assertTrue(text / line >= 24, (text / line) + " lines of " + line + " px");
        }
    }

    @Test
    void withNoLessonOpenTheListTakesTheColumnsHeight() {
        MainWindow w = ShownWindow.laidOutAt(1280, 720, new FontSize(14));
        fx(() -> w.lessons().close());
        ShownWindow.layOut(w, 1280, 720);
        double column = onFx(() -> w.lessonPanel().getHeight());
        double list =
                onFx(() -> w.root().lookup("#lesson-list").getBoundsInParent().getHeight());
        // it had 190 px of a 500 px column, 7 of 17 lessons, over an empty place for a lesson
        assertTrue(list >= column - 120, list + " px of list in a column " + column + " px high");
        fx(() -> w.lessons().open(w.lessons().find("06-tunnelling").orElseThrow()));
        ShownWindow.layOut(w, 1280, 720);
        double text = onFx(() -> ((ScrollPane) w.root().lookup(".lesson-scroll"))
                .getViewportBounds()
                .getHeight());
        assertTrue(text >= 440, "the lesson takes the height back: " + text + " px");
    }

    @Test
    void withNoLessonOpenTheListIsShownAndThePickerSaysLessons() {
        fx(() -> window.lessons().close());
        assertTrue(onFx(window.lessonPanel()::listShown));
        ToggleButton picker = picker(window);
        assertEquals("Lessons", onFx(picker::getText));
        assertTrue(onFx(picker::isDisabled), "nothing to fold: the list is all there is");
    }

    @Test
    void theKeyboardOpensTheListChoosesALessonAndFoldsIt(FxRobot robot) {
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        ToggleButton picker = picker(window);
        assertEquals("Lesson 6 of 17", onFx(picker::getText));
        assertEquals("Lessons: lesson 6 of 17, Tunnelling", onFx(picker::getAccessibleText));
        assertTrue(onFx(picker::isFocusTraversable));
        fx(picker::requestFocus);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list = onFx(() -> (ListView<?>) window.root().lookup("#lesson-list"));
        assertTrue(onFx(window.lessonPanel()::listShown), "Enter opens the list");
        assertTrue(onFx(list::isFocused), "and the arrow keys go on in it");
        robot.type(KeyCode.DOWN, KeyCode.DOWN, KeyCode.UP);
        // the arrows browse: each had opened the lesson it reached, running its shot (and asking to save edits)
        assertEquals("06-tunnelling", window.lessons().current().id(), "browsing opens nothing");
        assertTrue(onFx(window.lessonPanel()::listShown), "and the list stays to go on choosing");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("07-segment-intercept", window.lessons().current().id(), "Enter opens the lesson browsed to");
        assertFalse(onFx(window.lessonPanel()::listShown), "and folds the list");
        assertTrue(onFx(picker::isFocused), "the focus back on the picker");
        assertTrue(onFx(picker::getText).equals("Lesson 7 of 17"), onFx(picker::getText));

        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(onFx(window.lessonPanel()::listShown), "so does ↓");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(onFx(window.lessonPanel()::listShown), "Escape folds it");
        assertEquals("07-segment-intercept", window.lessons().current().id(), "the lesson kept");
    }

    /**
     * With no lesson open the list is all the column shows: the first ↓ had opened lesson 2, and the list, shown
     * only while no lesson is open, folded away with the rest of the presses lost.
     */
    @Test
    void fromTheListAloneTheArrowsBrowseAndEnterOpens(FxRobot robot) {
        fx(() -> window.lessons().close());
        ListView<?> list = onFx(() -> (ListView<?>) window.root().lookup("#lesson-list"));
        fx(() -> {
            list.requestFocus();
            list.getFocusModel().focus(0);
        });
        robot.type(KeyCode.DOWN, 8);
        assertNull(window.lessons().current(), "browsing opens nothing");
        assertTrue(onFx(window.lessonPanel()::listShown));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(
                onFx(() -> ((Lesson) list.getSelectionModel().getSelectedItem()).id()),
                window.lessons().current().id(),
                "Enter opens the lesson browsed to");
    }

    @Test
    void theMouseOpensTheListAndAClickedLessonFoldsIt(FxRobot robot) {
        fx(() -> window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        robot.clickOn("#lesson-picker");
        assertTrue(onFx(window.lessonPanel()::listShown));
        Node row = onFx(() -> window.root().lookupAll(".lesson-list-view .list-cell").stream()
                .filter(n -> n instanceof ListCell<?> c
                        && c.getText() != null
                        && c.getText().startsWith("5. "))
                .findFirst()
                .orElseThrow());
        robot.clickOn(row);
        assertEquals("05-intersection-centre", window.lessons().current().id());
        assertFalse(onFx(window.lessonPanel()::listShown), "folded once chosen");
        robot.clickOn("#lesson-next");
        assertEquals("06-tunnelling", window.lessons().current().id(), "next, beside the picker");
        assertEquals(
                "Next lesson", onFx(() -> window.root().lookup("#lesson-next").getAccessibleText()));
        assertEquals(
                "Previous lesson",
                onFx(() -> window.root().lookup("#lesson-previous").getAccessibleText()));
    }

    /** The picker's words are whole, at a projector's size and at large type, with every lesson. */
    @ParameterizedTest(name = "{0}×{1} at {2} px type")
    @CsvSource({"1024, 768, 14", "1280, 720, 28"})
    void thePickersTitleIsNeverCut(int width, int height, int type) {
        MainWindow w = ShownWindow.laidOutAt(width, height, new FontSize(type));
        List<String> cut = new ArrayList<>();
        for (var lesson : onFx(() -> w.lessons().courseProperty().get().lessons())) {
            fx(() -> w.lessons().open(lesson));
            ShownWindow.layOut(w, width, height);
            String drawn = onFx(() -> {
                StringBuilder s = new StringBuilder();
                // the picker's own text, not its ▾
                picker(w).lookupAll(".text").stream()
                        .filter(t -> t.getParent() == picker(w))
                        .forEach(t -> s.append(((Text) t).getText()));
                return s.toString();
            });
            String full = onFx(picker(w)::getText);
            if (drawn.contains("…") || !drawn.replaceAll("\\s", "").equals(full.replaceAll("\\s", ""))) {
                cut.add(full + " shown as '" + drawn + "'");
            }
        }
        assertEquals(List.of(), cut);
    }
}
