package bouncelab.ui.step;

import bouncelab.core.geometry.Approach;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The edits a user can make to the shot, as functions from one scenario to the next. Dragging and typing both go
 * through here, so tests can check an edit without a mouse.
 *
 * <p>A drag never leaves the ball where a shot file refuses it (inside a paddle or brick, or pressed into two walls
 * at once): it stops where the ball first touches, along the drag. Save and the recovery copy had refused the
 * dragged shot. A typed value is checked by the shot sheet instead, which refuses it whole.
 */
public final class ShotEditor {
    /** Objects are never made smaller than this by dragging a handle. */
    public static final double MIN_SIZE = 1;

    private ShotEditor() {}

    /** The ball dragged towards {@code to} (held in the court), stopping where it would first touch anything. */
    public static Scenario moveBall(Scenario s, Vec2 to) {
        Ball b = s.ball();
        Vec2 from = b.centre();
        Vec2 end = new Vec2(
                clamp(to.x(), 0, s.court().width()), clamp(to.y(), 0, s.court().height()));
        Rect path = Rect.fromEdges(
                        Math.min(from.x(), end.x()),
                        Math.min(from.y(), end.y()),
                        Math.max(from.x(), end.x()),
                        Math.max(from.y(), end.y()))
                .expandedBy(b.radius());
        List<Approach> near = new ArrayList<>();
        for (Rect r : obstacles(s, path)) {
            near.add(Approach.ballMoved(from, end, b.radius(), r));
        }
        for (Rect corner : wallCorners(s.court(), b.radius())) {
            near.add(Approach.ballMoved(from, end, 0, corner)); // the centre may not enter it: see wallCorners
        }
        double t = furthestClear(near);
        // stopped short, by one of them: they all move the centre the same way
        return s.withBall(b.at(t == 1 ? end : near.get(0).centreAt(t)));
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
        return withRect(s, id, fixed(r));
    }

    /** A paddle or brick dragged by {@code (dx, dy)}, stopping where it would first touch the ball. */
    public static Scenario moveObject(Scenario s, String id, double dx, double dy) {
        return rectOf(s, id)
                .map(r -> towards(s, id, fixed(r), fixed(r).translated(dx, dy)))
                .orElse(s);
    }

    /** A paddle or brick resized by its bottom-right corner, stopping where it would first touch the ball. */
    public static Scenario resizeObject(Scenario s, String id, double dw, double dh) {
        return rectOf(s, id)
                .map(r -> towards(s, id, fixed(r), fixed(new Rect(r.x(), r.y(), r.width() + dw, r.height() + dh))))
                .orElse(s);
    }

    private static Scenario towards(Scenario s, String id, Rect from, Rect to) {
        Ball b = s.ball();
        Approach a = Approach.rectChanged(from, to, b.centre(), b.radius());
        double t = furthestClear(List.of(a));
        return withRect(s, id, t == 1 ? to : a.rectAt(t));
    }

    /**
     * How far an edit may go with the ball apart from each of these, all moving the same way: the least of their
     * own. Should rounding leave one of them sharing area there, the edit does not go at all.
     */
    private static double furthestClear(List<Approach> approaches) {
        double t = 1;
        for (Approach a : approaches) {
            t = Math.min(t, a.clearUntil());
        }
        for (Approach a : approaches) {
            if (a.clearAt(0) && !a.clearAt(t)) {
                return 0;
            }
        }
        return t;
    }

    /** The paddles and bricks that touch a box: a grid is laid out only when the box reaches it. */
    private static List<Rect> obstacles(Scenario s, Rect box) {
        List<Rect> near = new ArrayList<>();
        s.paddles().stream().map(Paddle::rect).filter(box::touches).forEach(near::add);
        s.bricks().stream().map(Brick::rect).filter(box::touches).forEach(near::add);
        BrickGrid grid = s.brickGrid();
        if (grid != null && box.touches(grid.bounds())) {
            grid.bricks().stream().map(Brick::rect).filter(box::touches).forEach(near::add);
        }
        return near;
    }

    /**
     * Where two walls meet, the square of side 2r around the corner: a centre strictly inside it presses the ball
     * into both walls, which a shot file refuses (one wall is fine: the ball is pushed out of it).
     */
    private static List<Rect> wallCorners(Court c, double r) {
        List<Rect> corners = new ArrayList<>();
        for (Side v : List.of(Side.LEFT, Side.RIGHT)) {
            for (Side h : List.of(Side.TOP, Side.BOTTOM)) {
                if (c.isWall(v) && c.isWall(h)) {
                    double x = v == Side.LEFT ? 0 : c.width();
                    double y = h == Side.TOP ? 0 : c.height();
                    corners.add(new Rect(x - r, y - r, 2 * r, 2 * r));
                }
            }
        }
        return corners;
    }

    private static Rect fixed(Rect r) {
        return new Rect(r.x(), r.y(), Math.max(MIN_SIZE, r.width()), Math.max(MIN_SIZE, r.height()));
    }

    private static Scenario withRect(Scenario s, String id, Rect r) {
        List<Paddle> paddles = new ArrayList<>();
        boolean found = false;
        for (Paddle p : s.paddles()) {
            if (p.id().equals(id)) {
                paddles.add(p.withRect(r));
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
            bricks.add(b.id().equals(id) ? b.withRect(r) : b);
        }
        Scenario listed =
                new Scenario(s.court(), s.dt(), s.ball(), s.paddles(), bricks, null, s.rules(), s.algorithm());
        return s.brickGrid() == null ? s.withBricks(bricks) : listed;
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
