package bouncelab.student;

import bouncelab.words.Words;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Issue 32: a student's file grade cannot read is refused in grade's language, its reader's words said in it. */
class StudentFileWordsTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));

    @Test
    void aFolderAndABrokenShotInSpanish(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("ana.pde"));
        IOException notAFile = assertThrows(IOException.class, () -> StudentFile.read(folder, SPANISH));
        assertEquals("ana.pde: es una carpeta", notAFile.getMessage());
        assertEquals(
                "ana.pde: it is a folder",
                assertThrows(IOException.class, () -> StudentFile.read(folder, Words.ENGLISH))
                        .getMessage());

        Path shot = Files.writeString(dir.resolve("luis.json"), "{\"yours\": 3,}");
        IOException broken = assertThrows(IOException.class, () -> StudentFile.read(shot, SPANISH));
        assertEquals(
                "luis.json no es un tiro guardado desde Bounce Lab: línea 1: se esperaba un nombre de campo entre"
                        + " comillas dobles, pero se encontró '}'",
                broken.getMessage());
    }
}
