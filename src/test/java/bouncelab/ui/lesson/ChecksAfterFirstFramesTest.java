package bouncelab.ui.lesson;

import bouncelab.lessons.CourseAfterShown;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * As the app starts, its window appears before its lessons are read: they would take the core it needs. Once it
 * has drawn its first frames the course is read (in the window's language), shown, then checked; meanwhile the list
 * says it is reading them.
 */
@ExtendWith(ApplicationExtension.class)
class ChecksAfterFirstFramesTest {
    private static final Locale ES = Locale.forLanguageTag("es");
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH); // the window's language is the app's: the next test's is English
    }

    @Test
    void theLessonsAreReadThenCheckedOnceTheWindowHasDrawn() throws Exception {
        CourseAfterShown.ask(); // as Launcher does
        String[] said = new String[1];
        boolean[] unreadOnceShown = new boolean[1];
        ShownWindow.fx(() -> {
            window = new MainWindow(DefaultShot.pong(), stage, null, null, ES);
            ShownWindow.show(stage, window.createScene(1280, 800)); // styled and laid out in there
            unreadOnceShown[0] = window.lessons().courseProperty().get() == LessonModel.NOT_READ;
            ListView<?> list = (ListView<?>) stage.getScene().lookup("#lesson-list");
            said[0] = ((Label) list.getPlaceholder()).getText();
        });
        assertTrue(unreadOnceShown[0], "not read while the window was made to appear");
        assertEquals("Leyendo las lecciones…", said[0]);
        WaitForAsyncUtils.waitFor(
                ShownWindow.WAIT_SECONDS,
                TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !window.lessonPanel().checksWaiting()
                                && window.lessons().courseProperty().get() != LessonModel.NOT_READ)
                        .get());
        assertEquals(
                LessonSource.find(ES).load(),
                WaitForAsyncUtils.asyncFx(
                                () -> window.lessons().courseProperty().get())
                        .get(),
                "the course in the window's language, as read and checked");
        assertEquals(
                "lesson.es.md",
                WaitForAsyncUtils.asyncFx(() -> window.lessons()
                                .courseProperty()
                                .get()
                                .lessons()
                                .get(0)
                                .file())
                        .get());
    }

    @Test
    void anyOtherWindowReadsItsLessonsAsItIsMade() throws Exception {
        ShownWindow.fx(() -> {
            window = new MainWindow(DefaultShot.pong(), stage);
            assertEquals(
                    LessonSource.find(Locale.ENGLISH).load(),
                    window.lessons().courseProperty().get());
        });
    }
}
