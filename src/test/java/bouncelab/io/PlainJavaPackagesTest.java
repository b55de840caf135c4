package bouncelab.io;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The io floor (files, preferences, export texts) and the games are plain Java: tested, and usable, without a display. */
class PlainJavaPackagesTest {
    @Test
    void noSourceInThesePackagesMentionsJavaFx() throws IOException {
        for (String dir : List.of("src/main/java/bouncelab/io", "src/main/java/bouncelab/game")) {
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                List<Path> offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                    try {
                        return Files.readString(p).contains("javafx");
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }).toList();
                assertEquals(List.of(), offenders, dir);
            }
        }
    }
}
