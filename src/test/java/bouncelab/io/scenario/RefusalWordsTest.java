package bouncelab.io.scenario;

import bouncelab.io.file.SafeRead;
import bouncelab.words.Languages;
import bouncelab.words.Words;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: a scenario file's refusal is a key and its arguments that the one showing it says in its language: the
 * same FILE:LINE: place, its words in Spanish (or pseudo); in English the very message the exception carries.
 */
class RefusalWordsTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));
    private static final String BASE = """
            {
              "court": {"width": 800, "height": 600},
              "dt": 0.02,
              "ball": {"x": 400, "y": 300, "radius": 10, "vx": 600, "vy": 200},
              "algorithm": "swept"
            }
            """;

    private static ScenarioException refused(String from, String to) {
        assertTrue(BASE.contains(from), from);
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(BASE.replace(from, to), "bad.json"));
    }

    @Test
    void aFieldsRefusalInSpanish() {
        ScenarioException e = refused("\"radius\": 10", "\"radius\": -3");
        assertEquals("bad.json:4: field 'ball.radius': must not be negative, got -3", e.getMessage());
        assertEquals("bad.json:4: campo 'ball.radius': no puede ser negativo, pero es -3", SPANISH.line(e));
        assertEquals(e.getMessage(), Words.ENGLISH.line(e));

        ScenarioException kind = refused("\"dt\": 0.02", "\"dt\": \"ten\"");
        assertEquals("bad.json:3: campo 'dt': debe ser un número, pero es la cadena \"ten\"", SPANISH.line(kind));
        ScenarioException missing = refused("\"dt\": 0.02,", "");
        assertEquals("bad.json:1: campo 'dt': falta (es obligatorio)", SPANISH.line(missing));
    }

    @Test
    void jsonSyntaxAndTheBallsStartInSpanish() {
        ScenarioException syntax = refused("\"dt\": 0.02,", "\"dt\": 0.02");
        assertEquals("bad.json:4:3: expected ',' or '}' but found '\"'", syntax.getMessage());
        assertEquals("bad.json:4:3: se esperaba ',' o '}', pero se encontró '\"'", SPANISH.line(syntax));
        ScenarioException walls = refused("\"x\": 400, \"y\": 300", "\"x\": 5, \"y\": 5");
        assertEquals(
                "bad.json:4: field 'ball': starts inside the left and top walls: radius 10 at (5, 5) overlaps 2 walls"
                        + " of the 800 x 600 court",
                walls.getMessage());
        assertEquals(
                "bad.json:4: campo 'ball': empieza dentro de las paredes izquierda y de arriba: con radio 10 en (5, 5)"
                        + " se solapa con 2 paredes de la pista de 800 x 600",
                SPANISH.line(walls));
    }

    @Test
    void aFileThatCannotBeReadInSpanishAndPseudo(@TempDir Path dir) throws Exception {
        Path folder = Files.createDirectory(dir.resolve("shot.json"));
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.loadShot(folder));
        assertEquals(folder + ":0: cannot read the file: it is a folder", e.getMessage());
        assertEquals(folder + ":0: no se puede leer el archivo: es una carpeta", SPANISH.line(e));
        String pseudo = Words.of(Languages.PSEUDO).line(e);
        assertTrue(pseudo.startsWith(folder + ":0: "), pseudo);
        assertFalse(pseudo.substring(folder.toString().length()).matches(".*[a-z]{2,}.*"), pseudo);

        SafeRead.Refused missing =
                assertThrows(SafeRead.Refused.class, () -> SafeRead.text(dir.resolve("gone.json"), "gone.json", 100));
        assertEquals("gone.json:0: cannot read the file: it does not exist", missing.getMessage());
        assertEquals("gone.json:0: no se puede leer el archivo: no existe", SPANISH.line(missing));
    }
}
