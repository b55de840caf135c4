package bouncelab.ui.common;

import bouncelab.io.prefs.FontSize;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javafx.css.PseudoClass;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's Java names style classes and states only through {@link Styles}, and styles nothing inline. */
class StylesTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Path SHEETS = Path.of("src/main/resources/bouncelab/ui");

    private static List<String> offences(Pattern p) throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f :
                    files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                if (f.endsWith(Path.of("bouncelab/ui/common/Styles.java"))) {
                    continue;
                }
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    if (p.matcher(lines.get(i)).find()) {
                        found.add(SOURCES.relativize(f) + ":" + (i + 1) + ": "
                                + lines.get(i).strip());
                    }
                }
            }
        }
        return found;
    }

    @Test
    void styleClassesAreNamedOnlyThroughStyles() throws IOException {
        assertEquals(List.of(), offences(Pattern.compile("getStyleClass\\(\\)\\.\\w+\\([^;]*\"")));
        assertEquals(List.of(), offences(Pattern.compile("PseudoClass\\.getPseudoClass\\(")));
    }

    @Test
    void nothingIsStyledInline() throws IOException {
        assertEquals(List.of(), offences(Pattern.compile("\\.setStyle\\(|\\bsetStyle\\(\"")));
    }

    /** Every state Java can switch on is one the stylesheet styles. */
    @Test
    void everyStateIsUsedByTheStylesheet() throws Exception {
        StringBuilder css = new StringBuilder();
        try (Stream<Path> files = Files.list(SHEETS)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".css")).toList()) {
                css.append(Files.readString(f));
            }
        }
        int states = 0;
        for (var field : Styles.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.get(null) instanceof PseudoClass pc) {
                states++;
                assertTrue(
                        Pattern.compile(":" + Pattern.quote(pc.getPseudoClassName()) + "\\b")
                                .matcher(css)
                                .find(),
                        ":" + pc.getPseudoClassName() + " in a stylesheet");
            }
        }
        assertEquals(10, states);
    }

    /** Each type size the preferences allow has its class on the root in the stylesheet. */
    @Test
    void everyTypeSizeHasItsRootClass() throws IOException {
        assertEquals("font-18", Styles.fontSize(18));
        String css = Files.readString(SHEETS.resolve("bounce-lab.css"));
        for (int px : FontSize.ALL) {
            assertTrue(css.contains(".root." + Styles.fontSize(px) + " { -fx-font-size: " + px + "px; }"), px + " px");
            assertTrue(Styles.isFontSize(Styles.fontSize(px)));
        }
        assertTrue(!Styles.isFontSize(Styles.STATUS_LINE));
    }
}
