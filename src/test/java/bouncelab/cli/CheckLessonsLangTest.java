package bouncelab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code check-lessons --lang CODE}: the Spanish course holds; a translation that loses a question, changes a
 * placeholder or a question's number of choices is refused with its file and line; without --lang the
 * translations are not read and the output is as it was.
 */
class CheckLessonsLangTest {
    private static final Path SHIPPED = Path.of(System.getProperty("bouncelab.lessons.dir", "lessons"));
    private static final String LESSON = "01-the-frame-loop";

    @Test
    void theSpanishCourseHolds() {
        CliRun r = CliRun.run("check-lessons", "--lang", "es", SHIPPED.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith(SHIPPED + ": 17 lecciones se sostienen ("), r.out());
        assertTrue(!r.out().contains(LESSON), "lesson 1 is in Spanish: " + r.out());
    }

    @Test
    void aChoiceLostInTranslationIsRefusedWithItsFileAndLine(@TempDir Path dir) throws IOException {
        Path es = copy(dir).resolve("lesson.es.md");
        int line = edit(
                es, "choices: x = 135 | x = 140 | en cualquier punto entre 130 y 140", "choices: x = 135 | x = 140");
        int fence = lineOf(dir.resolve(LESSON).resolve("lesson.md"), "```question");
        CliRun r = CliRun.run("check-lessons", "--lang", "es", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                es + ":" + line + ": la pregunta 1 tiene 3 opciones en lesson.md:" + fence + " y 2 aquí: traduce "
                        + "todas las opciones, en el mismo orden\n",
                r.err());
        assertTrue(
                r.out()
                        .startsWith(dir + ": 0 lecciones se sostienen (0 comprobaciones y números de preguntas); 1 "
                                + "rechazada, con 1 problema"),
                r.out());
    }

    @Test
    void aMissingQuestionAndAChangedPlaceholderAreRefusedWithTheirLines(@TempDir Path dir) throws IOException {
        Path es = copy(dir).resolve("lesson.es.md");
        String text = Files.readString(es);
        int start = text.lastIndexOf("```question");
        int end = text.indexOf("```\n", start + 3) + 4;
        Files.writeString(es, text.substring(0, start) + text.substring(end));
        int placeholder = edit(es, "Ahora mismo dt vale {{dt}} s.", "Ahora mismo dt vale {{frame}} s.");
        int heading = lineOf(es, "# Las pelotas rápidas saltan más lejos");
        List<String> err = CliRun.run("check-lessons", "--lang", "es", dir.toString())
                .err()
                .lines()
                .toList();
        assertEquals(
                List.of(
                        es + ":" + lineOf(es, "# El bucle de fotogramas") + ": falta {{dt}} de lesson.md:"
                                + lineOf(dir.resolve(LESSON).resolve("lesson.md"), "dt is {{dt}} s.")
                                + " en esta parte: una traducción conserva todos los marcadores (su orden puede seguir "
                                + "a las palabras)",
                        es + ":" + placeholder
                                + ": {{frame}} no está en esta parte de la lección que se traduce (lesson.md:11): "
                                + "una traducción conserva los mismos marcadores",
                        es + ":" + heading
                                + ": lesson.md tiene 2 preguntas y esta tiene 1: una traducción conserva todas las "
                                + "preguntas, en el mismo orden y con las mismas comprobaciones",
                        // the question held a 'try this' link, which went with it
                        es + ":" + heading
                                + ": los enlaces «prueba esto» de aquí son action:speed=40&frame=1 action:overlay=trail "
                                + "action:hide=trail action:reset, en la parte de lesson.md:50 action:speed=40&frame=1 "
                                + "action:overlay=trail action:hide=trail action:reset "
                                + "action:reset&dt=0.008333333333333333&frame=3: una traducción conserva la acción de "
                                + "cada enlace, en orden"),
                err);
    }

    /** A check made false in both files: check-lessons --lang es says so in Spanish, at the translation's line. */
    @Test
    void aFalseCheckIsToldInSpanishWithItsFileAndLine(@TempDir Path dir) throws IOException {
        Path folder = copy(dir);
        Path es = folder.resolve("lesson.es.md");
        String check = Files.readString(es)
                .lines()
                .filter(l -> l.startsWith("check: "))
                .findFirst()
                .orElseThrow();
        String wrong = check.replaceFirst("^check: .* at frame ", "check: ball.x = 12345 at frame "); // its frame kept
        String said = wrong.substring("check: ".length());
        edit(folder.resolve("lesson.md"), check, wrong);
        int line = edit(es, check, wrong);
        CliRun r = CliRun.run("check-lessons", "--lang", "es", dir.toString());
        assertEquals(2, r.status());
        assertTrue(
                r.err()
                        .matches("\\Q" + es + ":" + line + ": la comprobación «" + said
                                + "» es falsa: vale \\E[0-9.,]+\n"),
                r.err());
        assertTrue(r.out().startsWith(dir + ": 0 lecciones se sostienen (0 comprobaciones"), r.out());
        // without --lang, lesson.md's own problem, in English, as before
        CliRun en = CliRun.run("check-lessons", dir.toString());
        assertTrue(
                en.err()
                        .startsWith(folder.resolve("lesson.md") + ":" + lineOf(folder.resolve("lesson.md"), wrong)
                                + ": check '" + said + "' is false: it is "),
                en.err());
    }

    /**
     * What the frame held, after a false check, in the translation's language: a value with the decimal comma, the
     * frame's events in Spanish; without --lang, in English as before.
     */
    @Test
    void whatTheFrameHeldIsToldInSpanish(@TempDir Path dir) throws IOException {
        Path folder = copy(dir);
        Path md = folder.resolve("lesson.md");
        Path es = folder.resolve("lesson.es.md");
        String first = "check: ball.x = 140 at frame 4";
        String second = "check: move.length = 5 at frame 4 after dt=0.008333333333333333";
        String time = "check: t = 1 at frame 2";
        String event = "check: event bounce at frame 1";
        edit(md, first, time);
        edit(md, second, event);
        int timeLine = edit(es, first, time);
        int eventLine = edit(es, second, event);
        CliRun r = CliRun.run("check-lessons", "--lang", "es", dir.toString());
        assertEquals(2, r.status());
        assertEquals(
                es + ":" + timeLine + ": la comprobación «t = 1 at frame 2» es falsa: vale 0,017\n"
                        + es + ":" + eventLine
                        + ": la comprobación «event bounce at frame 1» es falsa: sucesos del fotograma 1: ninguno\n",
                r.err());
        CliRun en = CliRun.run("check-lessons", dir.toString());
        assertEquals(
                md + ":" + lineOf(md, time) + ": check 't = 1 at frame 2' is false: it is 0.017\n"
                        + md + ":" + lineOf(md, event)
                        + ": check 'event bounce at frame 1' is false: frame 1 events: none\n",
                en.err());
    }

    @Test
    void withoutLangTheTranslationIsNotRead(@TempDir Path dir) throws IOException {
        Path es = copy(dir).resolve("lesson.es.md");
        edit(es, "choices: x = 135 | x = 140 | en cualquier punto entre 130 y 140", "choices: x = 135 | x = 140");
        CliRun r = CliRun.run("check-lessons", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertEquals(dir + ": 1 lesson holds (7 checks and question numbers)\n", r.out());
    }

    @Test
    void aLessonNotYetTranslatedIsListedNotRefused(@TempDir Path dir) throws IOException {
        Files.delete(copy(dir).resolve("lesson.es.md"));
        CliRun r = CliRun.run("check-lessons", "--lang", "fr", dir.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(
                dir + ": 1 lesson holds (7 checks and question numbers)\nOne lesson is not yet written in French and "
                        + "shows in English: " + LESSON + "\n",
                r.out());
    }

    @Test
    void aCodeThatIsNotALanguageIsOneLine() {
        CliRun r = CliRun.run("check-lessons", "--lang", "../es", SHIPPED.toString());
        assertEquals(2, r.status());
        assertEquals(
                "option '--lang': must be a language code such as es or pt-BR, as in lesson.es.md, but is " + "'../es'",
                r.err().strip());
    }

    private static Path copy(Path dir) throws IOException {
        Path to = Files.createDirectories(dir.resolve(LESSON));
        try (Stream<Path> files = Files.list(SHIPPED.resolve(LESSON))) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
        return to;
    }

    /** Replaces the one occurrence of {@code from}; the line it is on. */
    private static int edit(Path md, String from, String to) throws IOException {
        String s = Files.readString(md);
        assertEquals(s.indexOf(from), s.lastIndexOf(from), "once: " + from);
        assertTrue(s.contains(from), "in the lesson: " + from);
        Files.writeString(md, s.replace(from, to));
        return (int) s.substring(0, s.indexOf(from))
                        .chars()
                        .filter(c -> c == '\n')
                        .count()
                + 1;
    }

    private static int lineOf(Path md, String text) throws IOException {
        List<String> lines = Files.readAllLines(md);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError("not in " + md + ": " + text);
    }
}
