package bouncelab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 32: a scenario file the command refuses is named with its line as always, the words after the place in the
 * {@code --lang} language; without --lang the English line is the one it always was.
 */
class RefusedFileLangTest {
    @Test
    void traceAndRenderSayABadScenarioInSpanish(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, """
                {
                  "court": {"width": 800, "height": 600},
                  "dt": 0.02,
                  "ball": {"x": 400, "y": 300, "radius": -3, "vx": 600, "vy": 200}
                }
                """);
        CliRun es = CliRun.run("trace", "--lang", "es", bad.toString());
        assertEquals(2, es.status());
        assertEquals(
                bad + ":4: campo 'ball.radius': no puede ser negativo, pero es -3",
                es.err().strip());
        CliRun render = CliRun.run(
                "--lang",
                "es",
                "render",
                "--scenario",
                bad.toString(),
                "--out",
                dir.resolve("x.png").toString());
        assertEquals(
                bad + ":4: campo 'ball.radius': no puede ser negativo, pero es -3",
                render.err().strip());
        CliRun en = CliRun.run("trace", bad.toString());
        assertEquals(
                bad + ":4: field 'ball.radius': must not be negative, got -3",
                en.err().strip());
    }

    @Test
    void checkLessonsSaysALessonsMistakeInSpanish(@TempDir Path dir) throws Exception {
        Path lesson = Files.createDirectories(dir.resolve("01-x"));
        Files.writeString(lesson.resolve("lesson.md"), "---\ntitle: X\narticle: Y\nframe: none\n---\n\nText.\n");
        CliRun es = CliRun.run("check-lessons", "--lang", "es", dir.toString());
        assertEquals(2, es.status());
        String lines = es.err();
        String md = lesson.resolve("lesson.md").toString();
        String json = lesson.resolve("scenario.json").toString();
        assertEquals(true, lines.contains(json + ":0: falta scenario.json\n"), lines);
        assertEquals(true, lines.contains(md + ":4: frame debe ser un número entero de 1 a "), lines);
        CliRun en = CliRun.run("check-lessons", dir.toString());
        assertEquals(true, en.err().contains(json + ":0: missing scenario.json\n"), en.err());
    }
}
