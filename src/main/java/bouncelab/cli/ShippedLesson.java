package bouncelab.cli;

import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonSource;
import bouncelab.words.Words;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A lesson by its folder's name, from the course as the window finds it or from a folder given with
 * {@code --lessons DIR}; bad input if it cannot be read.
 */
final class ShippedLesson {
    private ShippedLesson() {}

    static Lesson find(String id) {
        return find(id, null);
    }

    /**
     * The lesson from {@code dir} (a teacher's lessons folder, as {@code --lessons DIR} names it), or as the window
     * finds the course when {@code dir} is null.
     */
    static Lesson find(String id, @Nullable Path dir) {
        return find(id, dir, Lesson.ORIGINAL);
    }

    /** The same, read in {@code language} (its lesson.CODE.md, else its lesson.md). */
    static Lesson find(String id, @Nullable Path dir, Locale language) {
        if (dir != null && !Files.isDirectory(dir)) {
            throw new BadInputException(
                    Refusal.of("cli.optionValue", "--lessons", dir.toString(), Refusal.of("cli.notFolder")));
        }
        Course course = (dir != null ? new LessonSource(dir, language) : LessonSource.find(language)).load();
        return course.lessons().stream()
                .filter(l -> l.id().equals(id))
                .findFirst()
                .orElseThrow(() -> {
                    Refusal why = course.errors().stream()
                            .filter(e -> e.lessonId().equals(id))
                            .map(e -> Refusal.text(Words.of(language).line(e)))
                            .findFirst()
                            .orElse(Refusal.of(
                                    "cli.noSuchLesson",
                                    String.join(
                                            ", ",
                                            course.lessons().stream()
                                                    .map(Lesson::id)
                                                    .toList())));
                    return new BadInputException(Refusal.of("cli.optionValue", "--lesson", id, why));
                });
    }
}
