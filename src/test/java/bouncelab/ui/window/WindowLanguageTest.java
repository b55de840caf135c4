package bouncelab.ui.window;

import bouncelab.io.prefs.Preferences;
import bouncelab.io.prefs.PreferencesFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which language the window opens in: --lang, else the one kept in the preferences, else the system's. */
class WindowLanguageTest {
    private static final Locale ES = Locale.forLanguageTag("es");

    @Test
    void langOnTheCommandLineWinsOverTheKeptOne(@TempDir Path dir) throws IOException {
        PreferencesFile prefs = new PreferencesFile(dir.resolve("p.properties"));
        prefs.save(Preferences.DEFAULTS.withLanguage("en"));
        assertEquals(ES, WindowLanguage.chosen(List.of("--lang", "es"), prefs));
        assertEquals(Locale.ENGLISH, WindowLanguage.chosen(List.of(), prefs));
        prefs.save(Preferences.DEFAULTS.withLanguage("es"));
        assertEquals(ES, WindowLanguage.chosen(List.of("shot.json"), prefs));
    }

    @Test
    void withNothingChosenTheSystemsLanguageWhenShipped(@TempDir Path dir) {
        PreferencesFile none = new PreferencesFile(dir.resolve("none.properties"));
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.forLanguageTag("es-AR"));
            assertEquals(ES, WindowLanguage.chosen(List.of(), none));
            Locale.setDefault(Locale.JAPAN);
            assertEquals(Locale.ENGLISH, WindowLanguage.chosen(List.of(), none));
        } finally {
            Locale.setDefault(before);
        }
    }

    @Test
    void theLanguageOptionIsTakenOffWhatIsOpened() {
        assertEquals(List.of("shot.json"), WindowLanguage.rest(List.of("--lang", "es", "shot.json")));
        assertEquals(List.of("shot.json"), WindowLanguage.rest(List.of("shot.json")));
    }
}
