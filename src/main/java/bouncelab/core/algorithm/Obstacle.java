package bouncelab.core.algorithm;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import org.jspecify.annotations.Nullable;

/**
 * A paddle or brick as the algorithms see it: an id, a rectangle, how it is moving, and for a paddle the face it
 * returns the ball from.
 */
public record Obstacle(
        String id,
        Kind kind,
        Rect rect,
        Vec2 velocity,
        @Nullable Side face) {
    public enum Kind {
        PADDLE,
        BRICK
    }

    public static Obstacle of(Paddle p, Court court) {
        return new Obstacle(p.id(), Kind.PADDLE, p.rect(), p.velocity(), p.playingFace(court));
    }

    public static Obstacle of(Brick b) {
        return new Obstacle(b.id(), Kind.BRICK, b.rect(), Vec2.ZERO, null);
    }

    public boolean isPaddle() {
        return kind == Kind.PADDLE;
    }

    /** The face a paddle plays with; a brick has none, and asking for it is a mistake in the caller. */
    public Side paddleFace() {
        if (face == null) {
            throw new IllegalStateException(id + " is a brick: it has no playing face");
        }
        return face;
    }

    public boolean isBrick() {
        return kind == Kind.BRICK;
    }
}
