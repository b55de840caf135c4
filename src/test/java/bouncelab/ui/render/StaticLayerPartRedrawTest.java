package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.ui.snapshot.Headless;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.scene.canvas.Canvas;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A static layer drawn again only where some bricks changed, over the picture of the layer before, is the picture
 * drawing it all gives, pixel for pixel: what lets a thousand-brick shot play without drawing every brick each time
 * one breaks.
 */
class StaticLayerPartRedrawTest {
    private static final double W = 640, H = 420;
    private static final Court COURT = Court.closed(600, 400);
    /** Not a whole number of pixels a court pixel, nor a whole offset: the bricks' edges fall inside pixels. */
    private static final Viewport VIEW = new Viewport(1.037, 13.3, 7.6);

    @BeforeAll
    static void toolkit() {
        Headless.start();
    }

    /** A wall of bricks 22.3 × 10.1 px a little apart (so a brick's outline is its own), 20 columns and 8 rows. */
    private static List<Brick> wall() {
        List<Brick> bricks = new ArrayList<>();
        for (int row = 0; row < 8; row++) {
            for (int col = 0; col < 20; col++) {
                bricks.add(new Brick("b" + row + "-" + col, new Rect(40 + col * 25.5, 30 + row * 12.25, 22.3, 10.1)));
            }
        }
        return bricks;
    }

    private static StaticLayer layer(List<Brick> bricks, Set<String> broken, @Nullable String selected) {
        return new StaticLayer(
                COURT, bricks, broken, List.of(new Paddle("p", new Rect(280, 360, 80, 10))), selected, VIEW, W, H);
    }

    @Test
    void aBrickBreakingThenGoneIsDrawnAgainWhereItIsOnly() {
        List<Brick> all = wall();
        List<Brick> without = new ArrayList<>(all);
        without.removeIf(b -> b.id().equals("b3-7") || b.id().equals("b3-8"));
        StaticLayer standing = layer(all, Set.of(), "b4-7");
        StaticLayer breaking = layer(all, Set.of("b3-7", "b3-8"), "b4-7");
        StaticLayer gone = layer(without, Set.of(), "b4-7");

        assertSamePicture(standing, breaking);
        assertSamePicture(breaking, gone);
        assertSamePicture(gone, standing); // bricks back, as on stepping backwards
    }

    @Test
    void theChangedPixelsHoldTheBricksAndNoMore() {
        List<Brick> all = wall();
        Rect changed = layer(all, Set.of("b0-0"), null)
                .changedPixelsSince(layer(all, Set.of(), null))
                .orElseThrow();
        Rect brick = all.get(0).rect();
        assertTrue(changed.x() <= VIEW.sx(brick.x()) && changed.right() >= VIEW.sx(brick.right()), changed.toString());
        assertTrue(changed.width() < brick.width() * VIEW.scale() + 10, changed + ": a brick and its outline only");
    }

    @Test
    void anythingButBricksChangedIsDrawnWhole() {
        List<Brick> all = wall();
        StaticLayer a = layer(all, Set.of(), null);
        assertEquals(Optional.empty(), layer(all, Set.of(), "b0-0").changedPixelsSince(a), "the selection");
        assertEquals(
                Optional.empty(),
                new StaticLayer(COURT, all, Set.of(), List.of(), null, new Viewport(2, 0, 0), W, H)
                        .changedPixelsSince(a),
                "the view");
        List<Brick> half = all.subList(0, all.size() / 2);
        assertEquals(Optional.empty(), layer(half, Set.of(), null).changedPixelsSince(a), "half the bricks at once");
    }

    /** {@code after} drawn within its changed pixels over {@code before}'s picture, against {@code after} drawn whole. */
    private static void assertSamePicture(StaticLayer before, StaticLayer after) {
        Rect pixels = after.changedPixelsSince(before).orElseThrow();
        int[][] parts = Headless.onFxThread(() -> {
            CourtRenderer renderer = new CourtRenderer(Palette.standard());
            Canvas part = new Canvas(W, H);
            renderer.drawStatic(part.getGraphicsContext2D(), before);
            renderer.drawStaticWithin(part.getGraphicsContext2D(), after, pixels);
            Canvas whole = new Canvas(W, H);
            renderer.drawStatic(whole.getGraphicsContext2D(), after);
            Canvas old = new Canvas(W, H);
            renderer.drawStatic(old.getGraphicsContext2D(), before);
            return new int[][] {
                argb(part.snapshot(null, null)), argb(whole.snapshot(null, null)), argb(old.snapshot(null, null))
            };
        });
        int changed = 0;
        for (int i = 0; i < parts[0].length; i++) {
            if (parts[1][i] != parts[2][i]) {
                changed++;
            }
        }
        assertTrue(changed > 100, changed + " pixels changed: the two layers must look different");
        int differ = 0;
        for (int i = 0; i < parts[0].length; i++) {
            if (parts[0][i] != parts[1][i]) {
                differ++;
            }
        }
        assertEquals(0, differ, "pixels that differ from the picture drawn whole");
    }

    private static int[] argb(WritableImage image) {
        int w = (int) image.getWidth(), h = (int) image.getHeight();
        int[] out = new int[w * h];
        PixelReader r = image.getPixelReader();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                out[y * w + x] = r.getArgb(x, y);
            }
        }
        return out;
    }
}
