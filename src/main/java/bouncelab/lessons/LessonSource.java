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

    public Course load() {
        return folder == null ? LessonLoader.loadFromClasspath(LessonSource.class.getClassLoader())
                : LessonLoader.loadAll(folder);
    }

    public String describe() {
        return folder == null ? "the lessons built into Bounce Lab" : folder.toString();
    }
}
