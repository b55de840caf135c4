package bouncelab.core.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import org.jspecify.annotations.Nullable;

/**
 * A paddle: a rectangle that may be moving (vx, vy in px/s). The stepper does not move paddles; their velocity
 * says how the player is moving them at that moment, which gives the Pong article's spin. A game moves them
 * between frames. {@code face} is the side the ball is meant to be returned from (the XNA article always uses
 * the top of its paddle); see {@link #playingFace(Court)}.
 */
public record Paddle(
        String id,
        Rect rect,
        double vx,
        double vy,
        @Nullable Side face) {

    public Paddle(String id, Rect rect) {
        this(id, rect, 0, 0, null);
    }

    public Vec2 velocity() {
        return new Vec2(vx, vy);
    }

    public boolean isMoving() {
        return vx != 0 || vy != 0;
    }

    /**
     * The face the ball is returned from: the given one, or else the long side that faces the middle of the
     * court (a wide paddle near the bottom plays from its top, a tall one on the left from its right).
     */
    public Side playingFace(Court court) {
        if (face != null) {
            return face;
        }
        Vec2 c = rect.centre();
        if (rect.width() >= rect.height()) {
            return c.y() > court.height() / 2 ? Side.TOP : Side.BOTTOM;
        }
        return c.x() > court.width() / 2 ? Side.LEFT : Side.RIGHT;
    }

    public Paddle withRect(Rect r) {
        return new Paddle(id, r, vx, vy, face);
    }

    public Paddle withVelocity(double nvx, double nvy) {
        return new Paddle(id, rect, nvx, nvy, face);
    }
}
