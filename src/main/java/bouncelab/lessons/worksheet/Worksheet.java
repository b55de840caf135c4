package bouncelab.lessons.worksheet;

import java.util.List;

/** A lesson made printable: its title, the article it draws on, and its questions. */
public record Worksheet(String lessonId, String title, String article, List<WorksheetQuestion> questions) {
    public Worksheet {
        questions = List.copyOf(questions);
    }
}
