package bouncelab.io.prefs;

import bouncelab.words.Words;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 32: what the preferences file could not use is said in the window's language; English as it was. */
class PreferencesRefusalWordsTest {
    @Test
    void theNoticeInSpanish(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("preferences.properties");
        Files.writeString(f, "theme=purple\nsounds=loud\n");
        PreferencesFile file = new PreferencesFile(f);
        PreferencesFile.Loaded l = file.load();
        assertEquals(
                "Preferences file " + f + ": theme 'purple' is not light, dark, high-contrast or projector;"
                        + " sounds 'loud' is not on or off. Using the defaults for it; the file as it was is kept as"
                        + " preferences.properties.bad.",
                file.notice(l));
        assertEquals(file.notice(l), Words.ENGLISH.refusal(file.noticeWhy(l)));
        assertEquals(
                "Archivo de preferencias " + f + ": theme 'purple' no es light, dark, high-contrast ni projector;"
                        + " sounds 'loud' no es on ni off. Se usan los valores por omisión para eso; el archivo tal como"
                        + " estaba se guarda como preferences.properties.bad.",
                Words.of(Locale.forLanguageTag("es")).refusal(file.noticeWhy(l)));
    }
}
