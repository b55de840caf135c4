package bouncelab.cli;

import bouncelab.io.prefs.Theme;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import bouncelab.ui.snapshot.Headless;
import bouncelab.ui.theme.Appearance;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.scene.layout.Pane;
import javafx.scene.paint.Color;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code render}: the requested size, the overlays where the trace puts them, the same bytes twice, clear errors. */
class RenderCommandTest {

    /**
     * TestFX owns the toolkit in this test JVM: if it is started here first, the window tests that come later can
     * still drive their windows with the robot.
     */
    @BeforeAll
    static void startToolkitTheTestFxWay() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    static final String PONG = """
            {
              "court": {"width": 800, "height": 500, "walls": ["top", "bottom"]},
              "dt": 0.016666666666666666,
              "ball": {"x": 205, "y": 230, "radius": 8, "vx": 2400, "vy": 120},
              "paddles": [{"id": "right", "x": 740, "y": 200, "width": 12, "height": 120}],
              "algorithm": "simple"
            }
            """;

    @Test
    void rendersTheRequestedSizeWithTheTunnelDrawnAcrossThePaddle(@TempDir Path dir) throws Exception {
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, PONG);
        Path png = dir.resolve("frame14.png");
        CliRun r = CliRun.run(
                "render",
                "--scenario",
                shot.toString(),
                "--frame",
                "14",
                "--size",
                "1000x700",
                "--out",
                png.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1000, img.getWidth());
        assertEquals(700, img.getHeight());
        // the tunnel overlay is a thick line across the paddle (x 740..752) along the ball's path (y ≈ 257):
        // somewhere on the paddle's column at that height the picture is the tunnel colour
        var tunnel = Headless.onFxThread(() -> Palette.standard().get(CourtColour.TUNNEL));
        int expected = (0xff << 24)
                | ((int) Math.round(tunnel.getRed() * 255) << 16)
                | ((int) Math.round(tunnel.getGreen() * 255) << 8)
                | (int) Math.round(tunnel.getBlue() * 255);
        int found = 0;
        for (int x = 0; x < img.getWidth(); x++) {
            for (int y = 0; y < img.getHeight(); y++) {
                if (img.getRGB(x, y) == expected) {
                    found++;
                }
            }
        }
        assertTrue(found > 30, "tunnel pixels: " + found);

        Path again = dir.resolve("again.png");
        CliRun.run(
                "render",
                "--scenario",
                shot.toString(),
                "--frame",
                "14",
                "--size",
                "1000x700",
                "--out",
                again.toString());
        assertArrayEquals(Files.readAllBytes(png), Files.readAllBytes(again));
    }

    @Test
    void rendersTheCompareViewWithEveryAlgorithmsBadge(@TempDir Path dir) throws Exception {
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, PONG);
        Path png = dir.resolve("compare.png");
        CliRun r = CliRun.run(
                "render", "--scenario", shot.toString(), "--view", "compare", "--frame", "14", "--out", png.toString());
        assertEquals(0, r.status(), r.err());
        BufferedImage img = ImageIO.read(png.toFile());
        assertEquals(1280, img.getWidth());
        assertTrue(Files.size(png) > 20_000);
    }

    /**
     * A theme recolours the court: just inside its top-left corner the picture is the theme's court colour, read
     * from the theme's stylesheet; presenting, the court begins in the picture's first quarter (no menu,
     * algorithm bar or tabs above it) and the lesson beside it is gone.
     */
    @Test
    void rendersEachThemeAndPresentationMode(@TempDir Path dir) throws Exception {
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, PONG);
        Map<String, Integer> courtColour = new HashMap<>();
        for (String theme : List.of("light", "dark", "high-contrast", "projector")) {
            Path png = dir.resolve(theme + ".png");
            CliRun r = CliRun.run("render", "--scenario", shot.toString(), "--theme", theme, "--out", png.toString());
            assertEquals(0, r.status(), r.err());
            BufferedImage img = ImageIO.read(png.toFile());
            var expected = Headless.onFxThread(() -> Theme.parse(theme)
                    .map(t -> {
                        var probe = new Appearance(new Pane());
                        probe.themeProperty().set(t);
                        return probe.palette().get(CourtColour.COURT);
                    })
                    .orElseThrow());
            int rgb = rgb(expected);
            courtColour.put(theme, rgb);
            assertEquals(
                    Integer.toHexString(rgb), Integer.toHexString(img.getRGB(img.getWidth() * 3 / 10, 300)), theme);
        }
        assertEquals(4, new HashSet<>(courtColour.values()).size(), "four themes, four courts");

        Path presenting = dir.resolve("presenting.png");
        CliRun r = CliRun.run("render", "--scenario", shot.toString(), "--presenting", "--out", presenting.toString());
        assertEquals(0, r.status(), r.err());
        BufferedImage img = ImageIO.read(presenting.toFile());
        int firstCourtRow = -1;
        for (int y = 0; y < img.getHeight() && firstCourtRow < 0; y++) {
            if (img.getRGB(img.getWidth() * 3 / 10, y) == courtColour.get("light")) {
                firstCourtRow = y;
            }
        }
        // above the court only the line saying what is shown and the transport (the line's legend and way back at
        // 24 px, as the README promises, wrap onto a second line at 1280 px)
        assertTrue(firstCourtRow > 0 && firstCourtRow < img.getHeight() / 4, "court starts at row " + firstCourtRow);
    }

    private static int rgb(Color c) {
        return (0xff << 24)
                | ((int) Math.round(c.getRed() * 255) << 16)
                | ((int) Math.round(c.getGreen() * 255) << 8)
                | (int) Math.round(c.getBlue() * 255);
    }

    /**
     * Every picture screenshots/make.sh draws with render (the options in screenshots/renders.txt, and one a lesson),
     * drawn again now, gives the same bytes; and every picture in screenshots/ is one of them, so none can go stale
     * unchecked.
     */
    @Test
    void theCommittedScreenshotsAreWhatTheCodeDrawsNow(@TempDir Path dir) throws Exception {
        Map<String, List<String>> renders = screenshotRenders();
        try (var shipped = Files.list(Path.of("screenshots"))) {
            assertEquals(
                    List.of(),
                    shipped.map(p -> "screenshots/" + p.getFileName())
                            .filter(n -> n.endsWith(".png"))
                            .filter(n -> !renders.containsKey(n))
                            .sorted()
                            .toList(),
                    "pictures in screenshots/ that make.sh does not draw (add them to screenshots/renders.txt)");
        }
        List<String> stale = new ArrayList<>();
        for (var picture : renders.entrySet()) {
            List<String> args = new ArrayList<>(picture.getValue());
            Path png = dir.resolve(Path.of(picture.getKey()).getFileName());
            args.set(args.indexOf("--out") + 1, png.toString());
            args.add(0, "render");
            CliRun r = CliRun.run(args.toArray(String[]::new));
            assertEquals(0, r.status(), picture.getKey() + ": " + r.err());
            if (!Arrays.equals(Files.readAllBytes(Path.of(picture.getKey())), Files.readAllBytes(png))) {
                stale.add(picture.getKey());
            }
        }
        assertEquals(List.of(), stale, "screenshots/ is out of date: run screenshots/make.sh");
    }

    /** What make.sh draws: each picture's path, and the render options that draw it. */
    private static Map<String, List<String>> screenshotRenders() throws IOException {
        Map<String, List<String>> renders = new LinkedHashMap<>();
        for (String line : Files.readAllLines(Path.of("screenshots/renders.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                List<String> options = List.of(line.strip().split("\\s+"));
                renders.put(options.get(options.indexOf("--out") + 1), options);
            }
        }
        for (String line : Files.readAllLines(Path.of("lessons/index.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                String png = "screenshots/lesson-" + line.strip() + ".png";
                renders.put(png, List.of("--lesson", line.strip(), "--out", png));
            }
        }
        return renders;
    }

    @Test
    void badArgumentsGiveOneLineAndStatusTwo(@TempDir Path dir) throws Exception {
        Path shot = dir.resolve("pong.json");
        Files.writeString(shot, PONG);
        String out = dir.resolve("x.png").toString();
        assertOneLine(
                "option '--size': expected WIDTHxHEIGHT such as 1280x800 but got 'big'",
                CliRun.run("render", "--scenario", shot.toString(), "--size", "big", "--out", out));
        assertOneLine(
                "option '--view': must be main, compare, sweep or yours but is 'side'",
                CliRun.run("render", "--scenario", shot.toString(), "--view", "side", "--out", out));
        assertOneLine(
                "option '--frame': must be from 0 to 600 but is -1",
                CliRun.run("render", "--scenario", shot.toString(), "--frame", "-1", "--out", out));
        assertOneLine(
                "option '--theme': must be light, dark, high-contrast or projector but is 'neon'",
                CliRun.run("render", "--scenario", shot.toString(), "--theme", "neon", "--out", out));

        assertOneLine(
                "option '--out': the file must end in .png: " + dir.resolve("x.jpg"),
                CliRun.run(
                        "render",
                        "--scenario",
                        shot.toString(),
                        "--out",
                        dir.resolve("x.jpg").toString()));
        Files.writeString(shot, PONG.replace("\"radius\": 8", "\"radius\": -8"));
        assertOneLine(
                shot + ":4: field 'ball.radius': must not be negative, got -8",
                CliRun.run("render", "--scenario", shot.toString(), "--out", out));
        assertTrue(Files.notExists(Path.of(out)));
    }

    private static void assertOneLine(String message, CliRun r) {
        assertEquals(2, r.status());
        assertEquals(message, r.err().strip());
        assertEquals(1, r.err().strip().lines().count());
    }
}
