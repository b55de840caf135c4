package bouncelab.ui.render;

import bouncelab.io.font.BundledFonts;
import bouncelab.io.font.BundledFonts.Face;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.text.Font;
import javafx.scene.text.FontPosture;
import javafx.scene.text.FontWeight;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app's own fonts: every file in the jar with its licence beside it, every family a stylesheet names one of
 * them, and JavaFX handing out the bundled face for each weight and slant.
 */
@ExtendWith(ApplicationExtension.class)
class FontsTest {
    private static final Pattern FAMILY = Pattern.compile("-fx-font-family\\s*:\\s*([^;]+);");

    @Start
    void start(Stage stage) {
        // the toolkit only
    }

    @Test
    void everyFaceIsATrueTypeFileWithTheLicenceBesideIt() throws Exception {
        for (Face face : Face.values()) {
            try (InputStream in = face.open()) {
                byte[] head = in.readNBytes(4);
                assertEquals(
                        List.of(0, 1, 0, 0),
                        List.of((int) head[0], (int) head[1], (int) head[2], (int) head[3]),
                        face.resource() + " is TrueType");
            }
            String folder = face.resource().substring(0, face.resource().lastIndexOf('/') + 1);
            assertTrue(
                    BundledFonts.LICENCE.startsWith(folder) && BundledFonts.LICENCE.indexOf('/', folder.length()) < 0,
                    "the licence sits beside " + face.resource());
        }
        try (InputStream in = BundledFonts.class.getResourceAsStream(BundledFonts.LICENCE)) {
            assertNotNull(in, BundledFonts.LICENCE);
            String licence = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(licence.contains("Bitstream Vera Fonts Copyright") && licence.contains("Arev Fonts Copyright"));
        }
    }

    @Test
    void everyStylesheetNamesOnlyTheBundledFamilies() throws Exception {
        Path dir =
                Path.of(FontsTest.class.getResource(Palette.STYLESHEET).toURI()).getParent();
        Set<String> bundled = Set.of('"' + BundledFonts.SANS + '"', '"' + BundledFonts.MONO + '"');
        try (var files = Files.list(dir)) {
            List<Path> sheets = files.filter(p -> p.toString().endsWith(".css")).toList();
            assertFalse(sheets.isEmpty());
            int named = 0;
            for (Path sheet : sheets) {
                Matcher m = FAMILY.matcher(Files.readString(sheet));
                while (m.find()) {
                    named++;
                    // one family, no fallback: a fallback would be the machine's font, different on each
                    assertTrue(bundled.contains(m.group(1).strip()), sheet.getFileName() + ": " + m.group());
                }
            }
            assertTrue(named > 0);
        }
    }

    @Test
    void javaFxGivesTheBundledFaceForEachWeightAndSlant() {
        Fonts.load();
        Fonts.load(); // once is enough; again does nothing
        for (Face face : Face.values()) {
            Font f = Font.font(
                    face.family(),
                    face.bold() ? FontWeight.BOLD : FontWeight.NORMAL,
                    face.oblique() ? FontPosture.ITALIC : FontPosture.REGULAR,
                    12);
            String style = (face.bold() ? " Bold" : "") + (face.oblique() ? " Oblique" : "");
            assertEquals(face.family() + style, f.getName());
        }
        assertEquals(BundledFonts.SANS, Fonts.sans(13).getFamily());
        assertEquals(BundledFonts.MONO, Fonts.mono(13).getFamily());
    }
}
