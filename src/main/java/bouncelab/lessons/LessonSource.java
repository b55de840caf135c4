package bouncelab.lessons;


import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the lessons come from: a folder the teacher chose, else the top-level {@code lessons/} folder when the app
 * runs from the project (or {@code -Dbouncelab.lessons.dir}), else the course inside the jar.
 */
public record LessonSource(Path folder) {
    public static final String DIR_PROPERTY = "bouncelab.lessons.dir";

    /** The folder found as described above, or a source for the jar's course (folder null). */
    public static LessonSource find() {
        String prop = System.getProperty(DIR_PROPERTY);
        if (prop != null && Files.isDirectory(Path.of(prop))) {
            return new LessonSource(Path.of(prop));
        }
        Path local = Path.of("lessons");
        if (Files.isRegularFile(local.resolve(LessonLoader.INDEX_FILE))) {
            return new LessonSource(local.toAbsolutePath());
        }
        return new LessonSource(null);
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
        return folder == null ? LessonLoader.loadFromClasspath(LessonSource.class.getClassLoader(), checked)
                : LessonLoader.loadAll(folder, checked);
    }

    public String describe() {
        return folder == null ? "the lessons built into Bounce Lab" : folder.toString();
    }
}
