package bouncelab.lessons;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * All the lessons of a lessons folder, in order, and the errors of those that could not be read: one bad lesson
 * never hides the others.
 */
public record Course(List<Lesson> lessons, List<LessonError> errors) {

    public Course {
        lessons = List.copyOf(lessons);
        errors = List.copyOf(errors);
    }

    /** The lessons grouped by the article they draw on, groups in the order of their first lesson. */
    public Map<String, List<Lesson>> byArticle() {
        Map<String, List<Lesson>> groups = new LinkedHashMap<>();
        for (Lesson l : lessons) {
            groups.computeIfAbsent(l.article(), a -> new ArrayList<>()).add(l);
        }
        groups.replaceAll((a, ls) -> List.copyOf(ls));
        return groups;
    }
}
