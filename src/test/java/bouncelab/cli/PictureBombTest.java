package bouncelab.cli;

import bouncelab.ChildJava;
import bouncelab.io.image.TestPictures;
import bouncelab.lessons.LessonSource;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson showing a 20000 x 20000 PNG: check-lessons said it held (pictures were not looked at), and render --lesson
 * of it said "internal error, please report: ... OutOfMemoryError". Both now name the file and line in one line.
 */
class PictureBombTest {
    private static final Path SHIPPED = Path.of(System.getProperty(LessonSource.DIR_PROPERTY, "lessons"));

    /** The course's first lesson, copied with the bomb shown under its title. */
    private static Path lessons(Path root) throws IOException {
        Path lesson = Files.createDirectories(root.resolve("01-the-frame-loop"));
        for (String f : List.of("lesson.md", "scenario.json")) {
            Files.copy(SHIPPED.resolve("01-the-frame-loop").resolve(f), lesson.resolve(f));
        }
        List<String> md = Files.readAllLines(lesson.resolve("lesson.md"));
        int body = md.subList(1, md.size()).indexOf("---") + 2; // the line after the front matter's end
        md.add(body, "![the court](bomb.png)");
        Files.write(lesson.resolve("lesson.md"), md);
        Files.write(lesson.resolve("bomb.png"), TestPictures.bomb(20_000, 20_000));
        return lesson;
    }

    private static String expected(Path lesson) throws IOException {
        int line = Files.readAllLines(lesson.resolve("lesson.md")).indexOf("![the court](bomb.png)") + 1;
        return lesson.resolve("lesson.md") + ":" + line + ": image 'bomb.png' is 20,000 x 20,000 pixels, and a "
                + "picture may be at most 4,096 x 4,096 pixels; make it smaller";
    }

    @Test
    void checkLessonsNamesTheFileAndLine(@TempDir Path root) throws IOException {
        Path lesson = lessons(root);
        CliRun r = CliRun.run("check-lessons", root.toString());
        assertEquals(2, r.status(), r.err());
        assertEquals(expected(lesson), r.err().strip());
    }

    /** In a Java of a school PC's size, as render runs from the command line. */
    @Test
    void renderOfTheLessonIsOneLineAndNoInternalError(@TempDir Path root) throws Exception {
        Path lesson = lessons(root);
        Process p = ChildJava.of(
                        List.of("-Xmx256m", "-D" + LessonSource.DIR_PROPERTY + "=" + root),
                        "bouncelab.Launcher",
                        "render",
                        "--lesson",
                        "01-the-frame-loop",
                        "--out",
                        root.resolve("out.png").toString())
                .start();
        p.getOutputStream().close();
        String err;
        try (InputStream in = p.getErrorStream()) {
            err = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS));
        assertEquals(2, p.exitValue(), err);
        assertFalse(err.contains("internal error"), err);
        assertEquals("option '--lesson' 01-the-frame-loop: " + expected(lesson), err.strip());
        assertFalse(Files.exists(root.resolve("out.png")));
    }
}
