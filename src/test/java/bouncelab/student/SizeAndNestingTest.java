package bouncelab.student;

import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A file too large is refused in words before javac sees it; nesting that crashes javac, or would, is named at its
 * line; and javac prints nothing on standard error whatever it is given.
 */
class SizeAndNestingTest {
    /** What a file nested too deeply is told (in English). */
    private static final String TOO_DEEP = Words.ENGLISH.get(Book.GRADING, "compile.tooDeep");

    private static final String HEAD = "boolean hitPaddle(Paddle paddle, Ball ball) {\n";

    /** Runs {@code work} with standard error caught, and fails if anything was written there. */
    private static <T> T quietly(Supplier<T> work) {
        PrintStream was = System.err;
        ByteArrayOutputStream caught = new ByteArrayOutputStream();
        System.setErr(new PrintStream(caught, true, StandardCharsets.UTF_8));
        T result;
        try {
            result = work.get();
        } finally {
            System.setErr(was);
        }
        assertEquals("", caught.toString(StandardCharsets.UTF_8), "written on standard error");
        return result;
    }

    private static Compilation.Failed failed(String pde) {
        return assertInstanceOf(
                Compilation.Failed.class, quietly(() -> StudentCompiler.compile(StudentSource.pde(pde))));
    }

    @Test
    void aTypedTestOverTheCapIsRefusedInWords() {
        String filler = "  // " + "x".repeat(1000) + "\n";
        Compilation.Failed f = failed(HEAD + filler.repeat(300) + "  return false;\n}\n");
        assertEquals(Compilation.Stage.COMPILE, f.stage());
        assertEquals(0, f.problems().get(0).line());
        assertEquals("did not compile: hitPaddle.pde is 294.7 KiB; a test may be at most 256 KiB", f.oneLine());
    }

    @Test
    void sizesReadAsATeacherReadsThem() {
        assertEquals("big.pde is 50 MB; a test may be at most 256 KiB", StudentSource.tooLarge("big.pde", 50L << 20));
        assertEquals(
                "big.pde is 262,145 bytes; a test may be at most 256 KiB (262,144 bytes)",
                StudentSource.tooLarge("big.pde", StudentSource.MAX_BYTES + 1));
        assertEquals("812 bytes", StudentSource.size(812));
        assertEquals("1.5 MB", StudentSource.size(3L << 19));
    }

    @Test
    void aFileOverTheCapIsRefusedBeforeItIsRead(@TempDir Path dir) throws IOException {
        Path big = dir.resolve("big.pde");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(50L << 20); // sparse: no 50 MB is written, and none may be read
        }
        IOException e = assertThrows(IOException.class, () -> StudentSource.read(big));
        assertEquals("big.pde is 50 MB; a test may be at most 256 KiB", e.getMessage());
    }

    @Test
    void aFolderOrAMissingFileIsOneLineNamingIt(@TempDir Path dir) throws IOException {
        Path folder = Files.createDirectory(dir.resolve("folder.pde"));
        assertEquals(
                "folder.pde: it is a folder",
                assertThrows(IOException.class, () -> StudentSource.read(folder))
                        .getMessage());
        assertEquals(
                "gone.pde: it does not exist",
                assertThrows(IOException.class, () -> StudentSource.read(dir.resolve("gone.pde")))
                        .getMessage());
    }

    @Test
    void aFileUnderTheCapIsReadAsBefore(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("ok.pde");
        Files.write(file, (HEAD + "  return false; // caf\u00e9\n}\n").getBytes(StandardCharsets.UTF_8));
        StudentSource s = StudentSource.read(file);
        assertEquals("ok.pde", s.name());
        assertEquals(StudentSource.Kind.PDE, s.kind());
        assertTrue(s.text().contains("caf\u00e9"));
    }

    @Test
    void fiveThousandNestedBracketsAreNamedAtTheirLine() {
        String deep = "(".repeat(5000) + "1" + ")".repeat(5000);
        Compilation.Failed f = failed(HEAD + "  int x = 0;\n  x = " + deep + ";\n  return x > 0;\n}\n");
        StudentProblem p = f.problems().get(0);
        assertEquals(3, p.line());
        assertTrue(p.plain().startsWith(TOO_DEEP), p::oneLine);
        assertFalse(f.oneLine().contains("Java could not compile this file"), f::oneLine);
    }

    @Test
    void bracketsInCommentsAndTextDoNotCount() {
        String lots = "(".repeat(StudentCompiler.MAX_NESTING + 50);
        Compilation c = quietly(() -> StudentCompiler.compile(StudentSource.pde(HEAD + "  // " + lots + "\n" + "  /* "
                + lots + " */\n  String s = \"" + lots + "\";\n  return s.length() < 0;\n}\n")));
        assertInstanceOf(Compilation.Ready.class, c, () -> ((Compilation.Failed) c).oneLine());
    }

    @Test
    void whenJavacItselfOverflowsTheLineIsNamedAndNothingIsPrinted() {
        // no bracket at all: twenty thousand minus signs overflow javac's parser, past the bracket check
        Compilation.Failed f =
                failed(HEAD + "  int x = 1;\n\n  x = " + "- ".repeat(20000) + "1;\n" + "  return x > 0;\n}\n");
        StudentProblem p = f.problems().get(0);
        assertEquals(4, p.line(), p::oneLine);
        assertEquals(TOO_DEEP, p.plain());
        assertTrue(p.detail().startsWith("javac: "), p::oneLine);
        assertFalse(p.detail().contains("\n"), p::oneLine);
    }
}
