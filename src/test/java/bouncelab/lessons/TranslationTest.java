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
                List.of(dir.resolve("lesson.es.md") + ":11: warning: question 1's answer 'no, se queda corta' is "
                        + "in the lesson's text (\"se queda corta\"), which the student reads before answering: say it after "
                        + "the reveal, in the question's explain:"),
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
                List.of(dir.resolve("lesson.es.md") + ":9: lesson.md has one question and this has 0: a "
                        + "translation keeps every question, in the same order, with the same checks"),
                problems(dir));
    }

    @Test
    void aChangedPlaceholderIsRefusedAtItsLine(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES.replace("x = {{ball.x}}", "x = {{ball.y}}"));
        Path es = dir.resolve("lesson.es.md");
        assertEquals(
                List.of(
                        es + ":9: {{ball.x}} of lesson.md:11 is missing in this part: a translation keeps every "
                                + "placeholder (their order may follow the words)",
                        es
                                + ":11: {{ball.y}} is not in this part of the lesson it translates (lesson.md:9): a translation "
                                + "keeps the same placeholders"),
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
                List.of(dir.resolve("lesson.es.md") + ":15: question 1 has 2 choices in lesson.md:13 and 3 "
                        + "here: translate every choice, in the same order"),
                problems(dir));
    }

    @Test
    void anotherRightChoiceIsRefused(@TempDir Path root) throws IOException {
        Path dir = translated(root, FRONT_ES + BODY_ES.replace("choices: sí | no", "choices: no | sí"));
        assertEquals(
                List.of(dir.resolve("lesson.es.md") + ":16: question 1: the answer is choice 2 (“no”) in "
                        + "lesson.md:13 but choice 1 (“no”) here: the right answer stays the same choice"),
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
                        es + ":6: ‘frame:’ is “1” in lesson.md:6 but “2” here: a translation changes only the "
                                + "words",
                        es
                                + ":11: the ‘try this’ links here are action:frame=3, in the part of lesson.md:9 action:frame=2: "
                                + "a translation keeps every link’s action, in order",
                        es + ":13: question 1: reveal-at-frame is 2 in lesson.md:13, not 3", // as its check says
                        es
                                + ":17: question 1: its checks are those of lesson.md:13, as written (no event bounce at frame 2), "
                                + "not (no event bounce at frame 3): a check is not words"),
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
