package bouncelab.core.algorithm;

import bouncelab.core.geometry.Corner;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import org.jspecify.annotations.Nullable;

/**
 * A hit found on a pass of the swept recursion: the object (null for a wall), its id, the side, the rounded
 * corner for swept-exact, where the ball's centre is at the hit, the fraction {@code ua} of the pass's path, and
 * the outward normal of the surface hit.
 */
record SweptHit(
        @Nullable Obstacle obstacle,
        String objectId,
        Side side,
        @Nullable Corner corner,
        Vec2 point,
        double ua,
        Vec2 normal) {}
