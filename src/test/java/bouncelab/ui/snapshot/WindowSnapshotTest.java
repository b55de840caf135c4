package bouncelab.ui.snapshot;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.trace.Tunnelled;
import bouncelab.ui.render.CourtColour;
import bouncelab.ui.render.Palette;
import bouncelab.ui.session.DefaultShot;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxToolkit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window drawn off screen: the requested size, the working where the trace puts it, the same every time. */
class WindowSnapshotTest {

    /**
     * TestFX owns the toolkit in this test JVM: if it is started here first, the window tests that come later can
     * still drive their windows with the robot.
     */
    @BeforeAll
    static void startToolkitTheTestFxWay() throws Exception {
        FxToolkit.registerPrimaryStage();
    }

    @Test
    void drawsTheTunnelWhereTheTraceSaysAtTheRequestedSize(@TempDir Path dir) throws Exception {
        AtomicReference<Vec2> tunnelOnScreen = new AtomicReference<>();
        WritableImage img = WindowSnapshot.take(new WindowSnapshot.Request(
                DefaultShot.pong(), AlgorithmId.SIMPLE, 14, 1280, 800, w -> {
                    w.court().zoomToWorking();
                    Tunnelled t =
                            w.model().currentTrace().items(Tunnelled.class).get(0);
                    Vec2 mid = t.firstTouch().lerp(t.lastTouch(), 0.5);
                    var v = w.court().viewport();
                    var origin = w.court().localToScene(0, 0);
                    tunnelOnScreen.set(new Vec2(origin.getX() + v.sx(mid.x()), origin.getY() + v.sy(mid.y())));
                }));
        assertEquals(1280, (int) img.getWidth());
        assertEquals(800, (int) img.getHeight());
        Color c = img.getPixelReader().getColor((int) tunnelOnScreen.get().x(), (int)
                tunnelOnScreen.get().y());
        Color tunnel = Headless.onFxThread(() -> Palette.standard().get(CourtColour.TUNNEL));
        assertTrue(
                Math.abs(c.getRed() - tunnel.getRed()) < 0.08
                        && Math.abs(c.getGreen() - tunnel.getGreen()) < 0.08
                        && Math.abs(c.getBlue() - tunnel.getBlue()) < 0.08,
                "tunnel drawn at " + tunnelOnScreen.get() + ": " + c);

        Path a = dir.resolve("a.png");
        Path b = dir.resolve("b.png");
        WindowSnapshot.writePng(img, a);
        WindowSnapshot.writePng(
                WindowSnapshot.take(new WindowSnapshot.Request(
                        DefaultShot.pong(),
                        AlgorithmId.SIMPLE,
                        14,
                        1280,
                        800,
                        w -> w.court().zoomToWorking())),
                b);
        assertTrue(Files.size(a) > 10_000, "not blank");
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b), "the same picture twice");
    }
}
