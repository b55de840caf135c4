package bouncelab.ui;

import bouncelab.ui.common.UiWords;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.window.ShotFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** Issue 32: a shot the window cannot open is named with its line, and said in the window's language. */
class RefusedShotWordsTest {
    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void aBadShotIsRefusedInTheWindowsLanguage(@TempDir Path dir) throws Exception {
        Path bad = dir.resolve("bad.json");
        Files.writeString(bad, "{\n  \"court\": {\"width\": 800, \"height\": 600},\n  \"dt\": \"fast\"\n}\n");
        List<String> errors = new ArrayList<>();
        UiWords.use(Locale.forLanguageTag("es"));
        ShotFiles files = new ShotFiles(new PlaybackModel(DefaultShot.pong()), null, s -> {}, errors::add);
        assertFalse(files.open(bad));
        assertEquals(
                List.of("No se ha podido abrir; el tiro de la pantalla no cambia. " + bad
                        + ":3: campo 'dt': debe ser un número, pero es la cadena \"fast\""),
                errors);
    }
}
