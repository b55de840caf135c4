package bouncelab.cli;

import bouncelab.lessons.TeacherFolders;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --lessons DIR --lesson ID} draws a lesson from a teacher's own folder, as the worksheet does. */
class RenderLessonsOptionTest {

    @Test
    void aTeachersLessonIsDrawnFromTheFolderLessonsNames(@TempDir Path dir) throws Exception {
        Path mine = dir.resolve("mine");
        TeacherFolders.copy(Path.of("lessons", "04-pythagoras-corner"), mine.resolve("40-corner"));
        Path png = dir.resolve("corner.png");
        CliRun r = CliRun.run("render", "--lessons", mine.toString(), "--lesson", "40-corner", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.size(png) > 1000);
        CliRun without = CliRun.run("render", "--lesson", "40-corner", "--out", png.toString());
        assertEquals(2, without.status());
        assertTrue(without.err().startsWith("option '--lesson' 40-corner: no such lesson"), without.err());
        CliRun nowhere = CliRun.run(
                "render",
                "--lessons",
                dir.resolve("gone").toString(),
                "--lesson",
                "40-corner",
                "--out",
                png.toString());
        assertEquals(
                "option '--lessons' " + dir.resolve("gone") + ": not a folder",
                nowhere.err().strip());
    }
}
