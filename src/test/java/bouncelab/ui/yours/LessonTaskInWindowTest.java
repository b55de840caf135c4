package bouncelab.ui.yours;

import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonAction;
import bouncelab.student.Example;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.tab.LazyTab;
import bouncelab.ui.window.MainWindow;
import bouncelab.ui.window.Windows;
import javafx.scene.control.Tab;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lesson 17's coding task in the whole window, headless: ✗ before anything compiled, ✓ once the slides' code
 * compiles on the Your test tab, ✗ for a box test (it fails the corner example); its link opens the tab.
 */
@ExtendWith(ApplicationExtension.class)
class LessonTaskInWindowTest {
    private MainWindow window;
    private YoursView view;

    @Start
    void start(Stage stage) {
        window = Windows.full(DefaultShot.pong(), stage);
        ShownWindow.show(stage, window.createScene(1280, 800));
        view = (YoursView) LazyTab.unwrap(window.tabs().getTabs().stream()
                .filter(t -> t.getText().equals("Your test"))
                .findFirst()
                .orElseThrow()
                .getUserData());
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    private void compile(String file) {
        fx(() -> view.editor().replaceText(YoursTabTest.student(file)));
        fx(() -> view.model().compile());
        // asked on the FX thread, where the compile and the grading land
        ShownWindow.waitOnFx("the grading", () -> !view.model().busyProperty().get());
    }

    private String status() {
        return window.lessonPanel().taskStatus();
    }

    @Test
    void theTaskIsCheckedOnTheReportCard(FxRobot robot) {
        Lesson lesson = window.lessons().find("17-write-your-own-test").orElseThrow();
        fx(() -> window.lessons().open(lesson));
        assertTrue(
                window.lessonPanel().visibleText().contains(lesson.task().text()),
                window.lessonPanel().visibleText());
        assertTrue(status().startsWith("✗ Not checked yet"), status());

        fx(() -> window.lessons()
                .apply(lesson.actions().stream()
                        .filter(a -> a.actions().contains(new LessonAction.OpenYours()))
                        .findFirst()
                        .orElseThrow()
                        .actions()));
        Tab shown = window.tabs().getSelectionModel().getSelectedItem();
        assertEquals("Your test", shown.getText(), "the lesson's link opens the Your test tab");

        compile("slides.pde");
        int n = Example.ALL.size();
        assertTrue(
                status().startsWith("✓ Done: " + n + " of " + n + " examples right, 100% of 10,000 random cases "
                        + "agree"),
                status());

        compile("box.pde");
        assertTrue(status().startsWith("✗ Not yet: "), status());
        assertTrue(view.model().card().examplesPassed() < view.model().card().examplesTotal());
    }

    @Test
    void theStarterLinkFillsTheEditorButNeverOverTheStudentsOwn(FxRobot robot) {
        Lesson lesson = window.lessons().find("17-write-your-own-test").orElseThrow();
        var starterLink = lesson.actions().stream()
                .filter(a -> a.actions().stream()
                        .anyMatch(x -> x instanceof LessonAction.OpenYours y && y.starter() != null))
                .findFirst()
                .orElseThrow()
                .actions();
        fx(() -> window.lessons().open(lesson));
        fx(() -> window.lessons().apply(starterLink));
        assertTrue(
                view.editor().getText().contains("the corner test goes here"),
                view.editor().getText());
        assertEquals(
                "Your test", window.tabs().getSelectionModel().getSelectedItem().getText());

        fx(() -> view.editor().replaceText(YoursTabTest.student("slides.pde")));
        fx(() -> window.lessons().apply(starterLink));
        assertEquals(
                YoursTabTest.student("slides.pde").replace("\r\n", "\n"),
                view.editor().getText(),
                "the student's own code stays");
    }
}
