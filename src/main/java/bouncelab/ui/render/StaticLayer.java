package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import java.util.ArrayList;
import java.util.List;
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

    /** Draws the layer, only what the canvas shows: bricks outside it cost a comparison, not a drawing call. */
    void draw(Pen pen, Palette palette) {
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
        drawBricks(pen, palette, seen);
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
    private void drawBricks(Pen pen, Palette palette, Rect seen) {
        double minSide = Double.POSITIVE_INFINITY;
        List<Rect> standing = new ArrayList<>();
        List<Rect> breaking = new ArrayList<>();
        List<Rect> outlines = new ArrayList<>();
        for (Brick b : bricks) {
            if (b.rect().touches(seen)) {
                outlines.add(b.rect());
                if (broken.contains(b.id())) {
                    breaking.add(b.rect());
                } else {
                    standing.add(b.rect());
                    minSide = Math.min(
                            minSide, Math.min(b.rect().width(), b.rect().height()));
                }
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
            if (b.id().equals(selectedId)) {
                pen.strokeRect(b.rect(), palette.get(CourtColour.SELECTION), 3);
            }
        }
    }
}
