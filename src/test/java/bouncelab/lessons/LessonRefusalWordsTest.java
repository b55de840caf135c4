package bouncelab.lessons;

import bouncelab.words.Words;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: a lesson's format errors are refusals said in the language of the one showing them: the same
 * FILE:LINE: place, the words from the Refusals book (Spanish here); the English is the line it always was.
 */
class LessonRefusalWordsTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));

    private static List<LessonError> errors(Path root) {
        return LessonLoader.loadAll(root).errors();
    }

    @Test
    void frontMatterAndQuestionMistakesInSpanish(@TempDir Path root) {
        String front = LessonFolders.FRONT.replace("frame: 1", "frame: 1\ncolour: red");
        String body = LessonFolders.BODY.replace("answer: no", "answer: maybe");
        Path dir = LessonFolders.write(root, "01-bad", front + body, LessonFolders.SCENARIO);
        List<LessonError> errors = errors(root);
        String file = dir.resolve("lesson.md").toString();
        assertEquals(2, errors.size(), errors.toString());
        LessonError key = errors.get(0);
        assertEquals(
                file + ":7: unknown front matter key 'colour' (one of title, article, author, algorithm, rules,"
                        + " overlays, frame, zoom, task, task-check)",
                key.describe());
        assertEquals(
                file + ":7: clave de cabecera desconocida 'colour' (una de title, article, author, algorithm, rules,"
                        + " overlays, frame, zoom, task, task-check)",
                SPANISH.line(key));
        assertEquals(key.describe(), Words.ENGLISH.line(key));

        LessonError answer = errors.get(1); // a line further down, for the front matter's extra line
        assertEquals(file + ":17: the answer 'maybe' is not one of the choices (yes | no)", answer.describe());
        assertEquals(file + ":17: la respuesta 'maybe' no es ninguna de las opciones (yes | no)", SPANISH.line(answer));
    }

    @Test
    void aMissingFileAndABadScenarioInSpanish(@TempDir Path root) {
        Path dir = LessonFolders.write(root, "02-bad", LessonFolders.FRONT + LessonFolders.BODY, null);
        LessonError missing = errors(root).get(0);
        assertEquals(dir.resolve("scenario.json") + ":0: falta scenario.json", SPANISH.line(missing));

        LessonFolders.write(
                root,
                "02-bad",
                LessonFolders.FRONT + LessonFolders.BODY,
                LessonFolders.SCENARIO.replace("\"dt\": 0.02", "\"dt\": -1"));
        LessonError scenario = errors(root).get(0);
        assertEquals(dir.resolve("scenario.json") + ":3: field 'dt': must be positive, got -1", scenario.describe());
        assertEquals(
                dir.resolve("scenario.json") + ":3: campo 'dt': debe ser positivo, pero es -1", SPANISH.line(scenario));
    }

    @Test
    void aPicturesRefusalInSpanish(@TempDir Path root) throws Exception {
        String body = LessonFolders.BODY.replace("# Hello", "# Hello\n\n![a court](court.png)");
        Path dir = LessonFolders.write(root, "03-bad", LessonFolders.FRONT + body, LessonFolders.SCENARIO);
        Files.writeString(dir.resolve("court.png"), "not a picture at all");
        LessonError picture = errors(root).get(0);
        String file = dir.resolve("lesson.md").toString();
        assertEquals(
                file + ":11: image 'court.png' cannot be shown: it is not a PNG, JPEG or GIF picture",
                picture.describe());
        assertEquals(
                file + ":11: la imagen 'court.png' no se puede mostrar: no es una imagen PNG, JPEG ni GIF",
                SPANISH.line(picture));
    }

    @Test
    void anActionLinksAndACheckInSpanish(@TempDir Path root) {
        String body = LessonFolders.BODY
                .replace("(action:frame=2)", "(action:frame=0)")
                .replace("no event bounce at frame 2", "no event bonk at frame 2");
        Path dir = LessonFolders.write(root, "04-bad", LessonFolders.FRONT + body, LessonFolders.SCENARIO);
        List<LessonError> errors = errors(root);
        String file = dir.resolve("lesson.md").toString();
        assertEquals(2, errors.size(), errors.toString());
        assertEquals(
                file + ":11: action link 'action:frame=0': frame must be a whole number from 1 to 600, not '0'",
                errors.get(0).describe());
        assertEquals(
                file + ":11: enlace de acción 'action:frame=0': frame debe ser un número entero de 1 a 600, no '0'",
                SPANISH.line(errors.get(0)));
        String check = SPANISH.line(errors.get(1));
        assertTrue(check.startsWith(file + ":17: check: evento desconocido 'bonk' (uno de "), check);
    }

    @Test
    void aPlaceholdersRefusalInSpanish(@TempDir Path root) {
        String body = LessonFolders.BODY.replace("{{ball.x}}", "{{paddle.left.x}}");
        Path dir = LessonFolders.write(root, "05-bad", LessonFolders.FRONT + body, LessonFolders.SCENARIO);
        LessonError placeholder = errors(root).get(0);
        String file = dir.resolve("lesson.md").toString();
        assertEquals(file + ":11: 'paddle.left.x': no paddle 'left' in the scenario", placeholder.describe());
        assertEquals(
                file + ":11: 'paddle.left.x': no hay ninguna pala 'left' en el escenario", SPANISH.line(placeholder));
    }

    @Test
    void anAssignmentsTaskRefusedInSpanish() {
        TaskMarkdown.Read read = TaskMarkdown.read("# Task\n\nWrite it.\n\n![court](court.png)\n");
        assertEquals(
                "line 5: a task shows no pictures (it has no folder of its own); describe it in words", read.problem());
        assertEquals(
                "línea 5: un enunciado no muestra imágenes (no tiene carpeta propia); descríbalas con palabras",
                SPANISH.refusal(read.why()));
    }
}
