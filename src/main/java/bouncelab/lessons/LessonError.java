package bouncelab.lessons;

import bouncelab.io.json.Visible;

/**
 * A lesson that cannot be loaded, with the place to fix it: {@code lessons/05-x/lesson.md:12: unknown placeholder
 * 'pythagoras.cornerDist' …}. Line 0 means the file (or folder) as a whole.
 *
 * @param lessonId the folder's name
 * @param file     the file at fault, as the folder describes it
 */
public record LessonError(String lessonId, String file, int line, String message) implements LoadResult {

    /** The message quotes the lesson's own text: kept to one readable line whatever characters that holds. */
    public LessonError {
        message = Visible.of(message, 500);
    }

    /** One line, FILE:LINE: message, like the scenario loader's errors; the file's name is made safe to print. */
    public String describe() {
        return Visible.of(file, 300) + ":" + line + ": " + message;
    }

    @Override
    public String toString() {
        return describe();
    }
}
