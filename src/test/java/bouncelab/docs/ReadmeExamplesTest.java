package bouncelab.docs;

import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LoadResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README's examples are real: its scenario loads, and its small lesson loads and answers as the core does. */
class ReadmeExamplesTest {
    private static String readme() throws Exception {
        return Files.readString(Path.of("README.md"));
    }

    private static String block(String text, String fence, String lang) {
        Matcher m = Pattern.compile(
                        Pattern.quote(fence + lang) + "\\n(.*?)\\n" + Pattern.quote(fence) + "\\n", Pattern.DOTALL)
                .matcher(text);
        assertTrue(m.find(), "README has a " + fence + lang + " block");
        return m.group(1);
    }

    @Test
    void theScenarioExampleLoads() throws Exception {
        Scenario s = ScenarioLoader.parse(block(readme(), "```", "json"), "README.md");
        assertEquals(2, s.paddles().size());
        assertEquals(301, s.allBricks().size());
        assertEquals("swept", s.algorithm().fileName());
    }

    @Test
    void theLessonExampleLoadsAndItsAnswerIsWhatTheCoreComputes(@TempDir Path dir) throws Exception {
        Path folder = dir.resolve("01-a-ball-that-goes-through");
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("lesson.md"), block(readme(), "````", "markdown") + "\n");
        // a 4 px brick and a ball 30 px a frame: the shot of the tunnelling tests
        Files.writeString(folder.resolve("scenario.json"), """
                {"court": {"width": 800, "height": 600}, "dt": 0.016666666666666666,
                 "ball": {"x": 300, "y": 300, "radius": 5, "vx": 1800, "vy": 0},
                 "bricks": [{"id": "thin", "x": 400, "y": 250, "width": 4, "height": 100}],
                 "breakBricks": false}
                """);
        LoadResult r = LessonLoader.load(folder);
        Lesson lesson = assertInstanceOf(Lesson.class, r, r.toString());
        assertEquals(1, lesson.questions().size());
        assertEquals(2, lesson.actions().size());
        assertEquals(List.of(), lesson.failedChecks());
    }

    /** The course table names each lesson as the app lists it: its number and its title. */
    @Test
    void theCourseTableHasTheLessonsTitlesAsTheAppShowsThem() throws Exception {
        String readme = readme();
        var course = LessonLoader.loadAll(Path.of("lessons"));
        assertEquals(List.of(), course.errors());
        for (Lesson l : course.lessons()) {
            String row = "| " + l.order() + ". " + l.title() + " |";
            assertTrue(readme.contains(row), "README's course table has " + row);
        }
    }
}
