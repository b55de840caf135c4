package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;

import java.util.EnumSet;
import java.util.Set;

/**
 * The playing field from (0, 0) to (width, height). Sides listed in {@code walls} are solid; the ball leaves
 * through the others (a point in Pong, a lost ball in Breakout).
 */
public record Court(double width, double height, Set<Side> walls) {
    public Court {
        walls = walls.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(walls));
    }

    public static Court closed(double width, double height) {
        return new Court(width, height, EnumSet.allOf(Side.class));
    }

    public boolean isWall(Side side) {
        return walls.contains(side);
    }

    public Rect bounds() {
        return new Rect(0, 0, width, height);
    }

    /** Walls in a fixed order (left, right, top, bottom), so every run visits them the same way. */
    public java.util.List<Side> wallsInOrder() {
        return java.util.Arrays.stream(Side.values()).filter(walls::contains).toList();
    }

    public java.util.List<Side> openSidesInOrder() {
        return java.util.Arrays.stream(Side.values()).filter(s -> !walls.contains(s)).toList();
    }

    private static final String[] WALL_IDS = java.util.Arrays.stream(Side.values())
            .map(s -> "wall-" + s.label()).toArray(String[]::new);

    /** The id a wall has in traces and events, e.g. {@code wall-left}. */
    public static String wallId(Side side) {
        return WALL_IDS[side.ordinal()];
    }

    /** Is this trace id one of the walls'? */
    public static boolean isWallId(String id) {
        return id != null && id.startsWith("wall-");
    }
}
