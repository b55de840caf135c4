package bouncelab.ui.step;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The edits a user can make to the shot, as functions from one scenario to the next. Dragging and typing both go
 * through here, so tests can check an edit without a mouse.
 */
public final class ShotEditor {
    /** Objects are never made smaller than this by dragging a handle. */
    public static final double MIN_SIZE = 1;

    private ShotEditor() {}

    public static Scenario moveBall(Scenario s, Vec2 to) {
        Ball b = s.ball();
        double x = clamp(to.x(), 0, s.court().width());
        double y = clamp(to.y(), 0, s.court().height());
        return s.withBall(new Ball(x, y, b.radius(), b.vx(), b.vy(), b.accel()));
    }

    /** The velocity whose arrow (0.1 s of travel) ends at {@code tip}. */
    public static Scenario aimBall(Scenario s, Vec2 tip, double arrowSeconds) {
        Ball b = s.ball();
        Vec2 v = tip.minus(b.centre()).times(1 / arrowSeconds);
        return s.withBall(b.withVelocity(v));
    }

    public static Optional<Rect> rectOf(Scenario s, String id) {
        for (Paddle p : s.paddles()) {
            if (p.id().equals(id)) {
                return Optional.of(p.rect());
            }
        }
        return s.allBricks().stream().filter(b -> b.id().equals(id)).findFirst().map(Brick::rect);
    }

    /** The id of the paddle or brick under a court point, paddles first; empty if none. */
    public static Optional<String> objectAt(Scenario s, Vec2 p, double slack) {
        for (Paddle pd : s.paddles()) {
            if (pd.rect().expandedBy(slack).containsPoint(p)) {
                return Optional.of(pd.id());
            }
        }
        return s.allBricks().stream()
                .filter(b -> b.rect().expandedBy(slack).containsPoint(p))
                .findFirst()
                .map(Brick::id);
    }

    /** Gives a paddle or brick a new rectangle. A grid brick that is edited becomes a listed brick. */
    public static Scenario setRect(Scenario s, String id, Rect r) {
        Rect fixed = new Rect(r.x(), r.y(), Math.max(MIN_SIZE, r.width()), Math.max(MIN_SIZE, r.height()));
        List<Paddle> paddles = new ArrayList<>();
        boolean found = false;
        for (Paddle p : s.paddles()) {
            if (p.id().equals(id)) {
                paddles.add(p.withRect(fixed));
                found = true;
            } else {
                paddles.add(p);
            }
        }
        if (found) {
            return s.withPaddles(paddles);
        }
        List<Brick> bricks = new ArrayList<>();
        for (Brick b : s.allBricks()) {
            bricks.add(b.id().equals(id) ? b.withRect(fixed) : b);
        }
        Scenario listed =
                new Scenario(s.court(), s.dt(), s.ball(), s.paddles(), bricks, null, s.rules(), s.algorithm());
        return s.brickGrid() == null ? s.withBricks(bricks) : listed;
    }

    public static Scenario moveObject(Scenario s, String id, double dx, double dy) {
        return rectOf(s, id).map(r -> setRect(s, id, r.translated(dx, dy))).orElse(s);
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
