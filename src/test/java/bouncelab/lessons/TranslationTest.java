package bouncelab.lessons;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lessons per language: lesson.es.md beside lesson.md is what a lesson says in Spanish; a lesson with no
 * translation is shown in English with a note; a translation whose structure departs from lesson.md's (a question
 * gone, a placeholder changed, a choice more) is refused at its line.
 */
class TranslationTest {
    private static final Locale ES = Locale.forLanguageTag("es");

    /** {@link LessonFolders#FRONT} and {@link LessonFolders#BODY} in Spanish, line for line. */
    private static final String FRONT_ES = """
            ---
            title: Una buena lección
            article: "Pong - Collision Detection"
            algorithm: pythagoras
            overlays: path, labels
            frame: 1
            ---
            """;

    private static final String BODY_ES = """

            # Hola

            La pelota acaba el fotograma {{frame}} en x = {{ball.x}}. [Avanza](action:frame=2)

            ```question
            ask: ¿Llega la pelota a la pala en el fotograma 2?
            choices: sí | no
            answer: no
            check: no event bounce at frame 2
            ```
            """;

    private static Path translated(Path root, String md) throws IOException {
        Path dir = LessonFolders.good(root, "01-hello");
        Files.writeString(dir.resolve("lesson.es.md"), md, StandardCharsets.UTF_8);
        return dir;
    }

    private static List<String> problems(Path dir) {
        Course c = LessonLoader.loadAll(dir.getParent(), ES);
        assertEquals(List.of(), c.lessons(), "refused");
        return c.errors().stream().map(LessonError::describe).toList();
    }

    @Test
    void aLessonInSpanishIsReadFromLessonEsMd(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES);
        Lesson es = assertInstanceOf(Lesson.class, LessonLoader.load(new DiskFolder(dir), ES));
        assertEquals("Una buena lección", es.title());
        assertEquals("lesson.es.md", es.file());
        assertTrue(es.translated());
        assertFalse(es.untranslated());
        assertEquals(List.of("sí", "no"), es.questions().get(0).choices());
        // the same folder in English is lesson.md, as before
        Lesson en = assertInstanceOf(Lesson.class, LessonLoader.load(dir));
        assertEquals("A good lesson", en.title());
        assertFalse(en.translated() || en.untranslated());
        // the course in Spanish, from a lessons folder
        assertEquals(
                List.of("Una buena lección"),
                LessonLoader.loadAll(root, ES).lessons().stream()
                        .map(Lesson::title)
                        .toList());
    }

    @Test
    void aLessonNotYetTranslatedFallsBackToEnglishWithANote(@TempDir Path root) {
        Path dir = LessonFolders.good(root, "01-hello");
        Lesson l = assertInstanceOf(Lesson.class, LessonLoader.load(new DiskFolder(dir), ES));
        assertEquals("A good lesson", l.title());
        assertEquals("lesson.md", l.file());
        assertTrue(l.untranslated());
        assertEquals(
                "Esta lección todavía no está escrita en español, así que se muestra en inglés.",
                LessonWords.untranslatedNote(l.language()));
        // a language with no words of its own says it in English, naming the language in English
        assertEquals(
                "This lesson is not yet written in French, so it is shown in English.",
                LessonWords.untranslatedNote(Locale.FRENCH));
    }

    @Test
    void theTranslationIsCheckedAsTheOriginalIs(@TempDir Path root) throws IOException {
        Path dir = translated(
                root,
                FRONT_ES
                        + BODY_ES.replace(
                                "[Avanza](action:frame=2)", "[Avanza](action:frame=2) [web](https://example.org)"));
        List<String> p = problems(dir);
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).startsWith(dir.resolve("lesson.es.md") + ":11: "), p.get(0));
        assertTrue(p.get(0).contains("https://example.org"), p.get(0));
    }

    @Test
    void aTranslationIsWarnedAboutInItsOwnLanguage(@TempDir Path root) throws IOException {
        Path dir = translated(
                root,
                FRONT_ES
                        + BODY_ES.replace(
                                        "choices: sí | no\nanswer: no",
                                        "choices: sí, llega | no, se queda corta\nanswer: no, se queda corta")
                                .replace(
                                        "[Avanza](action:frame=2)",
                                        "[Avanza](action:frame=2) y verás que se queda corta."));
        Lesson es = assertInstanceOf(Lesson.class, LessonLoader.load(new DiskFolder(dir), ES));
        assertEquals(
                List.of(dir.resolve("lesson.es.md")
                        + ":11: aviso: la respuesta de la pregunta 1, «no, se queda corta», "
                        + "está en el texto de la lección («se queda corta»), que el alumno lee antes de responder: dila "
                        + "después de revelarla, en el explain: de la pregunta"),
                LessonLint.warnings(es).stream().map(LessonError::describe).toList());
        // an everyday word of Spanish is no spoiler, as "none" is none in English
        Files.writeString(
                dir.resolve("lesson.es.md"),
                FRONT_ES
                        + BODY_ES.replace("choices: sí | no\nanswer: no", "choices: una | ninguna\nanswer: ninguna")
                                .replace("[Avanza](action:frame=2)", "[Avanza](action:frame=2) sin ninguna prisa."));
        es = assertInstanceOf(Lesson.class, LessonLoader.load(new DiskFolder(dir), ES));
        assertEquals(List.of(), LessonLint.warnings(es));
    }

    @Test
    void aMissingQuestionIsRefusedAtItsPlace(@TempDir Path root) throws IOException {
        String body = BODY_ES.substring(0, BODY_ES.indexOf("```question"));
        Path dir = translated(root, FRONT_ES + body);
        assertEquals(
                List.of(dir.resolve("lesson.es.md") + ":9: lesson.md tiene una pregunta y esta tiene 0: una "
                        + "traducción conserva todas las preguntas, en el mismo orden y con las mismas comprobaciones"),
                problems(dir));
    }

    @Test
    void aChangedPlaceholderIsRefusedAtItsLine(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES.replace("x = {{ball.x}}", "x = {{ball.y}}"));
        Path es = dir.resolve("lesson.es.md");
        assertEquals(
                List.of(
                        es + ":9: falta {{ball.x}} de lesson.md:11 en esta parte: una traducción conserva todos los "
                                + "marcadores (su orden puede seguir a las palabras)",
                        es
                                + ":11: {{ball.y}} no está en esta parte de la lección que se traduce (lesson.md:9): una "
                                + "traducción conserva los mismos marcadores"),
                problems(dir));
    }

    @Test
    void placeholdersMayChangeOrderWithTheWords(@TempDir Path root) throws IOException {
        Path dir = translated(
                root,
                FRONT_ES
                        + BODY_ES.replace(
                                "La pelota acaba el fotograma {{frame}} en x = {{ball.x}}.",
                                "En x = {{ball.x}} acaba la pelota el fotograma {{frame}}."));
        assertInstanceOf(Lesson.class, LessonLoader.load(new DiskFolder(dir), ES));
    }

    @Test
    void aChoiceMoreIsRefusedAtTheChoicesLine(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES.replace("choices: sí | no", "choices: sí | no | quizá"));
        assertEquals(
                List.of(dir.resolve("lesson.es.md") + ":15: la pregunta 1 tiene 2 opciones en lesson.md:13 y 3 "
                        + "aquí: traduce todas las opciones, en el mismo orden"),
                problems(dir));
    }

    @Test
    void anotherRightChoiceIsRefused(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES.replace("choices: sí | no", "choices: no | sí"));
        assertEquals(
                List.of(
                        dir.resolve("lesson.es.md") + ":16: pregunta 1: la respuesta es la opción 2 («no») en "
                                + "lesson.md:13 pero la opción 1 («no») aquí: la respuesta correcta sigue siendo la misma opción"),
                problems(dir));
    }

    @Test
    void settingsFramesLinksAndChecksAreNotWords(@TempDir Path root) throws IOException {
        Path dir = translated(
                root,
                FRONT_ES.replace("frame: 1", "frame: 2")
                        + BODY_ES.replace("(action:frame=2)", "(action:frame=3)")
                                .replace("check: no event bounce at frame 2", "check: no event bounce at frame 3"));
        Path es = dir.resolve("lesson.es.md");
        assertEquals(
                List.of(
                        es + ":6: «frame:» es «1» en lesson.md:6 pero «2» aquí: una traducción solo cambia las "
                                + "palabras",
                        es
                                + ":11: los enlaces «prueba esto» de aquí son action:frame=3, en la parte de lesson.md:9 "
                                + "action:frame=2: una traducción conserva la acción de cada enlace, en orden",
                        es + ":13: pregunta 1: reveal-at-frame es 2 en lesson.md:13, no 3", // as its check says
                        es
                                + ":17: pregunta 1: sus comprobaciones son las de lesson.md:13, tal como están escritas (no "
                                + "event bounce at frame 2), no (no event bounce at frame 3): una comprobación no son "
                                + "palabras"),
                problems(dir));
    }

    @Test
    void aTranslationOfALessonThatDoesNotLoadIsNotCompared(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES);
        Files.writeString(
                dir.resolve("lesson.md"),
                LessonFolders.FRONT + LessonFolders.BODY.replace("{{ball.x}}", "{{ball.colour}}"));
        List<String> p = problems(dir);
        assertEquals(1, p.size(), p.toString());
        assertTrue(p.get(0).startsWith(dir.resolve("lesson.md") + ":11: "), p.get(0));
    }
}
