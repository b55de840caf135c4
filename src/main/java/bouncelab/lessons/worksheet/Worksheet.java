package bouncelab.lessons.worksheet;

import java.util.List;

/** A lesson made printable: its title, the article it draws on, its questions, and its coding task (or null). */
public record Worksheet(String lessonId, String title, String article, List<WorksheetQuestion> questions,
                        String task) {
    public Worksheet {
        questions = List.copyOf(questions);
    }
}
