package bouncelab.ui.lesson;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.ui.ShownWindow;
import bouncelab.ui.window.MainWindow;
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
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The window shows the course as read and runs its lessons' checks once on screen (the app's start): a lesson they
 * refuse is then listed with its problems, as if it had been checked before it was shown.
 */
@ExtendWith(ApplicationExtension.class)
class ChecksOnceShownTest {
    private static final Path SHIPPED = Path.of(System.getProperty(LessonSource.DIR_PROPERTY, "lessons"));
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = ShownWindow.on(stage);
    }

    @Test
    void aLessonWhoseCheckIsFalseIsRefusedOnceTheChecksHaveRun(FxRobot robot, @TempDir Path dir) throws Exception {
        copy(SHIPPED.resolve("03-pythagoras-straight-on"), dir.resolve("03-pythagoras-straight-on"));
        copy(SHIPPED.resolve("04-pythagoras-corner"), dir.resolve("04-pythagoras-corner"));
        Path md = dir.resolve("04-pythagoras-corner/lesson.md");
        Files.writeString(md, Files.readString(md).replace("check: pythagoras.cornerDistance = 61 at frame 3",
                "check: pythagoras.cornerDistance = 64 at frame 3"));
        LessonSource source = new LessonSource(dir);
        Course read = source.read();
        ShownWindow.fx(() -> {
            window.lessonPanel().show(source, read);
            window.lessonPanel().checkWhenShown(read);
        });

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> !window.lessons().courseProperty().get().errors().isEmpty()).get());
        Course shown = WaitForAsyncUtils.asyncFx(() -> window.lessons().courseProperty().get()).get();
        assertEquals(source.load(), shown, "the course as read and checked");
        assertEquals(List.of("03-pythagoras-straight-on"), shown.lessons().stream().map(Lesson::id).toList());
        assertEquals("03-pythagoras-straight-on",
                WaitForAsyncUtils.asyncFx(() -> window.lessons().current().id()).get(), "the lesson open stays");
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
