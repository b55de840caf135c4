package bouncelab.lessons;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A teacher's own lessons folder for a test, made from copies of shipped lessons. */
public final class TeacherFolders {
    private TeacherFolders() {}

    /** One shipped lesson's folder copied into {@code to}. */
    public static void copy(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> files = Files.list(from)) {
            for (Path f : files.toList()) {
                Files.copy(f, to.resolve(f.getFileName()));
            }
        }
    }

    /**
     * Lessons 3 and 4 in {@code dir}, lesson 4 with a check that is false ("cornerDistance = 64 at frame 3"; it is
     * 61): the checks refuse it with its file and line. Returns lesson 4's lesson.md.
     */
    public static Path withAFalseCheck(Path dir) throws IOException {
        Path shipped = ShippedLessonsTest.lessonsDir();
        copy(shipped.resolve("03-pythagoras-straight-on"), dir.resolve("03-pythagoras-straight-on"));
        copy(shipped.resolve("04-pythagoras-corner"), dir.resolve("04-pythagoras-corner"));
        Path md = dir.resolve("04-pythagoras-corner/lesson.md");
        Files.writeString(
                md,
                Files.readString(md)
                        .replace(
                                "check: pythagoras.cornerDistance = 61 at frame 3",
                                "check: pythagoras.cornerDistance = 64 at frame 3"));
        return md;
    }
}
