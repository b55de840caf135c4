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
import java.util.function.BiFunction;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The edits a user can make to the shot, as functions from one scenario to the next. Dragging and typing both go
 * through here, so tests can check an edit without a mouse.
 *
 * <p>A drag never leaves the ball where a shot file refuses it (inside a paddle or brick, or pressed into two walls
 * at once): it stops where the ball first touches, along the drag. Save and the recovery copy had refused the
 * dragged shot. A typed value is checked by the shot sheet instead, which refuses it whole.
 *
 * <p>The court's drag goes through {@link #dragBall}, {@link #dragObject} and {@link #dragSize}: each event moves on
 * from where the last one left the shot, sliding along what it meets. Moved in one straight line from where the drag
 * began, the ball had jumped back to a paddle's face once that line crossed it, and had stuck to a face it touched.
 */
public final class ShotEditor {
    /** Objects are never made smaller than this by dragging a handle. */
    public static final double MIN_SIZE = 1;

    /** Rounds of legs a drag event may take: they end sooner, once the aim is reached or nothing moves. */
    private static final int LEGS = 6;

    private ShotEditor() {}

    /** The ball moved straight towards {@code to} (held in the court), stopping where it first touches anything. */
    public static Scenario moveBall(Scenario s, Vec2 to) {
        return ballLeg(s, to).shot();
    }

    /**
     * The ball dragged on from where it is towards {@code to} (held in the court), sliding along what it meets, so
     * that past a paddle's end it goes round as the pointer does ({@link #slide}). A drag that meets nothing lands
     * on {@code to}.
     */
    public static Scenario dragBall(Scenario s, Vec2 to) {
        return slide(s, held(s.court(), to), at -> at.ball().centre(), ShotEditor::ballLeg);
    }

    /**
     * A paddle or brick dragged on from where it is, its top-left corner towards {@code corner}, sliding past the
     * ball as {@link #dragBall} slides the ball past it.
     */
    public static Scenario dragObject(Scenario s, String id, Vec2 corner) {
        if (rectOf(s, id).isEmpty()) {
            return s;
        }
        return slide(s, corner, at -> topLeft(at, id), (at, p) -> {
            Rect from = fixed(rectOf(at, id).orElseThrow());
            return rectLeg(at, id, from, new Rect(p.x(), p.y(), from.width(), from.height()));
        });
    }

    /**
     * A paddle or brick resized on from its size now towards {@code size}, by its bottom-right corner, sliding past
     * the ball.
     */
    public static Scenario dragSize(Scenario s, String id, Vec2 size) {
        if (rectOf(s, id).isEmpty()) {
            return s;
        }
        Vec2 end = new Vec2(Math.max(MIN_SIZE, size.x()), Math.max(MIN_SIZE, size.y()));
        return slide(s, end, at -> sizeOf(at, id), (at, p) -> {
            Rect from = fixed(rectOf(at, id).orElseThrow());
            return rectLeg(at, id, from, new Rect(from.x(), from.y(), p.x(), p.y()));
        });
    }

    private static Vec2 topLeft(Scenario s, String id) {
        Rect r = rectOf(s, id).orElseThrow();
        return new Vec2(r.x(), r.y());
    }

    private static Vec2 sizeOf(Scenario s, String id) {
        Rect r = rectOf(s, id).orElseThrow();
        return new Vec2(r.width(), r.height());
    }

    /** One straight edit, held back where it would first touch; and the way out from what held it (null: nothing). */
    private record Leg(Scenario shot, @Nullable Vec2 away) {}

    /**
     * Straight legs of the point {@code where} says, from {@code s} towards {@code end}: as far as is clear straight
     * at it; then the rest along what stopped it (along a face, or round a corner, where neither x nor y alone is
     * clear); then along x alone and y alone (clear where the first met something else); again, until it is reached
     * or nothing moves. Every leg starts and stops apart, so the shot stays one a file keeps.
     */
    private static Scenario slide(
            Scenario s, Vec2 end, Function<Scenario, Vec2> where, BiFunction<Scenario, Vec2, Leg> straight) {
        Scenario at = s;
        for (int i = 0; i < LEGS; i++) {
            Leg leg = straight.apply(at, end);
            Vec2 stop = where.apply(leg.shot());
            Vec2 away = leg.away();
            if (stop.equals(end) || away == null) {
                return leg.shot(); // exactly: a straight leg that goes all the way ends on its aim
            }
            Vec2 rest = end.minus(stop);
            Vec2 along = stop.plus(rest.minus(away.times(rest.dot(away))));
            Scenario next = straight.apply(leg.shot(), along).shot();
            next = straight.apply(next, new Vec2(end.x(), where.apply(next).y()))
                    .shot();
            next = straight.apply(next, new Vec2(where.apply(next).x(), end.y()))
                    .shot();
            if (where.apply(next).equals(where.apply(at))) {
                return next; // held whichever way it could go
            }
            at = next;
        }
        return at;
    }

    private static Leg ballLeg(Scenario s, Vec2 to) {
        Ball b = s.ball();
        Vec2 from = b.centre();
        Vec2 end = held(s.court(), to);
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
        Stop stop = furthestClear(near);
        Approach by = stop.by();
        // stopped short, by one of them: they all move the centre the same way
        return by == null
                ? new Leg(s.withBall(b.at(end)), null)
                : new Leg(s.withBall(b.at(by.centreAt(stop.t()))), by.awayAt(stop.t()));
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
                .map(r -> rectLeg(s, id, fixed(r), fixed(r).translated(dx, dy)).shot())
                .orElse(s);
    }

    /** A paddle or brick resized by its bottom-right corner, stopping where it would first touch the ball. */
    public static Scenario resizeObject(Scenario s, String id, double dw, double dh) {
        return rectOf(s, id)
                .map(r -> rectLeg(s, id, fixed(r), fixed(new Rect(r.x(), r.y(), r.width() + dw, r.height() + dh)))
                        .shot())
                .orElse(s);
    }

    private static Leg rectLeg(Scenario s, String id, Rect from, Rect to) {
        Ball b = s.ball();
        Approach a = Approach.rectChanged(from, to, b.centre(), b.radius());
        Stop stop = furthestClear(List.of(a));
        return stop.by() == null
                ? new Leg(withRect(s, id, to), null)
                : new Leg(withRect(s, id, a.rectAt(stop.t())), a.awayAt(stop.t()));
    }

    /** How far an edit may go, and which approach stops it there (null: none, it goes all the way). */
    private record Stop(double t, @Nullable Approach by) {}

    /**
     * How far an edit may go with the ball apart from each of these, all moving the same way: the least of their
     * own. Should rounding leave one of them sharing area there, the edit does not go at all.
     */
    private static Stop furthestClear(List<Approach> approaches) {
        double t = 1;
        Approach by = null;
        for (Approach a : approaches) {
            double own = a.clearUntil();
            if (own < t) {
                t = own;
                by = a;
            }
        }
        for (Approach a : approaches) {
            if (a.clearAt(0) && !a.clearAt(t)) {
                return new Stop(0, a);
            }
        }
        return new Stop(t, by);
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

    private static Vec2 held(Court c, Vec2 p) {
        return new Vec2(clamp(p.x(), 0, c.width()), clamp(p.y(), 0, c.height()));
    }

    private static double clamp(double v, double lo, double hi) {
        return Math.max(lo, Math.min(hi, v));
    }
}
