package bouncelab.student;

import bouncelab.io.file.SafeRead;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A student's test as they wrote it: a {@code .pde} (Processing-style: the hitPaddle method, and any helpers) or a
 * {@code .java} (a whole class implementing {@link PaddleTest}). {@code name} is the file's name, for messages.
 */
public record StudentSource(String name, String text, Kind kind) {

    public enum Kind {
        /** Methods only, wrapped in a class by Bounce Lab. */
        PDE,
        /** A whole class. */
        JAVA
    }

    /** A hitPaddle is a few dozen lines; a file far past that is not a student's test. */
    public static final long MAX_BYTES = 256 * 1024;

    public StudentSource {
        text = text.replace("\r\n", "\n").replace('\r', '\n');
    }

    /** A .pde test typed in the window. */
    public static StudentSource pde(String text) {
        return new StudentSource("hitPaddle.pde", text, Kind.PDE);
    }

    /** The kind a file's name says: .java is a whole class, anything else is a .pde. */
    public static Kind kindOf(String fileName) {
        return fileName.toLowerCase(Locale.ROOT).endsWith(".java") ? Kind.JAVA : Kind.PDE;
    }

    /** Whether grading takes this file: .pde and .java. */
    public static boolean isTestFile(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return n.endsWith(".pde") || n.endsWith(".java");
    }

    /**
     * Reads a file through {@link SafeRead}: an ordinary file of at most {@value #MAX_BYTES} bytes (a named pipe
     * handed in as a student's file would block, /dev/zero would never end). As UTF-8, a byte that is not becoming
     * �, and javac then says where.
     *
     * @throws SafeRead.Refused one line naming the file and what is wrong with it
     */
    public static StudentSource read(Path file) throws IOException {
        String name = file.getFileName().toString();
        return new StudentSource(name, new String(SafeRead.bytes(file, file.toString(), MAX_BYTES),
                StandardCharsets.UTF_8), kindOf(name));
    }

    /** The number of lines the student wrote. */
    public int lineCount() {
        int n = text.isEmpty() ? 1 : (int) text.chars().filter(c -> c == '\n').count() + 1;
        return text.endsWith("\n") && n > 1 ? n - 1 : n;
    }
}
