package bouncelab.lessons.worksheet;

import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A lesson made printable: its title, the article it draws on with its author ({@code "“title”, author"}), its
 * questions, its coding task (or null), and the language its own words are written in.
 */
public record Worksheet(
        String lessonId,
        String title,
        String credit,
        List<WorksheetQuestion> questions,
        @Nullable String task,
        Locale language) {
    public Worksheet {
        questions = List.copyOf(questions);
    }
}
