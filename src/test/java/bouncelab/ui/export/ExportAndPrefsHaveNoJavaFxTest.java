package bouncelab.ui.export;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The export texts and the preferences are plain Java: tested, and usable, without a display. */
class ExportAndPrefsHaveNoJavaFxTest {
    @Test
    void noSourceInThesePackagesMentionsJavaFx() throws IOException {
        for (String dir : List.of("src/main/java/bouncelab/ui/export", "src/main/java/bouncelab/ui/prefs")) {
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
