package bouncelab.student;

import bouncelab.io.json.Visible;

/**
 * One thing wrong with a student's test, for the student to read: the line in their own file (0 when it is about the
 * file as a whole), what is wrong in plain words, and the tool's own message ({@code detail}: javac's words, the
 * refused reference, the exception), or "".
 */
public record StudentProblem(int line, String plain, String detail) {

    public StudentProblem {
        plain = plain == null ? "" : plain;
        detail = detail == null ? "" : detail;
    }

    /**
     * "line 4: A semicolon (;) is missing … (javac: ';' expected)", on one line. A control character the student's
     * text brought (an exception's message: ESC, BEL, U+202E …) reads as U+XXXX, so no terminal or label obeys it.
     */
    public String oneLine() {
        String where = line > 0 ? "line " + line + ": " : "";
        String tail = detail.isEmpty() ? "" : " (" + detail + ")";
        return Visible.of((where + plain + tail).replaceAll("\\s*\\R\\s*", " "));
    }

    @Override
    public String toString() {
        return oneLine();
    }
}
