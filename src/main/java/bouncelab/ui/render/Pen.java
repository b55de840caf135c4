package bouncelab.ui.render;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import java.util.List;
import javafx.scene.paint.Color;
import org.jspecify.annotations.Nullable;

/**
 * What the court is drawn with: primitives in the court's coordinates, with line widths, dot and mark sizes in
 * screen pixels, so lines stay crisp and labels readable at any zoom. The renderer decides what to draw and in
 * which colour; a pen decides how. {@link CanvasPen} draws on a JavaFX canvas; a test can record the calls instead
 * and check what was drawn where without a window (the seam JBox2D's debug draw gives its renderers).
 *
 * <p>{@code dashes} are screen-pixel dash lengths, null for a solid line.
 */
public interface Pen {

    /** Clears the whole drawing surface. */
    void clear();

    void fillRect(Rect r, Color c);

    /** Many rectangles in one colour, e.g. a wall of bricks. */
    void fillRects(List<Rect> rects, Color c);

    /** Many rectangles' outlines in one colour and width, stroked together. */
    void strokeRects(List<Rect> rects, Color c, double width);

    void strokeRect(Rect r, Color c, double width, double @Nullable [] dashes);

    default void strokeRect(Rect r, Color c, double width) {
        strokeRect(r, c, width, null);
    }

    /** The rectangle grown by {@code d} with quarter-circle corners of radius d. */
    void strokeRoundRect(Rect r, double d, Color c, double width, double[] dashes);

    /** A disc of court radius {@code r} (never smaller than a dot of 1.5 screen px). */
    void fillCircle(Vec2 centre, double r, Color c);

    void strokeCircle(Vec2 centre, double r, Color c, double width, double @Nullable [] dashes);

    default void strokeCircle(Vec2 centre, double r, Color c, double width) {
        strokeCircle(centre, r, c, width, null);
    }

    void line(Vec2 a, Vec2 b, Color c, double width, double @Nullable [] dashes);

    /** A line from a to b with an arrowhead at b. */
    void arrow(Vec2 a, Vec2 b, Color c, double width, double @Nullable [] dashes);

    /** A small square marking a point that can be dragged: filled, with an outline. */
    void handle(Vec2 p, Color fill, Color edge);

    /** A dot of a fixed screen radius. */
    void dot(Vec2 p, Color c, double screenRadius);

    /** An X of a fixed screen size. */
    void cross(Vec2 p, Color c, double size);

    /**
     * A label offset from a court point by screen pixels ({@code dx}, {@code dy}, before the labels' scale), kept
     * off the others; labels are drawn by {@link #drawLabels}, over everything else.
     */
    void label(String text, Vec2 at, double dx, double dy);

    /**
     * A label that names what lies at its place (a brick's id inside the brick): left out, rather than moved away
     * from what it names, where another label is already.
     */
    default void labelInPlace(String text, Vec2 at, double dx, double dy) {
        label(text, at, dx, dy);
    }

    /**
     * A label that names what lies by it (a paddle's id, over the paddle {@code by}): moved if another label is in
     * the way, but only while it stays by {@code by}; left out rather than put far from what it names or over another
     * label.
     */
    default void labelNear(String text, Vec2 at, double dx, double dy, Rect by) {
        label(text, at, dx, dy);
    }

    /** A part of the court no label may be placed over (the ball, drawn after the labels are placed). */
    default void keepClear(Rect r) {}

    /**
     * A paddle or brick: the labels placed after it go round it where they find room, else lie over it rather than
     * over another label or the ball. A label naming a brick inside it ({@link #labelInPlace}) is not moved.
     */
    default void keepOff(Rect r) {}

    /** The court: the labels placed after it stay inside its drawn part where they fit there. */
    default void keepWithin(Rect court) {}

    /** Draws the labels given so far, last, so that the ball never hides one. */
    void drawLabels();

    /** Screen px per court px: what decides whether a label fits inside an object. */
    default double scale() {
        return 1;
    }

    /** Labels' size against the standard 13 px: what decides, with {@link #scale}, whether one fits inside an object. */
    default double labelScale() {
        return 1;
    }

    /** The part of the court the surface shows, in court coordinates; null when the whole court is drawn. */
    default @Nullable Rect shown() {
        return null;
    }
}
