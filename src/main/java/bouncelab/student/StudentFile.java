package bouncelab.student;

import bouncelab.io.file.SafeRead;
import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonParseException;
import bouncelab.io.json.JsonReader;
import bouncelab.io.json.JsonString;
import bouncelab.io.json.JsonValue;
import bouncelab.io.json.Visible;
import bouncelab.words.Book;
import bouncelab.words.Words;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A file a class hands in: a .pde or .java test, or a shot saved from the app (.json) that keeps the test in its
 * field {@code "yours"} and, when the student typed one, their name in {@code "student"}. {@code student} is the
 * name a teacher files the marks under: the typed name, else the file's name without its extension.
 */
public record StudentFile(StudentSource source, String student) {

    /** The most a shot file may hold: its scenario and a test of at most {@link StudentSource#MAX_BYTES}. */
    static final int MAX_SHOT_BYTES = 2 * StudentSource.MAX_BYTES;
    /** The longest student name kept: a name, not an essay. */
    static final int MAX_NAME = 80;

    /** Whether grading takes this file: .pde, .java and .json (a shot). */
    public static boolean isGradable(Path p) {
        return StudentSource.isTestFile(p) || isShot(p);
    }

    static boolean isShot(Path p) {
        return p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
    }

    /** The file's name without its extension: whom the marks are for when no name was typed. */
    public static String baseName(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    /**
     * Whether a folder's shot was handed in, and so is graded: it keeps a student's test, or a typed name, or it
     * cannot be read as a shot at all (its line then says why). A class folder may hold the shot the teacher handed
     * out beside the work: a shot with neither a test nor a name is left alone.
     */
    public static boolean handedIn(Path shot) {
        JsonObject top;
        try {
            top = shot(shot, Words.ENGLISH);
        } catch (IOException | RuntimeException e) {
            return true; // damaged or unreadable: the teacher must hear of it, not lose the student's row
        }
        return top.has("yours")
                || top.get("student") instanceof JsonString typed
                        && !typed.value().isBlank();
    }

    /** Reads the file (through the safe reader); the exception's message is one line naming the file. */
    public static StudentFile read(Path file) throws IOException {
        return read(file, Words.ENGLISH);
    }

    /** The same, what is wrong with it said in {@code words}' language. */
    public static StudentFile read(Path file, Words words) throws IOException {
        if (!isShot(file)) {
            return new StudentFile(StudentSource.read(file, words), baseName(file));
        }
        JsonObject top = shot(file, words);
        String shown = Visible.of(file.getFileName().toString(), 120);
        if (!(top.get("yours") instanceof JsonString yours)) {
            throw new IOException(words.format(Book.GRADING, "shot.noTest", shown));
        }
        String student = baseName(file);
        if (top.get("student") instanceof JsonString typed && !typed.value().isBlank()) {
            student = Visible.of(typed.value().strip(), MAX_NAME);
        }
        // the Your test tab holds a .pde's methods, so that is what a shot keeps
        return new StudentFile(
                new StudentSource(file.getFileName().toString(), yours.value(), StudentSource.Kind.PDE), student);
    }

    private static JsonObject shot(Path file, Words words) throws IOException {
        String shown = Visible.of(file.getFileName().toString(), 120);
        String text;
        try {
            text = SafeRead.text(file, shown, MAX_SHOT_BYTES);
        } catch (SafeRead.Refused r) {
            throw new IOException(shown + ": " + words.refusal(r.reason()), r);
        }
        JsonValue root;
        try {
            root = JsonReader.parse(text, shown);
        } catch (JsonParseException e) {
            throw new IOException(
                    words.format(Book.GRADING, "shot.notAShotAt", shown, e.line(), words.refusal(e.why())), e);
        }
        if (!(root instanceof JsonObject top)) {
            throw new IOException(words.format(Book.GRADING, "shot.notAShot", shown));
        }
        return top;
    }
}
