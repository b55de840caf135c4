package bouncelab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code worksheet --lang es} prints the lesson's Spanish (its lesson.es.md); without it, lesson.md's English. */
class WorksheetLangTest {
    @Test
    void theWorksheetPrintsTheLessonInTheLanguageAsked(@TempDir Path dir) throws Exception {
        Path es = dir.resolve("es.html");
        CliRun r = CliRun.run("worksheet", "--lang", "es", "--lesson", "01-the-frame-loop", "--out", es.toString());
        assertEquals(0, r.status(), r.err());
        String spanish = Files.readString(es);
        assertTrue(spanish.contains("¿Dónde estará el centro de la pelota al final del fotograma 4?"), spanish);
        assertFalse(spanish.contains("Where will the ball"), spanish);

        Path en = dir.resolve("en.html");
        assertEquals(
                0,
                CliRun.run("worksheet", "--lesson", "01-the-frame-loop", "--out", en.toString())
                        .status());
        assertTrue(
                Files.readString(en).contains("Where will the ball&#39;s centre be")
                        || Files.readString(en).contains("Where will the ball's centre be"),
                Files.readString(en));
    }
}
