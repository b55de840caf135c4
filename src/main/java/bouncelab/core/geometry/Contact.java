package bouncelab.core.geometry;

import org.jspecify.annotations.Nullable;

/**
 * Where a moving circle first touches a rectangle: {@code t} in [0, 1] along the path, the centre's position
 * then, the outward normal of the surface touched, the side, and for a rounded corner which corner it was.
 */
public record Contact(
        double t,
        Vec2 point,
        Vec2 normal,
        @Nullable Side side,
        @Nullable Corner corner) {}
