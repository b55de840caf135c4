package bouncelab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The whole course is in Spanish: every lesson the course lists has its lesson.es.md, and each holds under
 * {@code check-lessons --lang es} (its own checks and warnings, and its structure against lesson.md's). A lesson
 * falling back to English would still "hold", so the one line check-lessons prints must be the summary alone, with
 * no list of lessons not yet written in Spanish after it.
 */
class SpanishCourseTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));

    @Test
    void everyLessonOfTheCourseIsInSpanishAndHolds() throws IOException {
        List<String> listed = Files.readAllLines(SHIPPED.resolve("index.txt")).stream()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
        CliRun r = CliRun.run("check-lessons", "--lang", "es", SHIPPED.toString());
        assertEquals(0, r.status(), r.err() + r.out());
        assertEquals("", r.err());
        assertEquals(1, r.lines().size(), "every lesson is in Spanish, none shown in English: " + r.out());
        assertTrue(r.out().startsWith(SHIPPED + ": " + listed.size() + " lecciones se sostienen ("), r.out());
        for (String lesson : listed) {
            assertTrue(Files.isRegularFile(SHIPPED.resolve(lesson).resolve("lesson.es.md")), lesson);
        }
    }
}
