package bouncelab.ui;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.Overlay;
import bouncelab.io.prefs.FontSize;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.io.prefs.Theme;
import bouncelab.ui.common.Styles;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.session.DefaultShot;
import bouncelab.ui.window.MainWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Themes re-colour the court and the panels; the size of type reaches every panel; preferences persist. */
@ExtendWith(ApplicationExtension.class)
class ThemesAndPreferencesTest {
    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        show(new MainWindow(DefaultShot.pong(), stage));
    }

    private void show(MainWindow w) {
        if (window != null) {
            window.stop();
        }
        window = w;
        ShownWindow.show(stage, w.createScene(1280, 800));
    }

    private static <T> T fx(Supplier<T> s) {
        AtomicReference<T> r = new AtomicReference<>();
        WaitForAsyncUtils.asyncFx(() -> r.set(s.get()));
        WaitForAsyncUtils.waitForFxEvents();
        return r.get();
    }

    private static void fx(Runnable r) {
        ShownWindow.fx(r);
    }

    @Test
    void theDarkThemeRecoloursTheCourtAndThePanels(FxRobot robot) {
        Color lightCourt = courtPixel();
        Color lightPanel = fx(() -> background(robot.lookup(".side-panel").queryAs(Region.class)));
        ShownWindow.fxLaidOut(() -> window.appearance().themeProperty().set(Theme.DARK)); // styled
        Color darkCourt = courtPixel();
        assertEquals(
                Color.web("#1d1f24"), fx(() -> window.appearance().palette().get(CourtColour.COURT)));
        assertTrue(close(darkCourt, Color.web("#1d1f24")), "court drawn dark: " + darkCourt);
        assertTrue(lightCourt.getBrightness() > 0.9, "court was light: " + lightCourt);
        Color darkPanel = fx(() -> background(robot.lookup(".side-panel").queryAs(Region.class)));
        assertEquals(Color.web("#25272c"), darkPanel);
        assertNotEquals(lightPanel, darkPanel);
        // the inspector's text is light on dark
        TextArea inspector = robot.lookup("#inspector").queryAs(TextArea.class);
        Color text = fx(() -> (Color) ((Text) inspector.lookup(".text")).getFill());
        assertTrue(text.getBrightness() > 0.7, "inspector text is light: " + text);
    }

    /**
     * The overlays that mean different things, in every theme, as seen with normal vision and the three colour
     * vision deficiencies: each pair at least ΔE 9 apart (the light theme's closest pair, grey edges against the
     * green resolved path for a deuteranope, is 9.7; they also differ by dash), and each clear of the court.
     */
    @Test
    void everyThemeKeepsTheOverlaysApartForColourBlindViewersToo() {
        CourtColour[] meanings = {
            CourtColour.PATH,
            CourtColour.RESOLVED,
            CourtColour.EXPANDED,
            CourtColour.TESTED_EDGE,
            CourtColour.BOX,
            CourtColour.OVERLAP,
            CourtColour.PYTHAGORAS,
            CourtColour.TUNNEL
        };
        for (Theme t : Theme.values()) {
            fx(() -> window.appearance().themeProperty().set(t));
            var p = fx(() -> window.appearance().palette());
            for (ColourVision vision : ColourVision.values()) {
                for (int i = 0; i < meanings.length; i++) {
                    for (int j = i + 1; j < meanings.length; j++) {
                        double d = vision.distance(p.get(meanings[i]), p.get(meanings[j]));
                        assertTrue(
                                d >= 9,
                                t + ", " + vision + ": " + meanings[i] + " and " + meanings[j] + " only ΔE " + d
                                        + " apart");
                    }
                    double d = vision.distance(p.get(meanings[i]), p.get(CourtColour.COURT));
                    assertTrue(d >= 18, t + ", " + vision + ": " + meanings[i] + " only ΔE " + d + " from the court");
                }
            }
        }
    }

    /**
     * The ball and its path A→B, side by side in the legend and on the court, are told apart in every theme and for
     * every kind of colour vision (they were one blue): at least ΔE 20, well clear of the pairs above.
     */
    @Test
    void theBallAndItsPathDifferInEveryThemeForEveryViewer() {
        for (Theme t : Theme.values()) {
            fx(() -> window.appearance().themeProperty().set(t));
            var p = fx(() -> window.appearance().palette());
            for (ColourVision vision : ColourVision.values()) {
                double d = vision.distance(p.get(CourtColour.BALL), p.get(CourtColour.PATH));
                assertTrue(d >= 20, t + ", " + vision + ": ball and path only ΔE " + d + " apart");
                for (CourtColour other : new CourtColour[] {CourtColour.GHOST, CourtColour.VELOCITY}) {
                    double e = vision.distance(p.get(other), p.get(CourtColour.PATH)); // drawn with the path at B
                    assertTrue(e >= 9, t + ", " + vision + ": path and " + other + " only ΔE " + e + " apart");
                }
            }
        }
    }

    /**
     * The five algorithms' colours (the compare view's rings and lanes, the sweep chart's lines) stay apart from
     * one another and from the court in every theme and for every kind of colour vision.
     */
    @Test
    void theAlgorithmsColoursStayApartForColourBlindViewersToo() {
        AlgorithmId[] runs = AlgorithmId.all().toArray(new AlgorithmId[0]);
        for (Theme t : Theme.values()) {
            fx(() -> window.appearance().themeProperty().set(t));
            var p = fx(() -> window.appearance().palette());
            for (ColourVision vision : ColourVision.values()) {
                for (int i = 0; i < runs.length; i++) {
                    for (int j = i + 1; j < runs.length; j++) {
                        double d = vision.distance(p.get(runs[i]), p.get(runs[j]));
                        assertTrue(
                                d >= 9,
                                t + ", " + vision + ": " + runs[i] + " and " + runs[j] + " only ΔE " + d
                                        + " apart"); // the closest, swept and swept-exact on the dark court for a
                        // tritanope: 12.7
                    }
                    double d = vision.distance(p.get(runs[i]), p.get(CourtColour.COURT));
                    assertTrue(d >= 18, t + ", " + vision + ": " + runs[i] + " only ΔE " + d + " from the court");
                }
            }
        }
    }

    /** The projector theme is dark on white: black text on white panels, a white court with black edges. */
    @Test
    void theProjectorThemeIsDarkOnWhite(FxRobot robot) {
        ShownWindow.fxLaidOut(() -> window.appearance().themeProperty().set(Theme.PROJECTOR)); // styled
        var p = fx(() -> window.appearance().palette());
        assertEquals(Color.WHITE, p.get(CourtColour.COURT));
        assertEquals(Color.BLACK, p.get(CourtColour.COURT_EDGE));
        Label title = robot.lookup(".panel-title").queryAs(Label.class);
        assertEquals(Color.BLACK, title.getTextFill());
        var back = ((Region) robot.lookup("#lesson-panel").query()).getBackground();
        assertTrue(
                back == null
                        || back.getFills().stream().allMatch(f -> f.getFill().equals(Color.WHITE)),
                "white panels: " + (back == null ? null : back.getFills()));
    }

    @Test
    void theTextSizeReachesEveryPanel(FxRobot robot) {
        Label title = robot.lookup(".panel-title").queryAs(Label.class);
        TextArea inspector = robot.lookup("#inspector").queryAs(TextArea.class);
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertEquals(14 * 1.07, title.getFont().getSize(), 0.05);
        // styled by the next pulse: waited for before the fonts are read
        ShownWindow.fxLaidOut(() -> window.appearance().fontSizeProperty().set(new FontSize(24)));
        assertTrue(window.root().getStyleClass().contains("font-24"));
        assertFalse(window.root().getStyleClass().contains("font-14"));
        assertEquals(24 * 1.07, title.getFont().getSize(), 0.05);
        assertEquals(24 * 0.93, inspector.getFont().getSize(), 0.05);
        assertEquals(24 * 0.93, status.getFont().getSize(), 0.05);
        Label lessonTitle = robot.lookup("#lesson-source").queryAs(Label.class);
        assertEquals(24 * 0.86, lessonTitle.getFont().getSize(), 0.05);
        ShownWindow.fxLaidOut(() ->
                window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow()));
        var body = robot.lookup(".lesson-paragraph .lesson-text").queryAs(Text.class);
        assertEquals(24 * 1.07, body.getFont().getSize(), 0.05);
        var heading = robot.lookup(".lesson-h1 .lesson-text").queryAs(Text.class);
        assertEquals(24 * 1.36, heading.getFont().getSize(), 0.05);
    }

    @Test
    void preferencesAreRememberedByTheNextWindow(@TempDir Path dir) {
        PreferencesFile file = new PreferencesFile(dir.resolve("preferences.properties"));
        fx(() -> show(new MainWindow(DefaultShot.pong(), stage, null, file, Locale.ENGLISH)));
        fx(() -> {
            window.appearance().themeProperty().set(Theme.HIGH_CONTRAST);
            window.appearance().fontSizeProperty().set(new FontSize(20));
            window.lessons().open(window.lessons().find("06-tunnelling").orElseThrow());
            window.model().setOverlay(Overlay.LABELS, false);
        });
        assertTrue(Files.exists(file.path()));
        var overlaysLeft = window.model().overlays().stream().toList();

        fx(() -> show(new MainWindow(DefaultShot.pong(), stage, null, file, Locale.ENGLISH)));
        assertEquals(Theme.HIGH_CONTRAST, window.appearance().themeProperty().get());
        assertEquals(new FontSize(20), window.appearance().fontSizeProperty().get());
        assertEquals("06-tunnelling", window.lessons().current().id());
        assertEquals(Set.copyOf(overlaysLeft), Set.copyOf(window.model().overlays()));
        assertFalse(window.model().isOn(Overlay.LABELS));
        assertTrue(window.root().getStyleClass().contains("font-20"));
        assertEquals(Color.web("#000000"), window.appearance().palette().get(CourtColour.COURT));
        assertFalse(
                window.status().getPseudoClassStates().contains(Styles.ERROR),
                window.status().getText());
    }

    @Test
    void aBrokenPreferencesFileGivesTheDefaultsAndSaysSo(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("preferences.properties");
        Files.writeString(f, "theme=neon\nfont.size=-3\n");
        fx(() -> show(new MainWindow(DefaultShot.pong(), stage, null, new PreferencesFile(f), Locale.ENGLISH)));
        assertEquals(Theme.LIGHT, window.appearance().themeProperty().get());
        assertEquals(FontSize.DEFAULT, window.appearance().fontSizeProperty().get());
        String notice = window.status().getText();
        assertTrue(notice.contains("preferences.properties"), notice);
        assertTrue(notice.contains("theme 'neon'"), notice);
        assertTrue(notice.contains("font.size '-3'"), notice);
        assertTrue(notice.contains("defaults"), notice);
        // the next change writes a good file again
        fx(() -> window.appearance().themeProperty().set(Theme.DARK));
        assertEquals(Theme.DARK, new PreferencesFile(f).load().preferences().theme());
        assertEquals(List.of(), new PreferencesFile(f).load().problems());
    }

    /**
     * A named pipe as the preferences blocked the FX thread in open() and the window never appeared; a link to
     * /dev/zero ended in OutOfMemoryError. Now the window starts with the defaults and one line names the file.
     */
    @Test
    void aNamedPipeOrALinkToDevZeroAsPreferencesStartsTheWindowWithTheDefaults(@TempDir Path dir) throws Exception {
        Path pipe = dir.resolve("pipe").resolve(PreferencesFile.FILE_NAME);
        Files.createDirectories(pipe.getParent());
        Process p = new ProcessBuilder("mkfifo", pipe.toString()).start();
        Assumptions.assumeTrue(p.waitFor() == 0, "mkfifo failed");
        Path zero = dir.resolve("zero").resolve(PreferencesFile.FILE_NAME);
        Files.createDirectories(zero.getParent());
        Files.createSymbolicLink(zero, Path.of("/dev/zero"));
        for (Path f : List.of(pipe, zero)) {
            fx(() -> show(new MainWindow(DefaultShot.pong(), stage, null, new PreferencesFile(f), Locale.ENGLISH)));
            assertTrue(fx(() -> stage.isShowing()), "the window is up");
            assertEquals(Theme.LIGHT, window.appearance().themeProperty().get());
            assertEquals(
                    FontSize.DEFAULT, window.appearance().fontSizeProperty().get());
            String notice = fx(() -> window.status().getText());
            assertEquals(1, notice.lines().count(), notice);
            assertTrue(
                    notice.startsWith(
                            "Preferences file " + f + ": cannot read the file: it is not an ordinary " + "file"),
                    notice);
            assertTrue(notice.contains("set aside") && notice.contains("defaults"), notice);
        }
    }

    private Color courtPixel() {
        return fx(() -> {
            // the court's floor is on the static layer, under the moving one: the whole view
            WritableImage img = window.court().snapshot(null, null);
            var v = window.court().viewport();
            // just inside the court's top-left corner, clear of the walls
            return img.getPixelReader().getColor((int) Math.round(v.sx(30)), (int) Math.round(v.sy(60)));
        });
    }

    private static Color background(Region r) {
        return (Color) r.getBackground().getFills().get(0).getFill();
    }

    private static boolean close(Color a, Color b) {
        return Math.abs(a.getRed() - b.getRed()) < 0.04
                && Math.abs(a.getGreen() - b.getGreen()) < 0.04
                && Math.abs(a.getBlue() - b.getBlue()) < 0.04;
    }
}
