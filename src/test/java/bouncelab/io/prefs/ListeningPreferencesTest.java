package bouncelab.io.prefs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The View menu's two switches for students who listen: off at first, remembered, a bad value named. */
class ListeningPreferencesTest {
    @Test
    void bothOffAtFirstAndRememberedWhenOn(@TempDir Path dir) throws IOException {
        assertFalse(Preferences.DEFAULTS.describeFrames());
        assertFalse(Preferences.DEFAULTS.sounds());
        PreferencesFile file = new PreferencesFile(dir.resolve("p.properties"));
        Preferences on = Preferences.DEFAULTS.withDescribeFrames(true).withSounds(true);
        file.save(on);
        assertEquals(on, file.load().preferences());
        String text = Files.readString(file.path());
        assertTrue(text.contains("describe.frames=on\n") && text.contains("sounds=on\n"), text);
    }

    @Test
    void aFileFromBeforeTheSwitchesHasThemOffWithoutComplaint(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        Files.writeString(f, "theme=dark\nfont.size=16\noverlays=path\n");
        PreferencesFile.Loaded l = new PreferencesFile(f).load();
        assertEquals(List.of(), l.problems());
        assertFalse(l.preferences().sounds());
        assertFalse(l.preferences().describeFrames());
    }

    @Test
    void aValueNeitherOnNorOffIsNamedAndLeftOff(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p.properties");
        Files.writeString(f, "sounds=loud\n");
        PreferencesFile.Loaded l = new PreferencesFile(f).load();
        assertEquals(List.of("sounds 'loud' is not on or off"), l.problems());
        assertFalse(l.preferences().sounds());
    }
}
