package bouncelab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render --lang CODE}: the window drawn in that language; English unless asked; what is no code refused. */
class RenderLanguageTest {

    @Test
    void spanishIsDrawnInSpanishAndEnglishStaysAsItWas(@TempDir Path dir) throws Exception {
        Path plain = dir.resolve("plain.png"), en = dir.resolve("en.png"), es = dir.resolve("es.png");
        assertEquals(
                0,
                CliRun.run("render", "--lesson", "06-tunnelling", "--out", plain.toString())
                        .status());
        assertEquals(
                0,
                CliRun.run("render", "--lesson", "06-tunnelling", "--lang", "en", "--out", en.toString())
                        .status());
        CliRun spanish = CliRun.run("render", "--lesson", "06-tunnelling", "--lang", "es", "--out", es.toString());
        assertEquals(0, spanish.status(), spanish.err());
        assertTrue(Arrays.equals(Files.readAllBytes(plain), Files.readAllBytes(en)), "English unless asked");
        assertFalse(Arrays.equals(Files.readAllBytes(en), Files.readAllBytes(es)), "Spanish words drawn");
        // the next picture in this Java is English again
        Path again = dir.resolve("again.png");
        assertEquals(
                0,
                CliRun.run("render", "--lesson", "06-tunnelling", "--out", again.toString())
                        .status());
        assertTrue(Arrays.equals(Files.readAllBytes(plain), Files.readAllBytes(again)));
    }

    @Test
    void whatIsNoLanguageCodeIsRefusedInOneLine(@TempDir Path dir) {
        for (String command : new String[] {"render", "worksheet", "grade"}) {
            CliRun r = CliRun.run(
                    command,
                    "--lang",
                    "e$",
                    "--lesson",
                    "06-tunnelling",
                    "--out",
                    dir.resolve("x.png").toString());
            assertEquals(2, r.status(), command);
            assertEquals(1, r.err().strip().lines().count(), r.err());
            assertTrue(r.err().contains("must be a language code such as es"), command + ": " + r.err());
        }
    }

    @Test
    void everyCommandThatSpeaksToAPersonTakesLang() {
        for (String command : new String[] {"render", "worksheet", "trace", "check-lessons", "grade"}) {
            CliRun help = CliRun.run(command, "--help");
            assertTrue(help.out().contains("--lang=CODE"), command + ": " + help.out());
        }
    }
}
