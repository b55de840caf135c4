package bouncelab.cli;

import bouncelab.ChildJava;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code render} draws the same bytes whatever fonts the machine has: the app draws in its own (bundled) fonts. A
 * Java started with {@code FONTCONFIG_FILE} naming a configuration written here sees only the fonts it lists;
 * each picture is drawn once as the machine is and once where the only font is an unrelated one (Liberation Sans,
 * from PDFBox's jar: the test needs no font of the machine's). Linux only: elsewhere JavaFX does not ask fontconfig.
 */
@EnabledOnOs(OS.LINUX)
class RenderWithoutTheMachinesFontsTest {
    private static final String UNRELATED_FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

    @Test
    void aLessonAndTheCodeEditorDrawTheSameWithOnlyAnUnrelatedFont(@TempDir Path dir) throws Exception {
        Path fonts = Files.createDirectories(dir.resolve("fonts"));
        try (InputStream in = RenderWithoutTheMachinesFontsTest.class.getResourceAsStream(UNRELATED_FONT)) {
            Files.copy(in, fonts.resolve("LiberationSans-Regular.ttf"));
        }
        Path config = dir.resolve("fonts.conf");
        Files.writeString(config, """
                <?xml version="1.0"?>
                <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
                <fontconfig>
                  <dir>%s</dir>
                  <cachedir>%s</cachedir>
                </fontconfig>
                """.formatted(fonts, dir.resolve("fontconfig-cache")));

        List<List<String>> pictures = List.of(
                List.of("--lesson", "06-tunnelling", "--size", "1024x768"),
                // the Your test tab: the code editor, its line numbers and the report card
                List.of("--scenario", "screenshots/yours-box-test.json", "--view", "yours", "--size", "1024x768"));
        for (int i = 0; i < pictures.size(); i++) {
            Path asTheMachineIs = render(dir, pictures.get(i), "machine-" + i + ".png", null);
            Path oneUnrelatedFont = render(dir, pictures.get(i), "unrelated-" + i + ".png", config);
            assertArrayEquals(
                    Files.readAllBytes(asTheMachineIs),
                    Files.readAllBytes(oneUnrelatedFont),
                    "render " + String.join(" ", pictures.get(i)) + " with only Liberation Sans on the machine");
        }
    }

    /** {@code render options --out dir/name} in a Java of its own; {@code fontConfig} null: the machine's fonts. */
    private static Path render(Path dir, List<String> options, String name, Path fontConfig) throws Exception {
        Path out = dir.resolve(name);
        List<String> args = new ArrayList<>(List.of("render"));
        args.addAll(options);
        args.addAll(List.of("--out", out.toString()));
        // a home and a native-library folder of the test's own: nothing read from or left in the user's
        List<String> jvm = List.of(
                "-Xmx512m",
                "-Duser.home=" + dir.resolve("home"),
                "-Djavafx.cachedir="
                        + System.getProperty(
                                "javafx.cachedir", dir.resolve("openjfx").toString()));
        ProcessBuilder pb = ChildJava.of(jvm, "bouncelab.Launcher", args.toArray(String[]::new));
        if (fontConfig != null) {
            pb.environment().put("FONTCONFIG_FILE", fontConfig.toString());
        }
        pb.redirectErrorStream(true);
        Process p = pb.start();
        p.getOutputStream().close();
        String said = read(p.getInputStream());
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "render took over two minutes");
        assertEquals(0, p.exitValue(), said);
        return out;
    }

    private static String read(InputStream in) throws IOException {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
