package bouncelab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code worksheet --lang es} prints the lesson's Spanish (its lesson.es.md); without it, lesson.md's English. */
class WorksheetLangTest {
    @Test
    void theWorksheetPrintsTheLessonInTheLanguageAsked(@TempDir Path dir) throws Exception {
        Path es = dir.resolve("es.html");
        CliRun r = CliRun.run("worksheet", "--lang", "es", "--lesson", "01-the-frame-loop", "--out", es.toString());
        assertEquals(0, r.status(), r.err());
        String spanish = Files.readString(es);
        assertTrue(spanish.contains("¿Dónde estará el centro de la pelota al final del fotograma 4?"), spanish);
        assertFalse(spanish.contains("Where will the ball"), spanish);

        Path en = dir.resolve("en.html");
        assertEquals(
                0,
                CliRun.run("worksheet", "--lesson", "01-the-frame-loop", "--out", en.toString())
                        .status());
        assertTrue(
                Files.readString(en).contains("Where will the ball&#39;s centre be")
                        || Files.readString(en).contains("Where will the ball's centre be"),
                Files.readString(en));
    }

    /**
     * The worksheet's own words follow --lang too, on paper and on the web page: lesson 6 in Spanish has Spanish
     * headings, captions, lines and page feet, and none of the English ones.
     */
    @Test
    void theSheetsOwnWordsAreInTheLanguageAsked(@TempDir Path dir) throws Exception {
        Path pdf = dir.resolve("es.pdf");
        CliRun r = CliRun.run("worksheet", "--lang", "es", "--lesson", "06-tunnelling", "--out", pdf.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith(pdf + ": 4 preguntas, "), r.out());
        String text;
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            text = new PDFTextStripper().getText(doc);
        }
        for (String spanish : List.of(
                "Pregunta 1",
                "Pregunta 4",
                "Nombre: ",
                "¿Por qué? Escribe lo que has calculado:",
                "Calcúlalo tú",
                "Respuestas",
                "para el profesor, o para comprobar las tuyas",
                "Lección 06-tunnelling de Bounce Lab",
                "El efecto túnel — Bounce Lab · página 1 de ",
                "Al empezar el fotograma 10, t = 0,15 s")) {
            assertTrue(text.contains(spanish), spanish + " in:\n" + text);
        }
        for (String english : List.of(
                "Question",
                "Answers",
                "Name:",
                "Work it out",
                "Why?",
                "· page",
                "As frame",
                "Your number",
                "t = 0.15")) {
            assertFalse(text.contains(english), english + " in:\n" + text);
        }
        Path html = dir.resolve("es.html");
        assertEquals(
                0,
                CliRun.run("worksheet", "--lang", "es", "--lesson", "06-tunnelling", "--out", html.toString())
                        .status());
        String page = Files.readString(html);
        assertTrue(page.contains("<html lang=\"es\">"), page);
        assertTrue(page.contains("<h2>Pregunta 1</h2>") && page.contains("<h2>Respuestas</h2>"), page);
        assertFalse(page.contains("Question") || page.contains("Answers"), page);
    }

    /**
     * The values a lesson puts in its text ({{check:…}}, {{tunnel.toi}}, {{edge[right/left].ua}}) are written in the
     * sheet's language on paper: a Spanish lesson 6 says "verdadero" and "0,003", its English as before. (A value is
     * looked for alone: the text read back from a PDF need not keep it in place among the words around it.)
     */
    @Test
    void theLessonsLiveValuesAreInTheLanguageAsked(@TempDir Path dir) throws Exception {
        String spanish = pdfText(dir.resolve("es.pdf"), "--lang", "es");
        for (String said : List.of("verdadero", "0,003", "0,167")) {
            assertTrue(spanish.contains(said), said + " in:\n" + spanish);
        }
        for (String english : List.of("true", "false", "0.003", "0.167")) {
            assertFalse(spanish.contains(english), english + " in:\n" + spanish);
        }
        String english = pdfText(dir.resolve("en.pdf"));
        for (String said : List.of("true", "0.003", "0.167")) {
            assertTrue(english.contains(said), said + " in:\n" + english);
        }
    }

    /** Lesson 6's worksheet as one line of text, written with {@code lang} (none: English). */
    private static String pdfText(Path pdf, String... lang) throws Exception {
        List<String> args = new ArrayList<>(List.of("worksheet", "--lesson", "06-tunnelling", "--out", pdf.toString()));
        args.addAll(List.of(lang));
        CliRun r = CliRun.run(args.toArray(String[]::new));
        assertEquals(0, r.status(), r.err());
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }
}
