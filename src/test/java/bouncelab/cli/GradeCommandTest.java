package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import bouncelab.student.Example;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static bouncelab.cli.CliRun.bool;
import static bouncelab.cli.CliRun.isNull;
import static bouncelab.cli.CliRun.num;
import static bouncelab.cli.CliRun.str;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code grade} on a class's folder: good, failing, not compiling and hostile files each get their line, each graded
 * in a JVM of its own, and the command exits 0; only bad usage exits 2.
 */
class GradeCommandTest {
    private static final List<String> CLASS =
            List.of("slides.pde", "Circle.java", "box.pde", "divide.pde", "semicolon.pde", "exit.pde", "loop.pde");

    @TempDir
    static Path folder;

    private static CliRun graded;
    private static double seconds;

    @BeforeAll
    static void gradeTheClass() throws IOException {
        for (String name : CLASS) {
            try (InputStream in = GradeCommandTest.class.getResourceAsStream("/bouncelab/student/" + name)) {
                Files.copy(in, folder.resolve(name));
            }
        }
        Files.writeString(folder.resolve("notes.txt"), "not a test");
        long start = System.nanoTime();
        graded = CliRun.run("grade", folder.toString());
        seconds = (System.nanoTime() - start) / 1e9;
    }

    private static Map<String, JsonObject> byFile() {
        return graded.lines().stream()
                .map(CliRun::parse)
                .collect(Collectors.toMap(
                        o -> Path.of(str(o, "file")).getFileName().toString(), Function.identity()));
    }

    @Test
    void everyFileHasItsLineInNameOrderAndTheExitIsZero() {
        assertEquals(0, graded.status(), graded.err());
        assertEquals("", graded.err());
        List<String> files = graded.lines().stream()
                .map(l -> Path.of(str(CliRun.parse(l), "file")).getFileName().toString())
                .toList();
        assertEquals(
                List.of("box.pde", "Circle.java", "divide.pde", "exit.pde", "loop.pde", "semicolon.pde", "slides.pde"),
                files);
        for (String line : graded.lines()) {
            assertEquals(
                    List.of(
                            "file",
                            "compiled",
                            "error",
                            "examplesPassed",
                            "examplesTotal",
                            "agreement",
                            "throughSpeed"),
                    List.copyOf(CliRun.parse(line).keys()),
                    line);
        }
        // side by side, not one after another for minutes; loose for a busy CI machine, not a stopwatch
        assertTrue(seconds < 120, "seven files took " + seconds + " s");
    }

    @Test
    void goodFilesGetFullMarks() {
        for (String name : List.of("slides.pde", "Circle.java")) {
            JsonObject o = byFile().get(name);
            assertTrue(bool(o, "compiled"), o::toString);
            assertTrue(isNull(o, "error"), o::toString);
            assertEquals(14, num(o, "examplesPassed"));
            assertEquals(14, num(o, "examplesTotal"));
            assertEquals(1, num(o, "agreement"));
            assertEquals(9, num(o, "throughSpeed"));
        }
    }

    @Test
    void aBoxTestFailsTheCornersWithoutAnError() {
        JsonObject o = byFile().get("box.pde");
        assertTrue(bool(o, "compiled"));
        assertTrue(isNull(o, "error"));
        assertEquals(12, num(o, "examplesPassed"));
        double agreement = num(o, "agreement");
        assertTrue(agreement > 0.9 && agreement < 1, o::toString);
    }

    @Test
    void codeThatThrowsHasItsErrorAndLine() {
        JsonObject o = byFile().get("divide.pde");
        assertTrue(bool(o, "compiled"));
        assertTrue(str(o, "error").contains("line 4: division by zero"), o::toString);
        assertEquals(0, num(o, "examplesPassed"));
        assertEquals(0, num(o, "agreement"));
        assertTrue(isNull(o, "throughSpeed"));
    }

    @Test
    void aFileThatDoesNotCompileSaysWhereInPlainWords() {
        JsonObject o = byFile().get("semicolon.pde");
        assertFalse(bool(o, "compiled"));
        assertEquals(
                "did not compile: line 2: A semicolon (;) is missing at the end of a statement, here or at the "
                        + "end of the line before. (javac: ';' expected)",
                str(o, "error"));
        assertEquals(0, num(o, "examplesPassed"));
        assertTrue(isNull(o, "agreement"));
        assertTrue(isNull(o, "throughSpeed"));
    }

    @Test
    void hostileFilesAreRefusedOrStopped() {
        JsonObject exit = byFile().get("exit.pde");
        assertFalse(bool(exit, "compiled"));
        assertTrue(str(exit, "error").startsWith("refused: line 3: java.lang.System.exit"), exit::toString);
        JsonObject loop = byFile().get("loop.pde");
        assertTrue(bool(loop, "compiled"));
        assertTrue(
                str(loop, "error")
                        .endsWith("line 4: hitPaddle did not finish within 0.5 s: a loop that never " + "ends?"),
                loop::toString);
    }

    @Test
    void csvIsASpreadsheetOfTheSameColumns() {
        CliRun r = CliRun.run(
                "grade",
                "--csv",
                folder.resolve("slides.pde").toString(),
                folder.resolve("semicolon.pde").toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(
                List.of(
                        "file,compiled,error,examplesPassed,examplesTotal,agreement,throughSpeed",
                        folder.resolve("slides.pde") + ",true,,14,14,1,9",
                        folder.resolve("semicolon.pde")
                                + ",false,\"did not compile: line 2: A semicolon (;) is missing at the "
                                + "end of a statement, here or at the end of the line before. (javac: ';' expected)\",0,14,,"),
                r.lines());
    }

    /**
     * The limit is loose enough for the good file's own JVM on a busy CI machine (about a second and a half here,
     * loaded); the slow file needs minutes (each of its thousands of calls a few milliseconds, far inside the half second a
     * call may take even on a loaded machine), so it is stopped.
     */
    @Test
    void aFileThatTakesTooLongIsStoppedAndTheOthersGoOn(@TempDir Path slow) throws IOException {
        // each call far inside its 0.5 s, so that only the file's 10 s can stop it even on a busy machine (ten times
        // this loop once passed 0.5 s at load 20); this one still took over 10 s in all at load 4
        Files.writeString(slow.resolve("a-slow.pde"), """
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  float sum = 0;
                  for (int i = 0; i < 20000; i++) {
                    sum += sqrt(i);
                  }
                  return sum < 0;
                }
                """);
        Files.copy(folder.resolve("slides.pde"), slow.resolve("b-slides.pde"));
        CliRun r = CliRun.run("grade", "--timeout", "10", slow.toString());
        assertEquals(0, r.status(), r.err());
        List<JsonObject> lines = r.lines().stream().map(CliRun::parse).toList();
        assertEquals(2, lines.size());
        JsonObject slowLine = lines.get(0);
        assertTrue(bool(slowLine, "compiled"));
        // stopped in the random cases or the sweep, after its examples: their marks are kept, and where it stopped
        String error = str(slowLine, "error");
        assertTrue(
                error.equals("grading stopped after 10 s, during the random cases: the file took too long")
                        || error.equals("grading stopped after 10 s, during the speed sweep: the file took too long"),
                error);
        long answeredNo = Example.ALL.stream().filter(e -> !e.expected()).count(); // it always answers "no touch"
        assertEquals(answeredNo, (long) num(slowLine, "examplesPassed"), slowLine::toString);
        assertEquals(Example.ALL.size(), (int) num(slowLine, "examplesTotal"));
        assertTrue(isNull(slowLine, "throughSpeed"), slowLine::toString);
        assertTrue(isNull(lines.get(1), "error"), lines.get(1)::toString);
    }

    @Test
    void badUsageExitsTwo(@TempDir Path empty) throws IOException {
        CliRun missing = CliRun.run("grade", empty.resolve("nope.pde").toString());
        assertEquals(2, missing.status());
        assertEquals(empty.resolve("nope.pde") + ": no such file or folder\n", missing.err());
        assertEquals("", missing.out());
        CliRun noTests = CliRun.run("grade", empty.toString());
        assertEquals(2, noTests.status());
        assertTrue(noTests.err().endsWith(": the folder has no .pde, .java or .json test files\n"), noTests.err());
        Path txt = Files.writeString(empty.resolve("notes.txt"), "x");
        CliRun wrongKind = CliRun.run("grade", txt.toString());
        assertEquals(2, wrongKind.status());
        assertTrue(wrongKind.err().endsWith("not a .pde, .java or .json file\n"), wrongKind.err());
        assertEquals(2, CliRun.run("grade").status());
    }
}
