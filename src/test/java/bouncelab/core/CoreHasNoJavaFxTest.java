package bouncelab.core;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The floors of the house: no JavaFX below the UI, and nothing imports a floor above its own. */
class CoreHasNoJavaFxTest {
    /** The core, the lessons and the student's test are pure Java: they load and are tested without a display. */
    @ParameterizedTest
    @ValueSource(strings = {"src/main/java/bouncelab/core", "src/main/java/bouncelab/lessons",
            "src/main/java/bouncelab/student"})
    void noSourceOfThisFloorMentionsJavaFx(String dir) throws IOException {
        Path floor = Path.of(dir);
        assertTrue(Files.isDirectory(floor));
        List<Path> offenders;
        try (Stream<Path> files = Files.walk(floor)) {
            offenders = files.filter(p -> p.toString().endsWith(".java")).filter(p -> {
                try {
                    return Files.readString(p).contains("javafx");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
        assertEquals(List.of(), offenders);
    }

    @Test
    void lowerFloorsNeverImportUpperOnes() throws IOException {
        assertNoImport("src/main/java/bouncelab/core", "bouncelab.ui", "bouncelab.cli", "bouncelab.lessons",
                "bouncelab.student");
        assertNoImport("src/main/java/bouncelab/student", "bouncelab.ui", "bouncelab.cli", "bouncelab.lessons");
        assertNoImport("src/main/java/bouncelab/lessons", "bouncelab.ui", "bouncelab.cli");
        assertNoImport("src/main/java/bouncelab/ui", "bouncelab.cli");
    }

    private static void assertNoImport(String dir, String... forbidden) throws IOException {
        Path root = Path.of(dir);
        if (!Files.isDirectory(root)) {
            return;
        }
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String src = Files.readString(p);
                for (String f : forbidden) {
                    assertTrue(!src.contains("import " + f), p + " imports " + f);
                }
            }
        }
    }
}
