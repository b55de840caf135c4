package bouncelab.ui.render;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Where a court label may go on the canvas, in canvas px: inside the court's drawn part where it fits there (else
 * inside the canvas), and off what is there already, most wanted first: the labels placed, the ball, then the
 * paddles and bricks, which a label only covers where it finds no room beside them. A label at (x, y) has its back
 * from (x − 3k, y − 10k), w wide and 20k + below high: {@code below} is from its first line's middle to its last's.
 */
final class LabelRoom {
    /** What a place must be clear of: each kind includes the kinds before it. */
    enum Clear {
        LABELS,
        BALL,
        OBJECTS
    }

    /** How many rows up or down a label goes to keep off a paddle or brick, at most. */
    private static final int OBJECT_ROWS = 3;

    private static final Clear[] MOST_FIRST = {Clear.OBJECTS, Clear.BALL, Clear.LABELS};

    private final double k;
    private final double canvasWidth;
    private final double canvasHeight;
    /** The court's drawn part, clipped to the canvas, as {left, top, right, bottom}; the canvas until told. */
    private double[] court;

    final List<double[]> placed = new ArrayList<>();
    final List<double[]> ball = new ArrayList<>();
    final List<double[]> objects = new ArrayList<>();

    LabelRoom(double k, double canvasWidth, double canvasHeight) {
        this.k = k;
        this.canvasWidth = canvasWidth;
        this.canvasHeight = canvasHeight;
        this.court = new double[] {0, 0, canvasWidth, canvasHeight};
    }

    /** The court's drawn part, {x, y, width, height} on the canvas; labels stay inside it where they fit. */
    void court(double[] box) {
        double l = Math.max(0, box[0]), t = Math.max(0, box[1]);
        double r = Math.min(canvasWidth, box[0] + box[2]), b = Math.min(canvasHeight, box[1] + box[3]);
        if (r > l && b > t) {
            court = new double[] {l, t, r, b};
        }
    }

    /** How wide a label may be to stay inside the court's drawn part: lines are broken to it. */
    double width() {
        return court[2] - court[0] - 4 - leftMargin() - 8 * k;
    }

    /**
     * From the left of the room to a label's x: its back starts 3k left of it, so at large type 4 px put the back
     * past the court's (and the canvas's) left edge.
     */
    private double leftMargin() {
        return Math.max(4, 3 * k + 1);
    }

    /**
     * The place for a label asked for at (x, y), {@code w} wide, whose point is at {@code pointX}: there if nothing
     * is there, else a place close by clear of everything ({@link #besideObjects}); else the nearest place a row
     * above or below, on its side of the point or the other, clear of the labels and the ball, else of the labels.
     * {x, y}; null if none is clear of the labels (the caller then lays it over them or leaves it out). One that
     * must stay {@code near} a box is only put where it touches it.
     */
    double @Nullable [] find(double x, double y, double pointX, double w, double below, double @Nullable [] near) {
        double[] in = inside(w, below);
        double atX = insideX(in, x, w);
        double atY = insideY(in, y, below);
        double otherX = insideX(in, 2 * pointX - x - w, w);
        for (Clear clear : MOST_FIRST) {
            if (isClear(atX, atY, w, below, clear)) {
                return new double[] {atX, atY};
            }
            double[] free = clear == Clear.OBJECTS
                    ? besideObjects(in, atX, otherX, atY, pointX, w, below, near)
                    : nearestFree(in, atX, otherX, atY, w, below, clear, near);
            if (free != null) {
                return free;
            }
        }
        return null;
    }

    /** Where a label asked for at (x, y) goes when it may not move: kept inside, as {@link #find} keeps it. */
    double[] asked(double x, double y, double w, double below) {
        double[] in = inside(w, below);
        return new double[] {insideX(in, x, w), insideY(in, y, below)};
    }

    /**
     * The place clear of everything nearest the one asked for, among those close by: on its row or up to
     * {@link #OBJECT_ROWS} rows above or below, there, on the other side of the point, or beside the paddle or
     * brick in the way on the point's side; failing those, beside it on its far side (lesson 4's paddle id, with the
     * ball and the working's labels on the point's side, had lain over the paddle with room to its right). Further
     * off, a label would name nothing near it (lesson 4's corner distance, moved over the ball, ended 120 px from the
     * corner), so it lies over the paddle instead.
     */
    private double @Nullable [] besideObjects(
            double[] in,
            double x,
            double otherX,
            double y,
            double pointX,
            double w,
            double below,
            double @Nullable [] near) {
        double row = 22 * k;
        double[] best = null;
        double bestDistance = Double.POSITIVE_INFINITY;
        // the far side only where the point's side has no room: there a label seems to name what lies beyond
        for (boolean far : new boolean[] {false, true}) {
            // rows in the order the other searches take them, below first: of two as near, the first found is kept
            for (int i = 0; i <= OBJECT_ROWS; i++) {
                for (int sign : i == 0 ? new int[] {1} : new int[] {1, -1}) {
                    double atY = y + sign * i * row;
                    if (atY < in[1] + 14 * k || atY > in[3] - 14 * k - below) {
                        continue;
                    }
                    double[] xs = far
                            ? new double[] {aside(in, x, atY, pointX, w, below, true)}
                            : new double[] {x, otherX, aside(in, x, atY, pointX, w, below, false)};
                    for (double atX : xs) {
                        double distance = Math.hypot(atX - x, atY - y);
                        if (distance < bestDistance
                                && (near == null || overlaps(List.of(near), atX, atY, w, below))
                                && isClear(atX, atY, w, below, Clear.OBJECTS)) {
                            best = new double[] {atX, atY};
                            bestDistance = distance;
                        }
                    }
                }
            }
            if (best != null) {
                return best;
            }
        }
        return null;
    }

    /**
     * Where the label just clears the paddles and bricks it would lie over at (x, y), on the side of them its point
     * is, or if {@code far} the other: beyond them, it would seem to name what is on their far side (a B past the
     * paddle it tunnelled through), so that side is the last tried.
     */
    private double aside(double[] in, double x, double y, double pointX, double w, double below, boolean far) {
        double left = Double.POSITIVE_INFINITY, right = Double.NEGATIVE_INFINITY;
        for (double[] r : objects) {
            if (overlaps(List.of(r), x, y, w, below)) {
                left = Math.min(left, r[0]);
                right = Math.max(right, r[0] + r[2]);
            }
        }
        if (left > right) {
            return x;
        }
        boolean leftOf = pointX < (left + right) / 2 != far;
        return insideX(in, leftOf ? left - 2 - w + 3 * k : right + 2 + 3 * k, w);
    }

    /** The free place nearest {@code y}, a row at a time up or down, at {@code x} or else {@code otherX}. */
    private double @Nullable [] nearestFree(
            double[] in,
            double x,
            double otherX,
            double y,
            double w,
            double below,
            Clear clear,
            double @Nullable [] near) {
        double row = 22 * k;
        int rows = (int) Math.ceil((in[3] - in[1]) / row);
        for (int i = 1; i <= rows; i++) {
            for (double atX : new double[] {x, otherX}) {
                for (int sign : new int[] {1, -1}) {
                    double atY = y + sign * i * row;
                    if (atY >= in[1] + 14 * k
                            && atY <= in[3] - 14 * k - below
                            && (near == null || overlaps(List.of(near), atX, atY, w, below))
                            && isClear(atX, atY, w, below, clear)) {
                        return new double[] {atX, atY};
                    }
                }
            }
        }
        return null;
    }

    /** The court's drawn part if the label fits inside it, else the canvas: {left, top, right, bottom}. */
    private double[] inside(double w, double below) {
        boolean fits = court[2] - court[0] >= w + 4 + leftMargin() && court[3] - court[1] >= 28 * k + below;
        return fits ? court : new double[] {0, 0, canvasWidth, canvasHeight};
    }

    private double insideX(double[] in, double x, double w) {
        return Math.max(in[0] + leftMargin(), Math.min(in[2] - w - 4, x));
    }

    private double insideY(double[] in, double y, double below) {
        return Math.max(in[1] + 14 * k, Math.min(in[3] - 14 * k - below, y));
    }

    /** Whether a label's back there would lie over nothing {@code clear} asks it to keep off. */
    boolean isClear(double x, double y, double w, double below, Clear clear) {
        return !overlaps(placed, x, y, w, below)
                && (clear == Clear.LABELS || !overlaps(ball, x, y, w, below))
                && (clear != Clear.OBJECTS || !overlaps(objects, x, y, w, below));
    }

    boolean overlaps(List<double[]> boxes, double x, double y, double w, double below) {
        for (double[] r : boxes) {
            if (x - 3 * k < r[0] + r[2]
                    && r[0] < x - 3 * k + w
                    && y - 10 * k < r[1] + r[3]
                    && r[1] < y + 10 * k + below) {
                return true;
            }
        }
        return false;
    }
}
