package bouncelab.lessons;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Lessons are data in, a Lesson value out: no JavaFX, so they load and are tested without a display. */
class LessonsHaveNoJavaFxTest {
    @Test
    void noLessonsSourceMentionsJavaFx() throws IOException {
        Path dir = Path.of("src/main/java/bouncelab/lessons");
        assertTrue(Files.isDirectory(dir));
        List<Path> offenders;
        try (Stream<Path> files = Files.walk(dir)) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                try {
                    return Files.readString(p).contains("javafx");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertEquals(List.of(), offenders);
    }
}
