package bouncelab.ui.render;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.io.prefs.Theme;
import bouncelab.ui.snapshot.Headless;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each algorithm's colour key names a colour of its own in the stylesheet, which the palette reads. */
class AlgorithmColoursTest {

    @Test
    void everyColourKeyIsDefinedAndProbedInTheStylesheet() throws Exception {
        String css;
        try (var in = AlgorithmColoursTest.class.getResourceAsStream(Palette.STYLESHEET)) {
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (AlgorithmId id : AlgorithmId.builtIns()) { // yours too: it has its colour before it compiles
            assertTrue(css.contains("-bl-" + id.colourKey() + ":"), id.fileName() + ": its looked-up colour");
            assertTrue(css.contains("." + CourtColour.styleClass(id) + " {"), id.fileName() + ": its probe rule");
        }
    }

    @Test
    void everyAlgorithmHasADistinctColourInEveryTheme() {
        for (Theme theme : Theme.values()) {
            List<String> sheets = new ArrayList<>();
            sheets.add(
                    AlgorithmColoursTest.class.getResource(Palette.STYLESHEET).toExternalForm());
            theme.stylesheet()
                    .ifPresent(r ->
                            sheets.add(AlgorithmColoursTest.class.getResource(r).toExternalForm()));
            Palette p = Headless.onFxThread(() -> Palette.fromStylesheets(sheets));
            Map<Color, AlgorithmId> seen = new HashMap<>();
            for (AlgorithmId id : AlgorithmId.builtIns()) { // yours too: it has its colour before it compiles
                Color c = p.get(id);
                assertNotNull(c, theme + ": " + id.fileName());
                AlgorithmId before = seen.put(c, id);
                assertNull(before, theme + ": " + id.fileName() + " has the colour of " + before);
            }
        }
    }
}
