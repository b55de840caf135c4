package bouncelab.lessons;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Found by NullAway: an index that cannot be read with an error that carries no message (many an IOException has
 * none) gave a LessonError of null, which threw a NullPointerException instead of saying the course cannot be read.
 */
class LessonIndexUnreadableTest {
    @Test
    void anIndexThatFailsWithoutAMessageIsStillOneLineSayingSo() {
        ClassLoader failing = new ClassLoader(null) {
            @Override
            public InputStream getResourceAsStream(String name) {
                return new InputStream() {
                    @Override
                    public int read() throws IOException {
                        throw new IOException(); // no message
                    }
                };
            }
        };

        Course course = LessonLoader.loadFromClasspath(failing, Locale.ENGLISH, false);

        assertTrue(course.lessons().isEmpty());
        assertEquals(1, course.errors().size());
        assertEquals(
                "/lessons/index.txt:0: an input or output error",
                course.errors().get(0).describe());
    }
}
