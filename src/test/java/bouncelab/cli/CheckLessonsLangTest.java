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
        assertTrue(r.out().startsWith(SHIPPED + ": 17 lessons hold ("), r.out());
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
                es + ":" + line + ": question 1 has 3 choices in lesson.md:" + fence + " and 2 here: translate "
                        + "every choice, in the same order\n",
                r.err());
        assertTrue(
                r.out()
                        .startsWith(dir + ": 0 lessons hold (0 checks and question numbers); 1 refused, with 1 "
                                + "problem"),
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
                        es + ":" + lineOf(es, "# El bucle de fotogramas") + ": {{dt}} of lesson.md:"
                                + lineOf(dir.resolve(LESSON).resolve("lesson.md"), "dt is {{dt}} s.")
                                + " is missing in this "
                                + "part: a translation keeps every placeholder (their order may follow the words)",
                        es + ":" + placeholder
                                + ": {{frame}} is not in this part of the lesson it translates (lesson.md:11): "
                                + "a translation keeps the same placeholders",
                        es + ":" + heading
                                + ": lesson.md has 2 questions and this has 1: a translation keeps every question, "
                                + "in the same order, with the same checks",
                        // the question held a 'try this' link, which went with it
                        es + ":" + heading
                                + ": the ‘try this’ links here are action:speed=40&frame=1 action:overlay=trail "
                                + "action:hide=trail action:reset, in the part of lesson.md:50 action:speed=40&frame=1 "
                                + "action:overlay=trail action:hide=trail action:reset "
                                + "action:reset&dt=0.008333333333333333&frame=3: a translation keeps every link’s action, "
                                + "in order"),
                err);
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
