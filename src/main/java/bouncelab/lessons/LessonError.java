package bouncelab.lessons;

import bouncelab.io.json.Visible;
import bouncelab.io.refusal.Refusal;
import bouncelab.io.refusal.RefusedLine;
import java.util.function.Function;

/**
 * A lesson that cannot be loaded, with the place to fix it: {@code lessons/05-x/lesson.md:12: unknown placeholder
 * 'pythagoras.cornerDist' …}. Line 0 means the file as a whole; {@link #NO_LINE} the folder itself (its name),
 * written without a line: {@code lessons/drafts: a lesson folder's name starts with …}. What is wrong is said in
 * the language of the one showing it ({@link #line(Function)}); {@link #describe()} is the English.
 *
 * @param lessonId the folder's name
 * @param file     the file at fault, as the folder describes it
 */
public record LessonError(String lessonId, String file, int line, Refusal why) implements LoadResult, RefusedLine {
    /** The line of a problem with the folder itself rather than a line of one of its files. */
    public static final int NO_LINE = -1;

    /** A problem already in words (a warning said in the lesson's language, or words not yet in a bundle). */
    public LessonError(String lessonId, String file, int line, String message) {
        this(lessonId, file, line, Refusal.text(message));
    }

    /** What is wrong, in English, kept to one readable line whatever characters the lesson's own text quoted holds. */
    public String message() {
        return Visible.of(why.english(), 500);
    }

    @Override
    public String line(Function<Refusal, String> say) {
        return Visible.of(file, 300) + (line == NO_LINE ? "" : ":" + line) + ": " + Visible.of(say.apply(why), 500);
    }

    /** One line, FILE:LINE: message, like the scenario loader's errors; the file's name is made safe to print. */
    public String describe() {
        return line(Refusal::english);
    }

    @Override
    public String toString() {
        return describe();
    }
}
