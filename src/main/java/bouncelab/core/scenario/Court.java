package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The playing field from (0, 0) to (width, height). Sides listed in {@code walls} are solid; the ball leaves
 * through the others (a point in Pong, a lost ball in Breakout).
 */
public record Court(double width, double height, Set<Side> walls) {
    public Court {
        walls = Walls.of(walls); // immutable, in side order, asked as bits several times a frame
    }

    public static Court closed(double width, double height) {
        return new Court(width, height, EnumSet.allOf(Side.class));
    }

    /**
     * Is (x, y) inside the court or on its edge? A path that ends there has left by no side: the frame's test of
     * the open sides can stop here.
     */
    public boolean holds(double x, double y) {
        return x >= 0 && x <= width && y >= 0 && y <= height;
    }

    public boolean isWall(Side side) {
        return walls.contains(side);
    }

    public Rect bounds() {
        return new Rect(0, 0, width, height);
    }

    /** Walls in a fixed order (left, right, top, bottom), so every run visits them the same way. */
    public List<Side> wallsInOrder() {
        return SIDES_IN_ORDER.get(wallMask());
    }

    public List<Side> openSidesInOrder() {
        return SIDES_IN_ORDER.get(~wallMask() & ALL_SIDES);
    }

    /** One bit per side, by ordinal, set for a wall. */
    private int wallMask() {
        return ((Walls) walls).mask();
    }

    private static final int ALL_SIDES = (1 << Side.values().length) - 1;

    /**
     * Every subset of the sides as an immutable list in side order, indexed by its bit mask. Both lists above are
     * asked for on every discrete frame, so they are looked up rather than filtered afresh each time.
     */
    private static final List<List<Side>> SIDES_IN_ORDER = IntStream.rangeClosed(0, ALL_SIDES)
            .mapToObj(mask -> Arrays.stream(Side.values())
                    .filter(s -> (mask & 1 << s.ordinal()) != 0)
                    .toList())
            .toList();

    private static final String[] WALL_IDS =
            Arrays.stream(Side.values()).map(s -> "wall-" + s.label()).toArray(String[]::new);

    /** The id a wall has in traces and events, e.g. {@code wall-left}. */
    public static String wallId(Side side) {
        return WALL_IDS[side.ordinal()];
    }

    /** Is this trace id one of the walls'? */
    public static boolean isWallId(String id) {
        return id != null && id.startsWith("wall-");
    }
}
