package bouncelab.ui.render;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javafx.css.CssParser;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The stylesheet parses without a single error: one missing brace silently drops every rule after it. */
class StylesheetTest {
    @Test
    void theStylesheetsParseCleanly() throws Exception {
        var dir = StylesheetTest.class.getResource(Palette.STYLESHEET).toURI().resolve(".");
        try (var files = Files.list(Path.of(dir))) {
            List<Path> sheets = files.filter(p -> p.toString().endsWith(".css")).toList();
            assertFalse(sheets.isEmpty());
            for (var sheet : sheets) {
                CssParser.errorsProperty().clear();
                var parsed = new CssParser().parse(sheet.toUri().toURL());
                assertFalse(parsed.getRules().isEmpty(), sheet + " has rules");
                assertEquals(
                        List.of(),
                        List.copyOf(CssParser.errorsProperty()).stream()
                                .map(Object::toString)
                                .toList(),
                        sheet.toString());
                String text = Files.readString(sheet);
                assertEquals(
                        text.chars().filter(c -> c == '{').count(),
                        text.chars().filter(c -> c == '}').count(),
                        sheet + ": braces balance");
            }
        }
    }
}
