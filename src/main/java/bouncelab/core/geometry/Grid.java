package bouncelab.core.geometry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Points on a grid of {@code 1 / perPx} px, as people read numbers and files keep them: 62.01, not
 * 62.00999999999999 or 62.00000000000003. Each is {@code k / perPx}, the double nearest that decimal, which Java
 * writes back as the decimal.
 */
public final class Grid {
    private Grid() {}

    /**
     * The nine points of the grid nearest p, round it, nearest first: p itself first when it is on the grid. The
     * ring of them holds, whichever way p must move to stay apart from something, a point that way.
     */
    public static List<Vec2> around(Vec2 p, int perPx) {
        if (!p.isFinite()) {
            return List.of();
        }
        List<Vec2> points = new ArrayList<>();
        for (double x : near(p.x(), perPx)) {
            for (double y : near(p.y(), perPx)) {
                points.add(new Vec2(x, y));
            }
        }
        points.sort(Comparator.comparingDouble(p::distanceTo));
        return points;
    }

    /** The nearest of {@link #around} for which {@code keeps} holds; empty when none does. */
    public static Optional<Vec2> nearest(Vec2 p, int perPx, Predicate<Vec2> keeps) {
        return around(p, perPx).stream().filter(keeps).findFirst();
    }

    /** {@code v} rounded to the grid, the nearest point of it. */
    public static double round(double v, int perPx) {
        return Math.rint(v * perPx) / perPx;
    }

    /** The grid's values nearest v, one step either side of the nearest: v * perPx itself may have been rounded. */
    private static double[] near(double v, int perPx) {
        double k = Math.rint(v * perPx);
        return new double[] {(k - 1) / perPx, k / perPx, (k + 1) / perPx};
    }
}
