package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonWriter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 32: {@code grade --lang es --report} on real students' files (right, a box test, one that does not compile,
 * one refused, one that divides by zero, one that loops, a shot with {@code <} for {@code <=}): every sentence is
 * Spanish (the grade lines' errors, marks.csv's error cells, the report cards and the class page), while the keys,
 * the columns and the numbers in the data are exactly what English gives.
 */
class GradeSpanishTest {
    /** Words no Spanish sentence has: one of them in the words grading writes is English left over. */
    private static final Pattern ENGLISH = Pattern.compile(
            "(?i)(?<![\\w.])(the|is|was|were|your|yours|not|did|line|of|and|with|this|that|file|here|grading|could|"
                    + "example|random|cases|right|wrong|said|miss|never|page|report)(?![\\w.])");
    /** The tool's own words beside the plain ones, kept as it says them: "(javac: ';' expected)". */
    private static final Pattern TOOL = Pattern.compile("\\((javac|java\\.)[^()]*\\)");

    @TempDir
    static Path folder;

    @TempDir
    static Path out;

    private static CliRun spanish;
    private static CliRun english;

    @BeforeAll
    static void gradeTheClassInSpanish() throws IOException {
        for (String name : List.of("box.pde", "semicolon.pde", "fileread.pde", "divide.pde", "loop.pde")) {
            try (InputStream in = GradeSpanishTest.class.getResourceAsStream("/bouncelab/student/" + name)) {
                // the students' comments are theirs, in English: only what grading writes is looked at
                String code = new String(in.readAllBytes(), StandardCharsets.UTF_8).replaceAll("//[^\n]*", "");
                Files.writeString(folder.resolve(name), code);
            }
        }
        String slides;
        try (InputStream in = GradeSpanishTest.class.getResourceAsStream("/bouncelab/student/slides.pde")) {
            slides = new String(in.readAllBytes(), StandardCharsets.UTF_8).replaceAll("//[^\n]*", "");
        }
        Files.writeString(folder.resolve("slides.pde"), slides);
        Files.writeString(
                folder.resolve("shot.json"),
                "{\"court\": {\"width\": 800, \"height\": 600}, \"student\": \"Ada Lovelace\", \"yours\": "
                        + JsonWriter.quote(slides.replace("<=", "<")) + "}");
        spanish = CliRun.run("grade", "--lang", "es", "--report", out.toString(), folder.toString());
        english = CliRun.run("grade", folder.toString());
    }

    private static String pdfText(Path pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf.toFile())) {
            return new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
        }
    }

    private static void noEnglish(String text, String where) {
        Matcher m = ENGLISH.matcher(TOOL.matcher(text).replaceAll(""));
        assertTrue(!m.find(), () -> where + " has the English word '" + m.group() + "': " + text);
    }

    private static Map<String, JsonObject> byFile(CliRun run) {
        Map<String, JsonObject> lines = new TreeMap<>();
        for (String l : run.lines()) {
            JsonObject o = CliRun.parse(l);
            lines.put(Path.of(CliRun.str(o, "file")).getFileName().toString(), o);
        }
        return lines;
    }

    @Test
    void theLinesKeepTheirKeysAndNumbersAndTheirErrorsAreSpanish() {
        assertEquals(0, spanish.status(), spanish.err());
        assertEquals("", spanish.err());
        Map<String, JsonObject> es = byFile(spanish), en = byFile(english);
        assertEquals(en.keySet(), es.keySet());
        for (String file : es.keySet()) {
            JsonObject s = es.get(file), e = en.get(file);
            assertEquals(List.copyOf(e.keys()), List.copyOf(s.keys()), file);
            assertEquals(CliRun.bool(e, "compiled"), CliRun.bool(s, "compiled"), file);
            for (String key : List.of("examplesPassed", "examplesTotal", "agreement", "throughSpeed")) {
                assertEquals(CliRun.isNull(e, key), CliRun.isNull(s, key), file + " " + key);
                if (!CliRun.isNull(e, key)) {
                    assertEquals(CliRun.num(e, key), CliRun.num(s, key), file + " " + key);
                }
            }
            assertEquals(CliRun.isNull(e, "error"), CliRun.isNull(s, "error"), file);
            if (!CliRun.isNull(s, "error")) {
                noEnglish(CliRun.str(s, "error"), file);
            }
        }
        assertEquals(
                "no compiló: línea 2: Falta un punto y coma (;) al final de una instrucción, aquí o al final de la "
                        + "línea anterior. (javac: ';' expected)",
                CliRun.str(es.get("semicolon.pde"), "error"));
        assertEquals(
                "fue rechazada: línea 3: no se permite java.nio.file.Paths.get(…): una prueba de colisión no puede "
                        + "leer ni escribir archivos",
                CliRun.str(es.get("fileread.pde"), "error"));
        assertTrue(
                CliRun.str(es.get("loop.pde"), "error")
                        .endsWith("línea 4: hitPaddle no terminó en 0,5 s: ¿un bucle que nunca acaba?"),
                CliRun.str(es.get("loop.pde"), "error"));
        assertTrue(
                CliRun.str(es.get("divide.pde"), "error")
                        .startsWith(
                                "ejemplo «sin solaparse», hitPaddle(paddle, ball) con la pala (530; 200) 70 × 200 y "
                                        + "la pelota en (300; 450) ⌀ 100: línea 4: división entre cero"),
                CliRun.str(es.get("divide.pde"), "error"));
    }

    @Test
    void aShotWithoutATestIsRefusedInSpanish(@TempDir Path dir) throws IOException {
        Path handout = Files.writeString(dir.resolve("handout.json"), "{\"court\": {\"width\": 800, \"height\": 600}}");
        CliRun r = CliRun.run("grade", "--lang", "es", handout.toString());
        assertEquals(
                "handout.json no guarda ninguna prueba del alumno (le falta el campo \"yours\")",
                CliRun.str(CliRun.parse(r.lines().get(0)), "error"));
    }

    @Test
    void marksCsvKeepsItsEnglishColumnsAndNumbersWithSpanishErrors() throws IOException {
        List<String> rows = Files.readAllLines(out.resolve("marks.csv"), StandardCharsets.UTF_8);
        assertTrue(
                rows.get(0)
                        .startsWith("student,compiled,examples_passed,examples_total,agreement,through_speed,error,"
                                + "not overlapping,closer,overlapping,corner,off the corner"),
                rows.get(0));
        assertEquals("Ada Lovelace,true,13,14,0.9998,9,,1,1,1,1,1,1,0,1,1,1,1,1,1,1", rows.get(1));
        assertEquals("box,true,12,14,0.9852,9,,1,1,1,1,0,0,1,1,1,1,1,1,1,1", rows.get(2));
        assertTrue(rows.get(6).startsWith("semicolon,false,0,14,,,\"no compiló: línea 2: Falta un punto y coma"));
    }

    @Test
    void theReportCardsAreSpanishThroughout() throws IOException {
        String ada = pdfText(out.resolve("feedback/Ada Lovelace.pdf"));
        assertTrue(ada.contains("Ficha de resultados: Ada Lovelace"), ada);
        assertTrue(ada.contains("Acertó 13 de los 14 ejemplos resueltos."), ada);
        assertTrue(ada.contains("en el 99,98 % de 10.000 casos al azar"), ada);
        assertTrue(
                ada.contains("Choca, pero tu prueba dijo que no choca. Decir que no choca aquí indica que se usó < "
                        + "donde va <=: tocar cuenta como choque."),
                ada);
        assertTrue(ada.contains("Tu prueba 9 px por fotograma"), ada);
        assertTrue(ada.contains("página 1 de"), ada);
        // the failure's words under the student's line 4, found by the Spanish "línea 4:"
        String loop = pdfText(out.resolve("feedback/loop.pdf"));
        assertTrue(loop.matches(".*4 x = x \\+ 1; .{0,3}línea 4: hitPaddle no terminó en 0,5 s.*"), loop);
        for (String student : List.of("Ada Lovelace", "box", "semicolon", "fileread", "divide", "loop", "slides")) {
            noEnglish(pdfText(out.resolve("feedback/" + student + ".pdf")), student + ".pdf");
        }
    }

    @Test
    void theClassPageIsSpanishThroughout() throws IOException {
        String page = pdfText(out.resolve("class.pdf"));
        assertTrue(page.contains("Se puntuaron 7 archivos: 5 compilaron y 1 estaba del todo bien"), page);
        assertTrue(page.contains("fuera de la esquina"), page);
        assertTrue(page.contains("Ada Lovelace sí 13 de 14 99,98 %"), page);
        noEnglish(page, "class.pdf");
    }
}
