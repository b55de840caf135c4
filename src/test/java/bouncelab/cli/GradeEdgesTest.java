package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
 * {@code grade} on the files at the edges, beside a good one whose marks stay whole: a file of 50 MB is refused by
 * its size, 5000 nested brackets are named at their line, and a message bringing ESC, BEL and U+202E reaches
 * neither the JSON nor the CSV raw.
 */
class GradeEdgesTest {
    @TempDir
    static Path folder;

    private static CliRun json;
    private static CliRun csv;

    @BeforeAll
    static void gradeTheEdges() throws IOException {
        try (InputStream in = GradeEdgesTest.class.getResourceAsStream("/bouncelab/student/slides.pde")) {
            Files.copy(in, folder.resolve("a-slides.pde"));
        }
        try (RandomAccessFile f =
                new RandomAccessFile(folder.resolve("b-big.pde").toFile(), "rw")) {
            f.setLength(50L << 20); // sparse: nothing of it is written or read
        }
        Files.writeString(
                folder.resolve("c-deep.pde"),
                "boolean hitPaddle(Paddle paddle, Ball ball) {\n" + "  int x = 0;\n  x = " + "(".repeat(5000) + "1"
                        + ")".repeat(5000) + ";\n  return x > 0;\n}\n");
        // the escapes are Java's: javac makes them the characters themselves
        Files.writeString(folder.resolve("d-escape.pde"), """
                boolean hitPaddle(Paddle paddle, Ball ball) {
                  throw new RuntimeException("red \\u001b[31m bell \\u0007 flip \\u202Eevil");
                }
                """);
        json = CliRun.run("grade", folder.toString());
        csv = CliRun.run("grade", "--csv", folder.toString());
    }

    private static JsonObject line(int i) {
        return CliRun.parse(json.lines().get(i));
    }

    @Test
    void theGoodFileKeepsItsMarks() {
        assertEquals(0, json.status(), json.err());
        assertEquals("", json.err());
        assertEquals(4, json.lines().size(), json.out());
        assertTrue(isNull(line(0), "error"), json.out());
        assertEquals(14, num(line(0), "examplesPassed"));
    }

    @Test
    void aFileOfFiftyMegabytesIsRefusedByItsSize() {
        JsonObject big = line(1);
        assertFalse(bool(big, "compiled"));
        assertTrue(str(big, "error").endsWith("b-big.pde is 50 MB; a test may be at most 256 KiB"), big::toString);
    }

    @Test
    void deepNestingIsNamedAtItsLine() {
        JsonObject deep = line(2);
        assertFalse(bool(deep, "compiled"));
        assertTrue(
                str(deep, "error").startsWith("did not compile: line 3: the expression is nested too deeply"),
                deep::toString);
    }

    @Test
    void controlCharactersAreNeverWrittenRaw() {
        JsonObject escape = line(3);
        assertTrue(bool(escape, "compiled"));
        // the line is the student's problem, which shows them as codes wherever it goes
        assertTrue(str(escape, "error").contains("red U+001B[31m bell U+0007 flip U+202Eevil"), escape::toString);

        assertEquals(0, csv.status(), csv.err());
        List<String> rows = csv.lines();
        assertEquals(5, rows.size(), csv.out());
        assertTrue(rows.get(4).contains("red U+001B[31m bell U+0007 flip U+202Eevil"), rows.get(4));
        assertTrue(
                rows.get(2).endsWith("b-big.pde is 50 MB; a test may be at most 256 KiB\",0,14,,")
                        || rows.get(2).endsWith("b-big.pde is 50 MB; a test may be at most 256 KiB,0,14,,"),
                rows.get(2));
        for (String out : List.of(json.out(), csv.out())) {
            out.chars()
                    .filter(c -> c != '\n' && (c < 0x20 || Character.getType(c) == Character.FORMAT))
                    .findFirst()
                    .ifPresent(c -> {
                        throw new AssertionError(String.format("U+%04X written raw in %s", c, out));
                    });
        }
    }
}
