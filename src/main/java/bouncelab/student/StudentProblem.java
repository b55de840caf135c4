package bouncelab.student;

import bouncelab.io.json.Visible;
import bouncelab.words.Book;
import bouncelab.words.Words;
import org.jspecify.annotations.Nullable;

/**
 * One thing wrong with a student's test, for the student to read: the line in their own file (0 when it is about the
 * file as a whole), what is wrong in plain words, and the tool's own message ({@code detail}: javac's words, the
 * refused reference, the exception), or "".
 */
public record StudentProblem(int line, String plain, String detail) {

    /** No words read as "" (the worker's answer may have none). */
    public StudentProblem(int line, @Nullable String plain, @Nullable String detail) {
        this.line = line;
        this.plain = plain == null ? "" : plain;
        this.detail = detail == null ? "" : detail;
    }

    /**
     * "line 4: A semicolon (;) is missing … (javac: ';' expected)", on one line. A control character the student's
     * text brought (an exception's message: ESC, BEL, U+202E …) reads as U+XXXX, so no terminal or label obeys it.
     */
    public String oneLine() {
        return oneLine(Words.ENGLISH);
    }

    /** The same in {@code words}' language ("línea 4: …"); the plain words are as they were made. */
    public String oneLine(Words words) {
        String said = detail.isEmpty() ? plain : words.format(Book.GRADING, "problem.detail", plain, detail);
        String whole = line > 0 ? words.format(Book.GRADING, "problem.line", line, said) : said;
        return Visible.of(whole.replaceAll("\\s*\\R\\s*", " "));
    }

    @Override
    public String toString() {
        return oneLine();
    }
}
