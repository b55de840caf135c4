package bouncelab.words;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The languages the window offers are the translations in the sources: the build's index (pom.xml,
 * languages-index) lists every Window_CODE.properties there, so a translator's new file is offered with nothing else
 * to edit.
 */
class LanguagesIndexTest {
    @Test
    void theShippedLanguagesAreEnglishAndEveryTranslationInTheSources() throws IOException {
        List<Locale> expected = new ArrayList<>(List.of(Locale.ENGLISH));
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/bouncelab/words"))) {
            files.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith("Window_") && n.endsWith(".properties"))
                    .map(n -> n.substring("Window_".length(), n.length() - ".properties".length()))
                    .sorted()
                    .forEach(code -> expected.add(Locale.forLanguageTag(code.replace('_', '-'))));
        }
        assertEquals(expected, Languages.shipped());
        assertEquals(
                expected.subList(1, expected.size()).stream()
                        .map(Locale::toLanguageTag)
                        .toList(),
                Files.readAllLines(Path.of("target/classes", Languages.INDEX)),
                "the index the build wrote");
    }
}
