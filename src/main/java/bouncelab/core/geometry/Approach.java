package bouncelab.core.geometry;

/**
 * A ball and a rectangle brought together by one straight edit, from where they are ({@code t = 0}) to where it
 * would take them ({@code t = 1}): the centre from {@code c0} to {@code c1}, the rectangle's corner and size from
 * {@code r0} to {@code r1} (a move, or a resize by its bottom-right corner). {@link #clearUntil} says how far the
 * edit may go with the two never sharing area, so that a drag stops with the ball touching a paddle, not in it.
 *
 * <p>Both change linearly in t, so the signed distance between them is convex in t: the times they share area
 * are one interval, found without missing a thin paddle passed through in one step.
 */
public record Approach(Vec2 c0, Vec2 c1, Rect r0, Rect r1, double radius) {
    private static final int STEPS = 200;

    /** A ball moved from {@code c0} to {@code c1} past a rectangle that stays where it is. */
    public static Approach ballMoved(Vec2 c0, Vec2 c1, double radius, Rect still) {
        return new Approach(c0, c1, still, still, radius);
    }

    /** A rectangle changed from {@code r0} to {@code r1} around a ball that stays where it is. */
    public static Approach rectChanged(Rect r0, Rect r1, Vec2 centre, double radius) {
        return new Approach(centre, centre, r0, r1, radius);
    }

    public Vec2 centreAt(double t) {
        return new Vec2(lerp(c0.x(), c1.x(), t), lerp(c0.y(), c1.y(), t));
    }

    /** Corner and size, each moved linearly: a moved rectangle keeps its size exactly. */
    public Rect rectAt(double t) {
        return new Rect(
                lerp(r0.x(), r1.x(), t),
                lerp(r0.y(), r1.y(), t),
                lerp(r0.width(), r1.width(), t),
                lerp(r0.height(), r1.height(), t));
    }

    /**
     * Apart at t as a shot file requires: sharing no area (touching is fine), and a ball of radius 0 not strictly
     * inside.
     */
    public boolean clearAt(double t) {
        Rect r = rectAt(t);
        Vec2 c = centreAt(t);
        return !r.overlapsCircle(c, radius) && !r.containsPointStrictly(c);
    }

    /**
     * The furthest t in [0, 1] the edit may go with the two apart all the way: 1 when they never meet, else the
     * last t before they would share area, where they touch. Two already sharing area at the start are not held
     * back (1): the edit may be what takes them apart.
     */
    public double clearUntil() {
        if (!clearAt(0)) {
            return 1;
        }
        double closest = closestTime();
        double inside;
        if (!clearAt(closest)) {
            inside = closest;
        } else if (!clearAt(1)) {
            inside = 1; // a graze too shallow for the search, at the end
        } else {
            return 1;
        }
        // apart at 0 and sharing area at 'inside', with nothing in between sharing area before the first contact
        double lo = 0;
        double hi = inside;
        for (int i = 0; i < STEPS; i++) {
            double mid = (lo + hi) / 2;
            if (mid <= lo || mid >= hi) {
                break;
            }
            if (clearAt(mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The way out from the rectangle to the ball at t, of length 1: where they touch, the way neither may go
     * further, so that an edit stopped there can go on along the rest (a drag sliding along a face or round a
     * corner). A ball of radius 0 on the border has the outward normal of the side it is nearest.
     */
    public Vec2 awayAt(double t) {
        Rect r = rectAt(t);
        Vec2 c = centreAt(t);
        Vec2 out = c.minus(r.closestPoint(c));
        if (radius > 0 && out.length() > radius / 2) {
            return out.normalised();
        }
        double left = Math.abs(c.x() - r.left());
        double right = Math.abs(c.x() - r.right());
        double top = Math.abs(c.y() - r.top());
        double bottom = Math.abs(c.y() - r.bottom());
        double least = Math.min(Math.min(left, right), Math.min(top, bottom));
        if (least == left) {
            return new Vec2(-1, 0);
        }
        if (least == right) {
            return new Vec2(1, 0);
        }
        return least == top ? new Vec2(0, -1) : new Vec2(0, 1);
    }

    /** Where in [0, 1] the two come closest: a ternary search, exact enough since the distance is convex in t. */
    private double closestTime() {
        double lo = 0;
        double hi = 1;
        for (int i = 0; i < STEPS && hi - lo > 1e-15; i++) {
            double a = lo + (hi - lo) / 3;
            double b = hi - (hi - lo) / 3;
            if (gap(a) <= gap(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        double mid = (lo + hi) / 2;
        return gap(1) < gap(mid) ? 1 : mid;
    }

    /** The signed distance from the centre to the rectangle (negative inside) less the radius. */
    private double gap(double t) {
        Rect r = rectAt(t);
        Vec2 c = centreAt(t);
        double dx = Math.max(r.left() - c.x(), c.x() - r.right());
        double dy = Math.max(r.top() - c.y(), c.y() - r.bottom());
        double outside = Math.hypot(Math.max(dx, 0), Math.max(dy, 0));
        return (outside > 0 ? outside : Math.max(dx, dy)) - radius;
    }

    /** Exactly the start at 0 and the end at 1, so an edit that meets nothing lands where it was aimed. */
    private static double lerp(double a, double b, double t) {
        return t == 1 ? b : a + t * (b - a);
    }
}
