package bouncelab;

import bouncelab.cli.BounceLabCli;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code bounce-lab PATH} opens the window on a shot or a lessons folder; everything else is the command line. */
class OpenArgumentTest {

    @Test
    void noArgumentsOrAShotFileOrAFolderOpenTheWindow(@TempDir Path dir) throws IOException {
        Path shot = Files.writeString(dir.resolve("pong.json"), "{}");
        assertTrue(OpenArgument.opensWindow(new String[0]));
        assertTrue(OpenArgument.opensWindow(new String[] {shot.toString()}));
        assertTrue(OpenArgument.opensWindow(new String[] {dir.toString()}), "a lessons folder");
    }

    @Test
    void aLanguageBeforeThemStillOpensTheWindow(@TempDir Path dir) throws IOException {
        Path shot = Files.writeString(dir.resolve("pong.json"), "{}");
        assertTrue(OpenArgument.opensWindow(new String[] {"--lang", "es"}));
        assertTrue(OpenArgument.opensWindow(new String[] {"--lang", "es", shot.toString()}));
        assertFalse(OpenArgument.opensWindow(new String[] {"--lang", "es", "render"}));
    }

    @Test
    void commandsOptionsAndWhatIsNotThereRunTheCommandLine(@TempDir Path dir) throws IOException {
        assertFalse(OpenArgument.opensWindow(new String[] {"--help"}));
        assertFalse(OpenArgument.opensWindow(new String[] {"render"}));
        assertFalse(
                OpenArgument.opensWindow(
                        new String[] {dir.resolve("missing.json").toString()}),
                "a shot that is not there: the command line says so in one line");
        Path notes = Files.writeString(dir.resolve("notes.txt"), "x");
        assertFalse(OpenArgument.opensWindow(new String[] {notes.toString()}));
        Path shot = Files.writeString(dir.resolve("a.json"), "{}");
        assertFalse(OpenArgument.opensWindow(new String[] {shot.toString(), "--size"}));
    }

    @Test
    void aCommandsNameIsTheCommandEvenWhereAFolderOfThatNameLies(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("grade"));
        assertTrue(BounceLabCli.isCommand("grade"));
        assertFalse(OpenArgument.opensWindow(new String[] {"grade"}));
    }
}
