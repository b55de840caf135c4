package bouncelab.fuzz;

import bouncelab.io.image.TestPictures;
import bouncelab.lessons.Block;
import bouncelab.lessons.DiskFolder;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonLoader;
import bouncelab.lessons.LoadResult;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Thousands of broken lessons, made from every shipped one: its lesson.md or scenario.json (or both) mutated, with
 * pictures that try to leave the folder (../, absolute paths, URLs, a symbolic link to a file outside). Each loads
 * or becomes one LessonError naming the file and line in one line; and nothing outside the lesson's folder is ever
 * shown: a picture of a loaded lesson is inside its folder, and opening any hostile path never gives the bytes of
 * the secret file placed beside the folder.
 */
class LessonFuzzTest {
    static final int CASES = 1_500;
    private static final byte[] SECRET = "SECRET: outside the lesson folder".getBytes(StandardCharsets.UTF_8);
    private static final byte[] PICTURE = TestPictures.of("png", 2, 2);

    @Test
    void everyBrokenLessonLoadsOrNamesItsFileAndLineAndNeverReachesOutside(@TempDir Path root) throws IOException {
        List<Path> shipped = Seeds.lessonFolders();
        assertTrue(shipped.size() >= 13, "shipped lessons found: " + shipped.size());
        Path folder = root.resolve("lessons").resolve("07-case");
        Files.createDirectories(folder);
        Files.write(root.resolve("lessons").resolve("outside.png"), SECRET);
        Files.write(root.resolve("outside.png"), SECRET);
        Files.write(folder.resolve("inside.png"), PICTURE);
        Files.createSymbolicLink(folder.resolve("link.png"), root.resolve("outside.png"));
        List<String> failures = assertTimeoutPreemptively(Duration.ofSeconds(120), () -> run(shipped, folder));
        assertEquals(List.of(), failures);
    }

    @Test
    void noHostilePathOpensAFileOutsideTheFolder(@TempDir Path root) throws IOException {
        Path folder = root.resolve("lessons").resolve("07-case");
        Files.createDirectories(folder);
        Files.write(root.resolve("lessons").resolve("outside.png"), SECRET);
        Files.write(root.resolve("outside.png"), SECRET);
        Files.createSymbolicLink(folder.resolve("link.png"), root.resolve("outside.png"));
        DiskFolder disk = new DiskFolder(folder);
        List<String> paths = new ArrayList<>(Mutator.PATHS);
        paths.add(root.resolve("outside.png").toString());
        paths.add("../../outside.png");
        for (String p : paths) {
            try (InputStream in = disk.open(p)) {
                assertTrue(!Arrays.equals(SECRET, in.readAllBytes()), "opened " + p);
            } catch (IOException | RuntimeException e) {
                // refused: that is the point
            }
        }
    }

    private static List<String> run(List<Path> shipped, Path folder) throws IOException {
        Mutator mutator = new Mutator(20260528);
        Random which = new Random(5);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < CASES; i++) {
            Path seed = shipped.get(i % shipped.size());
            String md = Seeds.read(seed.resolve("lesson.md"));
            String json = Seeds.read(seed.resolve("scenario.json"));
            int kind = which.nextInt(4); // 0, 1: the lesson; 2: the scenario; 3: both
            byte[] mdBytes = kind == 2 ? md.getBytes(StandardCharsets.UTF_8) : mutator.mutate(md);
            byte[] jsonBytes = kind < 2 ? json.getBytes(StandardCharsets.UTF_8) : mutator.mutate(json);
            Files.write(folder.resolve("lesson.md"), mdBytes);
            Files.write(folder.resolve("scenario.json"), jsonBytes);
            String problem;
            try {
                problem = check(LessonLoader.load(folder), folder, mdBytes, jsonBytes);
            } catch (Throwable t) {
                problem = "threw " + t;
            }
            if (problem != null && failures.size() < 8) {
                failures.add("case " + i + " (" + seed.getFileName() + "): " + problem + "\n  lesson: "
                        + ScenarioFuzzTest.excerpt(mdBytes));
            }
        }
        return failures;
    }

    private static String check(LoadResult result, Path folder, byte[] md, byte[] json) throws IOException {
        if (result instanceof LessonError e) {
            String m = e.describe();
            boolean named = e.file().equals(folder.resolve("lesson.md").toString())
                    || e.file().equals(folder.resolve("scenario.json").toString())
                    || e.file().equals(folder.toString());
            if (!named) {
                return "names no file of the lesson: " + m;
            }
            long lines = new String(e.file().endsWith(".json") ? json : md, StandardCharsets.UTF_8)
                            .lines()
                            .count()
                    + 1;
            if (e.line() < 0 || e.line() > lines) {
                return "line " + e.line() + " of " + lines + ": " + m;
            }
            if (e.message().isBlank()
                    || m.chars().anyMatch(c -> c == '\n' || c == '\r' || c == 0x85 || c == 0x2028 || c == 0x2029)) {
                return "not one clear line: " + m;
            }
            return null;
        }
        Lesson lesson = (Lesson) result;
        for (String path : images(lesson.blocks())) {
            Path real = folder.resolve(path).toRealPath();
            if (!real.startsWith(folder.toRealPath())) {
                return "shows a picture from outside its folder: " + path;
            }
            try (InputStream in = lesson.folder().open(path)) {
                if (Arrays.equals(SECRET, in.readAllBytes())) {
                    return "opened the secret file as " + path;
                }
            }
        }
        return null;
    }

    private static List<String> images(List<Block> blocks) {
        List<String> out = new ArrayList<>();
        for (Block b : blocks) {
            if (b instanceof Block.Image img) {
                out.add(img.path());
            } else if (b instanceof Block.Quote q) {
                out.addAll(images(q.blocks()));
            } else if (b instanceof Block.ListBlock l) {
                l.items().forEach(item -> out.addAll(images(item)));
            }
        }
        return out;
    }
}
