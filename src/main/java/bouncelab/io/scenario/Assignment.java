package bouncelab.io.scenario;

import org.jspecify.annotations.Nullable;

/**
 * What makes a shot an assignment a teacher hands out (issue 31): the task in Markdown ({@code "task"}), the code
 * the student starts from ({@code "starter"}, null for the Your test tab's own starter), and the name the student
 * types ({@code "student"}, empty until they do), under which {@code grade --report} files their marks. The
 * student's work goes in the shot's {@code "yours"}, as in any shot, so the file handed out (no {@code "yours"}
 * yet) is not graded and the same file handed back is.
 */
public record Assignment(String task, @Nullable String starter, String student) {
    /** The longest task kept, in characters: a page or two of Markdown. */
    public static final int MAX_TASK = 20_000;
    /** The longest name kept: a name, not an essay. */
    public static final int MAX_STUDENT = 80;

    public Assignment {
        if (task == null || task.isBlank()) {
            throw new IllegalArgumentException("an assignment needs its task");
        }
        student = student == null ? "" : student;
    }

    /** The same assignment with the name the student typed. */
    public Assignment withStudent(String name) {
        return new Assignment(task, starter, name);
    }
}
