package bouncelab.ui.render;

import javafx.css.CssParser;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** The stylesheet parses without a single error: one missing brace silently drops every rule after it. */
class StylesheetTest {
    @Test
    void theStylesheetsParseCleanly() throws Exception {
        var dir = StylesheetTest.class.getResource(Palette.STYLESHEET).toURI().resolve(".");
        try (var files = java.nio.file.Files.list(java.nio.file.Path.of(dir))) {
            List<java.nio.file.Path> sheets = files.filter(p -> p.toString().endsWith(".css")).toList();
            assertFalse(sheets.isEmpty());
            for (var sheet : sheets) {
                CssParser.errorsProperty().clear();
                var parsed = new CssParser().parse(sheet.toUri().toURL());
                assertFalse(parsed.getRules().isEmpty(), sheet + " has rules");
                assertEquals(List.of(), List.copyOf(CssParser.errorsProperty()).stream().map(Object::toString).toList(),
                        sheet.toString());
                String text = java.nio.file.Files.readString(sheet);
                assertEquals(text.chars().filter(c -> c == '{').count(), text.chars().filter(c -> c == '}').count(),
                        sheet + ": braces balance");
            }
        }
    }
}
