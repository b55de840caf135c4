package bouncelab.core.geometry;

import java.util.Locale;

/** A corner of a rectangle. */
public enum Corner {
    TOP_LEFT,
    TOP_RIGHT,
    BOTTOM_LEFT,
    BOTTOM_RIGHT;

    public Vec2 of(Rect r) {
        return switch (this) {
            case TOP_LEFT -> new Vec2(r.left(), r.top());
            case TOP_RIGHT -> new Vec2(r.right(), r.top());
            case BOTTOM_LEFT -> new Vec2(r.left(), r.bottom());
            case BOTTOM_RIGHT -> new Vec2(r.right(), r.bottom());
        };
    }

    public boolean isLeft() {
        return this == TOP_LEFT || this == BOTTOM_LEFT;
    }

    public boolean isTop() {
        return this == TOP_LEFT || this == TOP_RIGHT;
    }

    /** The corner of {@code r} nearest to {@code p}. */
    public static Corner nearest(Rect r, Vec2 p) {
        boolean left = p.x() < r.centre().x();
        boolean top = p.y() < r.centre().y();
        return top ? (left ? TOP_LEFT : TOP_RIGHT) : (left ? BOTTOM_LEFT : BOTTOM_RIGHT);
    }

    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
