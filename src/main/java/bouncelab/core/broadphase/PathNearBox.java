package bouncelab.core.broadphase;

import bouncelab.core.geometry.Rect;

/**
 * Whether a path comes near a box: the cheap test before the exact swept test. Can a ball of radius r moving from
 * a to b come near the rectangle at all? It asks whether the segment a→b meets the rectangle grown by r (and a
 * hair more, so that rounding in the exact test can never find a hit this test ruled out). Both broad phases end
 * with this same test, so they hand the exact test the same objects in the same order.
 */
public final class PathNearBox {
    private PathNearBox() {}

    /** The hair: a millionth of a pixel, more for far-off coordinates where a double is coarser. */
    public static double pad(double left, double top, double right, double bottom) {
        double m = Math.max(Math.max(Math.abs(left), Math.abs(right)), Math.max(Math.abs(top), Math.abs(bottom)));
        return 1e-6 + 1e-12 * m;
    }

    public static boolean mayTouch(Rect rect, double r, double ax, double ay, double bx, double by) {
        return mayTouch(rect.left(), rect.top(), rect.right(), rect.bottom(), r, ax, ay, bx, by);
    }

    /** The same for a rectangle given by its edges, as the broad phases keep them packed in one array. */
    public static boolean mayTouch(
            double left,
            double top,
            double right,
            double bottom,
            double r,
            double ax,
            double ay,
            double bx,
            double by) {
        double grow = grow(left, top, right, bottom, r);
        return segmentMeetsBox(ax, ay, bx, by, left - grow, top - grow, right + grow, bottom + grow);
    }

    /** How far the box is grown for a ball of radius r: r and the hair. */
    static double grow(double left, double top, double right, double bottom, double r) {
        return r + pad(left, top, right, bottom);
    }

    /** Does the segment meet the closed box? Liang–Barsky clipping: narrow [0, 1] by each pair of sides. */
    static boolean segmentMeetsBox(
            double ax, double ay, double bx, double by, double left, double top, double right, double bottom) {
        return segmentMeetsBox(
                ax,
                ay,
                bx,
                by,
                Math.min(ax, bx),
                Math.min(ay, by),
                Math.max(ax, bx),
                Math.max(ay, by),
                left,
                top,
                right,
                bottom);
    }

    /**
     * The same, with the segment's own box (minX, minY, maxX, maxY) worked out once by a caller that tests one
     * segment against many boxes; the answer is the same to the bit.
     */
    static boolean segmentMeetsBox(
            double ax,
            double ay,
            double bx,
            double by,
            double minX,
            double minY,
            double maxX,
            double maxY,
            double left,
            double top,
            double right,
            double bottom) {
        if (maxX < left || minX > right || maxY < top || minY > bottom) {
            return false;
        }
        double t0 = 0;
        double t1 = 1;
        double dx = bx - ax;
        if (dx != 0) {
            double u0 = (left - ax) / dx;
            double u1 = (right - ax) / dx;
            t0 = Math.max(t0, Math.min(u0, u1));
            t1 = Math.min(t1, Math.max(u0, u1));
            if (t0 > t1) {
                return false;
            }
        }
        double dy = by - ay;
        if (dy != 0) {
            double u0 = (top - ay) / dy;
            double u1 = (bottom - ay) / dy;
            t0 = Math.max(t0, Math.min(u0, u1));
            t1 = Math.min(t1, Math.max(u0, u1));
        }
        return t0 <= t1;
    }

    /**
     * {@link #segmentMeetsBox(double, double, double, double, double, double, double, double, double, double, double,
     * double)} for a caller that tests one segment against many boxes and has worked out {@code ix = 1 / (bx − ax)}
     * and {@code iy = 1 / (by − ay)} once: the same answer, to the bit, mostly with four multiplications instead of
     * four divisions. A product by the reciprocal is within 3 units in the last place of the quotient, and taking
     * the largest or smallest of such numbers keeps that bound, so each end of the clipped span [t0, t1] moves by
     * less than 4·10⁻¹⁶ of its size (or of 1 for t1, which starts at 1; subnormal numbers are far below 10⁻¹⁵).
     * Only when the ends lie within 10⁻¹⁵·(1 + |t0| + |t1|) of each other do the divisions decide. Needs
     * ax ≠ bx and ay ≠ by with finite reciprocals.
     */
    static boolean segmentMeetsBox(
            double ax,
            double ay,
            double bx,
            double by,
            double ix,
            double iy,
            double minX,
            double minY,
            double maxX,
            double maxY,
            double left,
            double top,
            double right,
            double bottom) {
        if (maxX < left || minX > right || maxY < top || minY > bottom) {
            return false;
        }
        double u0 = (left - ax) * ix, u1 = (right - ax) * ix;
        double v0 = (top - ay) * iy, v1 = (bottom - ay) * iy;
        double t0 = Math.max(0, Math.max(Math.min(u0, u1), Math.min(v0, v1)));
        double t1 = Math.min(1, Math.min(Math.max(u0, u1), Math.max(v0, v1)));
        if (Math.abs(t1 - t0) > 1e-15 * (1 + t0 + Math.abs(t1))) {
            return t0 <= t1;
        }
        // too close to call (or not a number): the divisions decide, as the other test does
        return segmentMeetsBox(ax, ay, bx, by, minX, minY, maxX, maxY, left, top, right, bottom);
    }
}
