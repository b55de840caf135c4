package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What the court looks like before any working is drawn on it: the court, its walls, the bricks (those broken in
 * this frame in their own colour) and the paddles. Two equal layers draw the same picture, so a view can keep its
 * drawing until the layer changes: between frames that break nothing, it does not.
 *
 * @param bricks   the bricks standing at the start of the frame
 * @param broken   the ids of those the frame broke
 * @param viewport how court pixels map to the canvas
 */
public record StaticLayer(
        Court court,
        List<Brick> bricks,
        Set<String> broken,
        List<Paddle> paddles,
        @Nullable String selectedId,
        Viewport viewport,
        double width,
        double height) {

    /**
     * How far outside a brick's rectangle its drawing may reach, in canvas pixels: half the selection's 3 px outline
     * and a pixel of smoothing, rounded up.
     */
    private static final int REACH = 3;

    /**
     * The canvas pixels where this layer's picture differs from {@code drawn}'s, when the two differ only in bricks
     * (some broke, or are gone): a rectangle of whole pixels holding every pixel those bricks' drawings touch, in
     * either picture. Empty when more than bricks differ or when so many bricks do that drawing all is as quick.
     * Drawing this layer within it over {@code drawn}'s picture gives this layer's picture, pixel for pixel (see
     * {@link #draw(Pen, Palette, Rect)}): playing a thousand-brick shot then redraws a few bricks, not all of them.
     */
    public Optional<Rect> changedPixelsSince(StaticLayer drawn) {
        if (!court.equals(drawn.court)
                || !paddles.equals(drawn.paddles)
                || !Objects.equals(selectedId, drawn.selectedId)
                || !viewport.equals(drawn.viewport)
                || width != drawn.width
                || height != drawn.height) {
            return Optional.empty();
        }
        Map<String, Rect> now = looks(this);
        Map<String, Rect> before = looks(drawn);
        List<Rect> changed = new ArrayList<>();
        now.forEach((look, r) -> {
            if (!before.containsKey(look)) {
                changed.add(r);
            }
        });
        before.forEach((look, r) -> {
            if (!now.containsKey(look)) {
                changed.add(r);
            }
        });
        if (changed.isEmpty() || changed.size() > Math.max(8, bricks.size() / 4)) {
            return Optional.empty();
        }
        double left = Double.POSITIVE_INFINITY, top = Double.POSITIVE_INFINITY;
        double right = Double.NEGATIVE_INFINITY, bottom = Double.NEGATIVE_INFINITY;
        for (Rect r : changed) {
            left = Math.min(left, viewport.sx(r.x()));
            top = Math.min(top, viewport.sy(r.y()));
            right = Math.max(right, viewport.sx(r.right()));
            bottom = Math.max(bottom, viewport.sy(r.bottom()));
        }
        double x0 = Math.max(0, Math.floor(left) - REACH), y0 = Math.max(0, Math.floor(top) - REACH);
        double x1 = Math.min(Math.ceil(width), Math.ceil(right) + REACH);
        double y1 = Math.min(Math.ceil(height), Math.ceil(bottom) + REACH);
        if (x1 <= x0 || y1 <= y0) {
            return Optional.empty();
        }
        return Optional.of(Rect.fromEdges(x0, y0, x1, y1));
    }

    /** Each brick's look (its id, rectangle and whether it breaks in this frame), with its rectangle. */
    private static Map<String, Rect> looks(StaticLayer layer) {
        Map<String, Rect> looks = new HashMap<>();
        for (Brick b : layer.bricks) {
            looks.put(b.id() + " " + b.rect() + " " + layer.broken.contains(b.id()), b.rect());
        }
        return looks;
    }

    /** Draws the layer, only what the canvas shows: bricks outside it cost a comparison, not a drawing call. */
    void draw(Pen pen, Palette palette) {
        draw(pen, palette, null);
    }

    /**
     * The same, of the bricks only those whose drawing may reach into {@code pixels} (canvas pixels; all when null):
     * with the canvas clipped to {@code pixels}, what is drawn there is what drawing everything draws there.
     */
    void draw(Pen pen, Palette palette, @Nullable Rect pixels) {
        Rect court = this.court.bounds();
        pen.fillRect(court, palette.get(CourtColour.COURT));
        for (Side side : Side.values()) {
            var e = court.edge(side);
            if (this.court.isWall(side)) {
                pen.line(e.a(), e.b(), palette.get(CourtColour.COURT_EDGE), 4, null);
            } else {
                pen.line(e.a(), e.b(), palette.get(CourtColour.OPEN_SIDE), 2, new double[] {10, 8});
            }
        }
        Rect seen = Rect.fromEdges(
                viewport.toCourt(0, 0).x(),
                viewport.toCourt(0, 0).y(),
                viewport.toCourt(width, height).x(),
                viewport.toCourt(width, height).y());
        Rect reached = seen;
        if (pixels != null) {
            Vec2 a = viewport.toCourt(pixels.x() - REACH, pixels.y() - REACH);
            Vec2 b = viewport.toCourt(pixels.right() + REACH, pixels.bottom() + REACH);
            reached = Rect.fromEdges(a.x(), a.y(), b.x(), b.y());
        }
        drawBricks(pen, palette, seen, reached);
        for (Paddle p : paddles) {
            pen.fillRect(p.rect(), palette.get(CourtColour.PADDLE));
            if (p.id().equals(selectedId)) {
                pen.strokeRect(p.rect(), palette.get(CourtColour.SELECTION), 3);
            }
        }
    }

    /**
     * Fills first, one colour at a time, then every outline as one path stroked once: a few thousand state changes
     * fewer than filling and stroking brick by brick. Outlines are left out when bricks are too small to show them.
     */
    private void drawBricks(Pen pen, Palette palette, Rect seen, Rect reached) {
        double minSide = Double.POSITIVE_INFINITY;
        List<Rect> standing = new ArrayList<>();
        List<Rect> breaking = new ArrayList<>();
        List<Rect> outlines = new ArrayList<>();
        for (Brick b : bricks) {
            if (!b.rect().touches(seen)) {
                continue;
            }
            boolean drawn = b.rect().touches(reached);
            if (drawn) {
                outlines.add(b.rect());
            }
            if (broken.contains(b.id())) {
                if (drawn) {
                    breaking.add(b.rect());
                }
            } else {
                if (drawn) {
                    standing.add(b.rect());
                }
                // over every brick seen, drawn or not: whether outlines show must not depend on the part redrawn
                minSide = Math.min(minSide, Math.min(b.rect().width(), b.rect().height()));
            }
        }
        pen.fillRects(standing, palette.get(CourtColour.BRICK));
        if (!broken.isEmpty()) {
            pen.fillRects(breaking, palette.get(CourtColour.BRICK_BROKEN));
        }
        if (minSide * viewport.scale() >= 3) {
            pen.strokeRects(outlines, palette.get(CourtColour.COURT), 1);
        }
        for (Brick b : bricks) {
            if (b.id().equals(selectedId) && b.rect().touches(reached)) {
                pen.strokeRect(b.rect(), palette.get(CourtColour.SELECTION), 3);
            }
        }
    }
}
