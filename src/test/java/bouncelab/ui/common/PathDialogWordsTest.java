package bouncelab.ui.common;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Issue 32: where to open or save is asked, and refused, in the window's language; English as it always was. */
class PathDialogWordsTest {
    private static final PathDialog.Format JSON = new PathDialog.Format("shot", ".json");

    @AfterEach
    void english() {
        UiWords.use(Locale.ENGLISH);
    }

    @Test
    void aMissingFileOrFolderIsSaidInSpanish(@TempDir Path dir) {
        Path missing = dir.resolve("nada.json");
        UiWords.use(Locale.forLanguageTag("es"));
        assertEquals(
                "No existe el archivo " + missing + ".",
                PathDialog.problem(PathDialog.Purpose.OPEN_FILE, missing.toString(), JSON));
        assertEquals(
                dir + " es una carpeta: añade un nombre de archivo.",
                PathDialog.problem(PathDialog.Purpose.SAVE_FILE, dir.toString(), JSON));
        assertEquals("Cancelar", DialogButtons.cancel().getText());
        UiWords.use(Locale.ENGLISH);
        assertEquals(
                "There is no file " + missing + ".",
                PathDialog.problem(PathDialog.Purpose.OPEN_FILE, missing.toString(), JSON));
        assertEquals("Cancel", DialogButtons.cancel().getText());
    }
}
