package bouncelab.lessons;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Where the lessons come from: a folder the teacher chose, else the top-level {@code lessons/} folder when the app
 * runs from the project (or {@code -Dbouncelab.lessons.dir}), else the course inside the jar; and the language
 * they are read in (each lesson's lesson.CODE.md where it has one, else its lesson.md).
 */
public record LessonSource(@Nullable Path folder, Locale language) {
    public static final String DIR_PROPERTY = "bouncelab.lessons.dir";

    public LessonSource {
        language = language == null ? Lesson.ORIGINAL : language;
    }

    /** A folder (null: the jar's course) in the language lesson.md is written in. */
    public LessonSource(Path folder) {
        this(folder, Lesson.ORIGINAL);
    }

    /** The folder found as described above, or a source for the jar's course (folder null). */
    public static LessonSource find() {
        return find(Lesson.ORIGINAL);
    }

    /** The same, its lessons read in {@code language}. */
    public static LessonSource find(Locale language) {
        String prop = System.getProperty(DIR_PROPERTY);
        if (prop != null && Files.isDirectory(Path.of(prop))) {
            return new LessonSource(Path.of(prop), language);
        }
        Path local = Path.of("lessons");
        if (Files.isRegularFile(local.resolve(LessonLoader.INDEX_FILE))) {
            return new LessonSource(local.toAbsolutePath(), language);
        }
        return new LessonSource(null, language);
    }

    /** Another folder, in the same language. */
    public LessonSource withFolder(Path dir) {
        return new LessonSource(dir, language);
    }

    public Optional<Path> dir() {
        return Optional.ofNullable(folder);
    }

    /** Every lesson read and checked: those whose checks fail are refused, listed with their problems. */
    public Course load() {
        return load(true);
    }

    /**
     * Every lesson as read, its questions' checks not yet run: quick to have, for the window's first appearance;
     * {@link #load()} then says whether the checks refuse any of them.
     */
    public Course read() {
        return load(false);
    }

    private Course load(boolean checked) {
        return folder == null
                ? LessonLoader.loadFromClasspath(LessonSource.class.getClassLoader(), language, checked)
                : LessonLoader.loadAll(folder, language, checked);
    }

    public String describe() {
        return folder == null ? "the lessons built into Bounce Lab" : folder.toString();
    }
}
