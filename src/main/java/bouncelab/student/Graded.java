package bouncelab.student;

/** One file graded: its line as {@code grade} prints it, and the detail a class report needs of it. */
public record Graded(GradeLine line, GradeDetail detail) {}
