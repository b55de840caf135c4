package bouncelab.cli;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 32: the command line's own refusals of its options and arguments are said in the {@code --lang} language;
 * without it, in the English they always had.
 */
class CommandRefusalsLangTest {
    private static void refused(String expected, String... args) {
        CliRun r = CliRun.run(args);
        assertEquals(2, r.status(), r.err());
        assertEquals(expected, r.err().strip());
        assertEquals("", r.out());
    }

    @Test
    void renderSaysItsOptionsWrongInSpanishAndInEnglish(@TempDir Path dir) {
        String out = dir.resolve("x.png").toString();
        refused(
                "opción '--size': debe estar entre 320x240 y 7680x4320 pero es 10x10",
                "render",
                "--lang",
                "es",
                "--lesson",
                "06-tunnelling",
                "--size",
                "10x10",
                "--out",
                out);
        refused(
                "option '--size': must be from 320x240 to 7680x4320 but is 10x10",
                "render",
                "--lesson",
                "06-tunnelling",
                "--size",
                "10x10",
                "--out",
                out);
        refused(
                "opción '--out': el archivo debe terminar en .png: " + dir.resolve("x.jpg"),
                "render",
                "--lang",
                "es",
                "--lesson",
                "06-tunnelling",
                "--out",
                dir.resolve("x.jpg").toString());
        refused("render: indica --scenario FILE o bien --lesson ID", "render", "--lang", "es", "--out", out);
    }

    @Test
    void traceGradeAndCheckLessonsToo(@TempDir Path dir) {
        refused("trace: indica SCENARIO.json o bien --lesson ID", "trace", "--lang", "es");
        refused(
                "opción '--frames': debe ser 0 o más pero es -1",
                "trace",
                "--lang",
                "es",
                "--frames",
                "-1",
                "--lesson",
                "06-tunnelling");
        Path none = dir.resolve("nadie.pde");
        refused(none + ": no existe ese archivo ni esa carpeta", "grade", "--lang", "es", none.toString());
        refused(none + ": no such file or folder", "grade", none.toString());
        refused("DIR " + none + ": no es una carpeta", "check-lessons", "--lang", "es", none.toString());
        refused(
                "opción '--lesson' 99-nada: no existe esa lección (es una de 01-the-frame-loop, "
                        + "02-simple-bounding-box, 03-pythagoras-straight-on, 04-pythagoras-corner, "
                        + "05-intersection-centre, 06-tunnelling, 07-segment-intercept, 08-expanded-edges, "
                        + "09-phantom-corners, 10-several-hits-in-one-frame, 11-paddle-control, 12-side-hit-bug, "
                        + "13-broad-phase, 14-pong-drops-the-rest, 15-what-the-xna-code-does, 16-whole-halves, "
                        + "17-write-your-own-test)",
                "worksheet",
                "--lang",
                "es",
                "--lesson",
                "99-nada",
                "--out",
                dir.resolve("w.pdf").toString());
    }
}
