package bouncelab.student;

import org.jspecify.annotations.Nullable;

/**
 * One file graded: its line as {@code grade} prints it, the detail a class report needs of it, and, for a file its
 * runner stopped for time, after how many seconds (null otherwise): the report then says so where a number is
 * missing, not "did not finish" as for a test that failed.
 */
public record Graded(
        GradeLine line, GradeDetail detail, @Nullable Long stoppedAfter) {
    public Graded(GradeLine line, GradeDetail detail) {
        this(line, detail, null);
    }

    /** The same file graded under another detail (its student's name told apart, say). */
    public Graded withDetail(GradeDetail other) {
        return new Graded(line, other, stoppedAfter);
    }
}
