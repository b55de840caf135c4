package bouncelab.lessons;

import bouncelab.io.json.Visible;

/**
 * A lesson that cannot be loaded, with the place to fix it: {@code lessons/05-x/lesson.md:12: unknown placeholder
 * 'pythagoras.cornerDist' …}. Line 0 means the file as a whole; {@link #NO_LINE} the folder itself (its name),
 * written without a line: {@code lessons/drafts: a lesson folder's name starts with …}.
 *
 * @param lessonId the folder's name
 * @param file     the file at fault, as the folder describes it
 */
public record LessonError(String lessonId, String file, int line, String message) implements LoadResult {
    /** The line of a problem with the folder itself rather than a line of one of its files. */
    public static final int NO_LINE = -1;

    /** The message quotes the lesson's own text: kept to one readable line whatever characters that holds. */
    public LessonError {
        message = Visible.of(message, 500);
    }

    /** One line, FILE:LINE: message, like the scenario loader's errors; the file's name is made safe to print. */
    public String describe() {
        return Visible.of(file, 300) + (line == NO_LINE ? "" : ":" + line) + ": " + message;
    }

    @Override
    public String toString() {
        return describe();
    }
}
