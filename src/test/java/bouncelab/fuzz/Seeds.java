package bouncelab.fuzz;

import bouncelab.core.soak.Draws;
import bouncelab.core.soak.ShotMaker;
import bouncelab.io.scenario.ScenarioWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/** The files the fuzzers start from: every shipped scenario and lesson, and a few random shots written out. */
final class Seeds {
    static final Path LESSONS = Path.of("lessons");

    private Seeds() {}

    /** Every shipped scenario file's text (the lessons' and the screenshots'), then five random shots. */
    static List<String> scenarios() {
        List<String> out = new ArrayList<>();
        for (Path p : files(LESSONS, "scenario.json")) {
            out.add(read(p));
        }
        for (Path p : files(Path.of("screenshots"), ".json")) {
            out.add(read(p));
        }
        SplittableRandom random = new SplittableRandom(11);
        for (int i = 0; i < 5; i++) {
            out.add(ScenarioWriter.toJson(ShotMaker.make(new Draws(random::nextDouble))));
        }
        return out;
    }

    /** The shipped lesson folders. */
    static List<Path> lessonFolders() {
        try (Stream<Path> s = Files.list(LESSONS)) {
            return s.filter(p -> Files.isRegularFile(p.resolve("lesson.md")))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String read(Path p) {
        try {
            return Files.readString(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> files(Path root, String suffix) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> s = Files.walk(root)) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix))
                    .sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
