package bouncelab.core.geometry;

import java.util.Locale;

/** A side of a rectangle or of the court. The outward normal points away from the rectangle. */
public enum Side {
    LEFT(-1, 0),
    RIGHT(1, 0),
    TOP(0, -1),
    BOTTOM(0, 1);

    private final Vec2 normal;
    private final String label; // made once: every frame's trace names sides

    Side(int nx, int ny) {
        this.normal = new Vec2(nx, ny);
        this.label = name().toLowerCase(Locale.ROOT);
    }

    /** Outward normal: LEFT is (-1, 0), TOP is (0, -1) because y grows downwards. */
    public Vec2 outwardNormal() {
        return normal;
    }

    public boolean horizontalAxis() {
        return this == LEFT || this == RIGHT;
    }

    public Side opposite() {
        return switch (this) {
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
            case TOP -> BOTTOM;
            case BOTTOM -> TOP;
        };
    }

    /** The lower-case name used in JSON, lessons and the command line. */
    public String label() {
        return label;
    }

    public static Side parse(String s) {
        for (Side side : values()) {
            if (side.label().equals(s)) {
                return side;
            }
        }
        throw new IllegalArgumentException("not a side: " + s + " (left, right, top or bottom)");
    }
}
