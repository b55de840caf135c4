package bouncelab.cli;

import bouncelab.words.Words;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Issue 32: what sweep says of its options, what --out says of a file it cannot write, and what probe --batch says
 * of a bad line are said in the {@code --lang} language; without it, in the English they always had.
 */
class DeeperRefusalsLangTest {
    private static final Words SPANISH = Words.of(Locale.forLanguageTag("es"));

    private static void refused(String expected, String... args) {
        CliRun r = CliRun.run(args);
        assertEquals(2, r.status(), r.err());
        assertEquals(expected, r.err().strip());
        assertEquals("", r.out());
    }

    private static String[] sweep(@Nullable String lang, String thickness, String speeds, String shots) {
        List<String> args = new ArrayList<>(
                List.of("sweep", "--thickness", thickness, "--diameter", "16", "--speeds", speeds, "--shots", shots));
        if (lang != null) {
            args.addAll(0, List.of("--lang", lang));
        }
        return args.toArray(String[]::new);
    }

    @Test
    void sweepSaysItsOptionsWrongInSpanishAndAsBeforeInEnglish() {
        refused("opción '--thickness': no es un número: 'x'", sweep("es", "x", "1:2:1", "1"));
        refused("option '--thickness': not a number: 'x'", sweep(null, "x", "1:2:1", "1"));
        refused(
                "opción '--speeds' (FROM:TO:STEP): se esperaban 3 números separados por dos puntos pero hay 2 en '1:2'",
                sweep("es", "12", "1:2", "1"));
        refused(
                "option '--speeds' (FROM:TO:STEP): expected 3 numbers separated by colons but got 2 in '1:2'",
                sweep(null, "12", "1:2", "1"));
        refused("opción '--thickness': debe ser un número positivo, pero es -1", sweep("es", "-1", "1:2:1", "1"));
        refused("option '--thickness': must be a positive number, got -1", sweep(null, "-1", "1:2:1", "1"));
        refused(
                "opción '--speeds' (FROM:TO:STEP): DESDE no puede ser mayor que HASTA, pero es 5:2",
                sweep("es", "12", "5:2:1", "1"));
        refused(
                "option '--speeds' (FROM:TO:STEP): FROM must not be more than TO, got 5:2",
                sweep(null, "12", "5:2:1", "1"));
        refused("opción '--shots': debe ser de 1 a 1000000, pero es 0", sweep("es", "12", "1:2:1", "0"));
        refused("opción '--thickness': debe ser un número finito pero es 'inf'", sweep("es", "inf", "1:2:1", "1"));
    }

    @Test
    void outSaysAFileItCannotWriteInSpanishAndAsBeforeInEnglish(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "mine");
        Path through = file.resolve("a/x.png");
        String[] args = {"render", "--lesson", "06-tunnelling", "--out", through.toString()};
        refused(
                "opción '--out': no se puede escribir " + through + ": " + file + " no es una carpeta",
                prepend("--lang", "es", args));
        refused("option '--out': cannot write " + through + ": " + file + " is not a folder", args);
        Path folder = Files.createDirectories(dir.resolve("sheet.pdf"));
        refused(
                "opción '--out': " + folder + " es una carpeta; indica el nombre del archivo que se va a escribir",
                "worksheet",
                "--lang",
                "es",
                "--lesson",
                "06-tunnelling",
                "--out",
                folder.toString());
        // a write that fails half-way: the system's reason in words too
        OutFile out = OutFile.check("--out", dir.resolve("page.html"));
        BadInputException e = assertThrows(
                BadInputException.class,
                () -> out.write(() -> {
                    throw new AccessDeniedException(dir.resolve("page.html").toString());
                }));
        assertEquals(
                "opción '--out': no se puede escribir " + dir.resolve("page.html") + ": permiso denegado",
                e.in(SPANISH));
        assertEquals(
                "option '--out': cannot write " + dir.resolve("page.html") + ": permission denied", e.getMessage());
    }

    private static String[] prepend(String a, String b, String[] rest) {
        String[] all = new String[rest.length + 2];
        all[0] = a;
        all[1] = b;
        System.arraycopy(rest, 0, all, 2, rest.length);
        return all;
    }

    @Test
    void probeBatchSaysItsBadLinesInSpanishNamingEachLine() {
        String in = "{\"test\":\"nope\"}\n\n{\"test\":\"simple\",\"ball\":[1,2],\"rect\":[0,0,1,1]}\n"
                + "{\"test\":\"pythagoras\",\"ball\":[1,2,-3],\"rect\":[0,0,1,1]}\n{\"test\":1\n";
        CliRun es = CliRun.withInput(in, "--lang", "es", "probe", "--batch");
        assertEquals(2, es.status(), es.err());
        assertEquals(
                List.of(
                        "{\"line\":1,\"error\":\"campo 'test': no existe la prueba 'nope'; es una de simple, pythagoras, "
                                + "intercept, ball-intercept o intersection-centre\"}",
                        "{\"line\":2,\"error\":\"línea vacía; cada línea debe ser un objeto JSON\"}",
                        "{\"line\":3,\"error\":\"campo 'ball' (X,Y,DIAMETER): se esperaba un array de 3 números pero "
                                + "hay un array de 2\"}",
                        "{\"line\":4,\"error\":\"campo 'ball' (X,Y,DIAMETER): DIAMETER no puede ser negativo pero es "
                                + "-3\"}"),
                es.lines().subList(0, 4));
        assertEquals(5, es.lines().size());
        assertEquals(
                "probe --batch: 5 de 5 líneas eran incorrectas; la primera, la línea 1: campo 'test': no existe la "
                        + "prueba 'nope'; es una de simple, pythagoras, intercept, ball-intercept o intersection-centre",
                es.err().strip());
        CliRun en = CliRun.withInput(in, "probe", "--batch");
        assertEquals(
                List.of(
                        "{\"line\":1,\"error\":\"field 'test': unknown test 'nope', one of simple, pythagoras, "
                                + "intercept, ball-intercept or intersection-centre\"}",
                        "{\"line\":2,\"error\":\"empty line; each line must be one JSON object\"}",
                        "{\"line\":3,\"error\":\"field 'ball' (X,Y,DIAMETER): expected an array of 3 numbers but got "
                                + "an array of 2\"}",
                        "{\"line\":4,\"error\":\"field 'ball' (X,Y,DIAMETER): DIAMETER must not be negative but is "
                                + "-3\"}"),
                en.lines().subList(0, 4));
        assertEquals(
                "probe --batch: 5 of 5 lines were bad; the first, line 1: field 'test': unknown test 'nope', one of "
                        + "simple, pythagoras, intercept, ball-intercept or intersection-centre",
                en.err().strip());
    }

    @Test
    void aProbesOwnOptionsTooAndOneBadLineOfOne() {
        refused(
                "opción '--ball' (X,Y,DIAMETER): se esperaban 3 números separados por comas pero hay 2 en '1,2'",
                "probe",
                "simple",
                "--lang",
                "es",
                "--ball",
                "1,2",
                "--rect",
                "1,2,3,4");
        CliRun one = CliRun.withInput("\n", "--lang", "es", "probe", "--batch");
        assertEquals(
                "probe --batch: 1 de 1 línea era incorrecta; la primera, la línea 1: línea vacía; cada línea debe "
                        + "ser un objeto JSON",
                one.err().strip());
    }

    @Test
    void probeWithoutATestSaysWhatToNameInSpanish() {
        refused(
                "indica una prueba (simple, pythagoras, intercept, ball-intercept, intersection-centre) o bien --batch "
                        + "(mira --help)",
                "--lang",
                "es",
                "probe");
        refused(
                "name a test (simple, pythagoras, intercept, ball-intercept, intersection-centre) or give --batch "
                        + "(see --help)",
                "probe");
        refused(
                "opción '--segment' (X1,Y1,X2,Y2): indícala dos veces, primero la trayectoria y después el borde, pero "
                        + "se indicó 1 vez",
                "probe",
                "intercept",
                "--lang",
                "es",
                "--segment",
                "1,2,3,4");
    }

    @Test
    void aFullDiskIsSaidInSpanish(@TempDir Path dir) throws IOException {
        Path shot = Files.writeString(
                dir.resolve("shot.json"),
                "{\"court\": {\"width\": 640, \"height\": 480}, \"dt\": 0.02,"
                        + " \"ball\": {\"x\": 100, \"y\": 100, \"radius\": 7, \"vx\": 50, \"vy\": 30}}\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        OutputStream full = new OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw new IOException("No space left on device");
            }
        };
        int status = BounceLabCli.run(
                new String[] {"--lang", "es", "trace", shot.toString(), "--frames", "3"},
                new CliStreams(new ByteArrayInputStream(new byte[0]), full, err));
        assertEquals(1, status);
        assertEquals(
                "no se puede escribir en la salida estándar: No space left on device",
                err.toString(StandardCharsets.UTF_8).strip());
    }

    @Test
    void aPrintStreamThatErrsIsSaidInSpanishAndAsBeforeInEnglish(@TempDir Path dir) throws IOException {
        Path shot = Files.writeString(
                dir.resolve("shot.json"),
                "{\"court\": {\"width\": 640, \"height\": 480}, \"dt\": 0.02,"
                        + " \"ball\": {\"x\": 100, \"y\": 100, \"radius\": 7, \"vx\": 50, \"vy\": 30}}\n");
        for (String lang : List.of("es", "en")) {
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            PrintStream erring = new PrintStream(
                    new OutputStream() {
                        @Override
                        public void write(int b) throws IOException {
                            throw new IOException("kept by the PrintStream");
                        }
                    },
                    true,
                    StandardCharsets.UTF_8);
            int status = BounceLabCli.run(
                    new String[] {"--lang", lang, "trace", shot.toString(), "--frames", "3"},
                    new CliStreams(new ByteArrayInputStream(new byte[0]), erring, err));
            assertEquals(1, status);
            assertEquals(
                    lang.equals("es")
                            ? "no se puede escribir en la salida estándar: un error de entrada o salida"
                            : "cannot write standard output: an input or output error",
                    err.toString(StandardCharsets.UTF_8).strip());
        }
    }
}
