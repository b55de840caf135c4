package bouncelab.lessons.worksheet;

import java.util.List;

/**
 * A lesson made printable: its title, the article it draws on with its author ({@code "“title”, author"}), its
 * questions, and its coding task (or null).
 */
public record Worksheet(String lessonId, String title, String credit, List<WorksheetQuestion> questions, String task) {
    public Worksheet {
        questions = List.copyOf(questions);
    }
}
