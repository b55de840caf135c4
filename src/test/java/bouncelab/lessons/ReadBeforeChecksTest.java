package bouncelab.lessons;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's first appearance takes the course as read ({@link LessonSource#read()}) and runs the checks after:
 * read is the same course as read and checked, except that no lesson is refused for a false check.
 */
class ReadBeforeChecksTest {
    private static final Path SHIPPED = ShippedLessonsTest.lessonsDir();

    @Test
    void aSoundCourseReadIsTheCourseReadAndChecked() {
        LessonSource shipped = new LessonSource(SHIPPED);
        assertEquals(shipped.load(), shipped.read(), "nothing to replace once the checks have run");
        LessonSource jar = new LessonSource(null);
        assertEquals(jar.load(), jar.read());
    }

    @Test
    void aFalseCheckRefusesTheLessonOnlyOnceChecked(@TempDir Path dir) throws Exception {
        Path md = TeacherFolders.withAFalseCheck(dir);
        LessonSource source = new LessonSource(dir);

        Course read = source.read();
        assertEquals(
                List.of("03-pythagoras-straight-on", "04-pythagoras-corner"),
                read.lessons().stream().map(Lesson::id).toList());
        assertEquals(List.of(), read.errors());

        Course checked = source.load();
        assertEquals(
                List.of("03-pythagoras-straight-on"),
                checked.lessons().stream().map(Lesson::id).toList());
        assertEquals(1, checked.errors().size(), checked.errors().toString());
        assertTrue(
                checked.errors().get(0).describe().contains("is false"),
                checked.errors().get(0).describe());
    }
}
