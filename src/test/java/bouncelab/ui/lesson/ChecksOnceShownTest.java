package bouncelab.ui.lesson;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.lessons.TeacherFolders;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window shows the course as read and runs its lessons' checks once on screen (the app's start): a lesson they
 * refuse is then listed with its problems, as if it had been checked before it was shown.
 */
@ExtendWith(ApplicationExtension.class)
class ChecksOnceShownTest {
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void aLessonWhoseCheckIsFalseIsRefusedOnceTheChecksHaveRun(FxRobot robot, @TempDir Path dir) throws Exception {
        Path md = TeacherFolders.withAFalseCheck(dir);
        LessonSource source = new LessonSource(dir);
        Course read = source.read();
        ShownWindow.fx(() -> {
            window.lessonPanel().show(source, read);
            window.lessonPanel().checkWhenShown(read);
        });

        WaitForAsyncUtils.waitFor(
                10,
                TimeUnit.SECONDS,
                () -> WaitForAsyncUtils.asyncFx(() -> !window.lessons()
                                .courseProperty()
                                .get()
                                .errors()
                                .isEmpty())
                        .get());
        Course shown = WaitForAsyncUtils.asyncFx(
                        () -> window.lessons().courseProperty().get())
                .get();
        assertEquals(source.load(), shown, "the course as read and checked");
        assertEquals(
                List.of("03-pythagoras-straight-on"),
                shown.lessons().stream().map(Lesson::id).toList());
        assertEquals(
                "03-pythagoras-straight-on",
                WaitForAsyncUtils.asyncFx(() -> window.lessons().current().id()).get(),
                "the lesson open stays");
    }
}
