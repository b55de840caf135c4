package bouncelab.student;

import bouncelab.io.file.SafeRead;
import bouncelab.io.json.Visible;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

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

    /**
     * The largest test taken, in bytes of UTF-8: a test is a page or two, and javac and the check take time and
     * memory in proportion (a 50 MB file would hold a grading worker for its whole time limit).
     */
    public static final int MAX_BYTES = 256 * 1024;

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
     * Reads a file as UTF-8 (a byte that is not UTF-8 becomes �, and javac then says where), through the safe
     * reader: a file over {@link #MAX_BYTES} is refused in words before a byte is read, as is a folder, a device or
     * a pipe. The exception's message is one line naming the file.
     */
    public static StudentSource read(Path file) throws IOException {
        return read(file, Words.ENGLISH);
    }

    /** The same, a file too large said in {@code words}' language. */
    public static StudentSource read(Path file, Words words) throws IOException {
        String name = file.getFileName().toString();
        String shown = Visible.of(name, 120);
        try {
            BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
            if (a.isRegularFile() && a.size() > MAX_BYTES) {
                throw new IOException(tooLarge(shown, a.size(), words));
            }
        } catch (NoSuchFileException | AccessDeniedException e) {
            // the safe reader below says so in its words
        }
        byte[] bytes;
        try {
            bytes = SafeRead.bytes(file, shown, MAX_BYTES);
        } catch (SafeRead.Refused r) {
            throw new IOException(shown + ": " + words.refusal(r.reason()), r);
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        // Windows Notepad may begin a UTF-8 file with a byte-order mark; javac would call it an illegal character
        return new StudentSource(name, text.startsWith("\uFEFF") ? text.substring(1) : text, kindOf(name));
    }

    /** "big.pde is 50 MB; a test may be at most 256 KiB". */
    static String tooLarge(String shown, long bytes) {
        return tooLarge(shown, bytes, Words.ENGLISH);
    }

    static String tooLarge(String shown, long bytes, Words words) {
        String cap = size(MAX_BYTES, words);
        String is = size(bytes, words);
        if (is.equals(cap)) { // just over: the rounded size would read as the cap itself
            return words.format(Book.GRADING, "source.tooLargeExact", shown, bytes, cap, MAX_BYTES);
        }
        return words.format(Book.GRADING, "source.tooLarge", shown, is, cap);
    }

    /** The problem with a source too large to compile, in {@code words}' language, or null when its size is fine. */
    static @Nullable String sizeProblem(StudentSource source, Words words) {
        long bytes = utf8Length(source.text());
        return bytes > MAX_BYTES ? tooLarge(Visible.of(source.name(), 120), bytes, words) : null;
    }

    /** A size as a teacher reads it: 812 bytes, 300 KiB, 50 MB (one decimal only when it is not whole). */
    static String size(long bytes) {
        return size(bytes, Words.ENGLISH);
    }

    static String size(long bytes, Words words) {
        if (bytes < 1024) {
            return words.format(Book.GRADING, "size.bytes", bytes);
        }
        boolean mega = bytes >= 1024 * 1024;
        double v = bytes / (mega ? 1024.0 * 1024 : 1024.0);
        double tenths = Math.floor(v * 10) / 10; // rounded down: a size is never overstated
        return words.format(Book.GRADING, mega ? "size.mb" : "size.kib", tenths);
    }

    /** The text's length in UTF-8 bytes, counted without making them. */
    static long utf8Length(String s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c)
                    && i + 1 < s.length()
                    && Character.isLowSurrogate(s.charAt(i + 1))) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    /** The number of lines the student wrote. */
    public int lineCount() {
        int n = text.isEmpty() ? 1 : (int) text.chars().filter(c -> c == '\n').count() + 1;
        return text.endsWith("\n") && n > 1 ? n - 1 : n;
    }
}
