package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import java.util.List;
import org.junit.jupiter.api.Test;

import static bouncelab.cli.CliRun.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code trace --describe}: a "description" per frame, and the lines without it unchanged. */
class TraceDescribeTest {
    private static final String LESSON_6 = "lessons/06-tunnelling/scenario.json";

    @Test
    void lessonSixsFrameTenNamesTheTunnel() {
        CliRun r = CliRun.run("trace", LESSON_6, "--frames", "10", "--describe");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.lines();
        JsonObject f10 = CliRun.parse(lines.get(9));
        assertEquals(
                "Frame 10: the ball moved 30 px right, from x = 690 to 720. It passed through the paddle "
                        + "'right' between the frame's two ends: the Pythagoras test looked only at the end and did not see "
                        + "it — tunnelled.",
                str(f10, "description"));
        assertTrue(
                lines.get(9)
                        .endsWith(",\"out\":false,\"description\":\"Frame 10: the ball moved 30 px right, "
                                + "from x = 690 to 720. It passed through the paddle 'right' between the frame's two ends: the "
                                + "Pythagoras test looked only at the end and did not see it — tunnelled.\"}"),
                lines.get(9));
        assertEquals(
                "Frame 1: the ball moved 30 px right, from x = 420 to 450. It hit nothing.",
                str(CliRun.parse(lines.get(0)), "description"));
    }

    @Test
    void inSpanishWithLang() {
        CliRun r = CliRun.run("trace", LESSON_6, "--frames", "10", "--describe", "--lang", "es");
        assertEquals(0, r.status(), r.err());
        assertEquals(
                "Fotograma 10: la pelota avanzó 30 px hacia la derecha, de x = 690 a 720. Atravesó la pala "
                        + "«right» entre los dos extremos del fotograma: la prueba de Pitágoras solo miró el final y no la vio: "
                        + "efecto túnel.",
                str(CliRun.parse(r.lines().get(9)), "description"));
    }

    @Test
    void withoutDescribeTheLinesAreAsBefore() {
        List<String> plain = CliRun.run("trace", LESSON_6, "--frames", "10").lines();
        List<String> described =
                CliRun.run("trace", LESSON_6, "--frames", "10", "--describe").lines();
        for (int i = 0; i < plain.size(); i++) {
            assertFalse(plain.get(i).contains("description"), plain.get(i));
            String d = described.get(i);
            assertEquals(plain.get(i), d.substring(0, d.indexOf(",\"description\":")) + "}");
        }
    }
}
