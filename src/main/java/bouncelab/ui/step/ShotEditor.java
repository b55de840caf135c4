package bouncelab.ui.step;

import bouncelab.core.geometry.Approach;
import bouncelab.core.geometry.Grid;
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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Predicate;
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
 * Each says what held it back ({@link Dragged}), and leaves the position it changed on a grid of {@link #GRID}ths of
 * a px, still apart: a stop worked out exactly had been saved as 62.00000000000003.
 */
public final class ShotEditor {
    /** Objects are never made smaller than this by dragging a handle. */
    public static final double MIN_SIZE = 1;

    /** A drag leaves the ball, a paddle's corner or its size on whole hundredths of a px. */
    public static final int GRID = 100;

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
        return ballDragged(s, to).shot();
    }

    /** As {@link #dragBall}, with what held the ball back. */
    public static Dragged ballDragged(Scenario s, Vec2 to) {
        Dragged d = slide(s, held(s.court(), to), at -> at.ball().centre(), ShotEditor::ballLeg);
        return new Dragged(tidyBall(d.shot()), d.heldBy());
    }

    /**
     * A paddle or brick dragged on from where it is, its top-left corner towards {@code corner}, sliding past the
     * ball as {@link #dragBall} slides the ball past it.
     */
    public static Scenario dragObject(Scenario s, String id, Vec2 corner) {
        return objectDragged(s, id, corner).shot();
    }

    /** As {@link #dragObject}, with whether the ball held it back. */
    public static Dragged objectDragged(Scenario s, String id, Vec2 corner) {
        if (rectOf(s, id).isEmpty()) {
            return new Dragged(s, null);
        }
        Dragged d = slide(s, corner, at -> topLeft(at, id), (at, p) -> {
            Rect from = fixed(rectOf(at, id).orElseThrow());
            return rectLeg(at, id, from, new Rect(p.x(), p.y(), from.width(), from.height()));
        });
        Rect r = rectOf(d.shot(), id).orElseThrow();
        return tidyRect(d, id, new Vec2(r.x(), r.y()), q -> new Rect(q.x(), q.y(), r.width(), r.height()));
    }

    /**
     * A paddle or brick resized on from its size now towards {@code size}, by its bottom-right corner, sliding past
     * the ball.
     */
    public static Scenario dragSize(Scenario s, String id, Vec2 size) {
        return sizeDragged(s, id, size).shot();
    }

    /** As {@link #dragSize}, with whether the ball held it back. */
    public static Dragged sizeDragged(Scenario s, String id, Vec2 size) {
        if (rectOf(s, id).isEmpty()) {
            return new Dragged(s, null);
        }
        Vec2 end = new Vec2(Math.max(MIN_SIZE, size.x()), Math.max(MIN_SIZE, size.y()));
        Dragged d = slide(s, end, at -> sizeOf(at, id), (at, p) -> {
            Rect from = fixed(rectOf(at, id).orElseThrow());
            return rectLeg(at, id, from, new Rect(from.x(), from.y(), p.x(), p.y()));
        });
        Rect r = rectOf(d.shot(), id).orElseThrow();
        return tidyRect(d, id, new Vec2(r.width(), r.height()), q -> new Rect(r.x(), r.y(), q.x(), q.y()));
    }

    private static Vec2 topLeft(Scenario s, String id) {
        Rect r = rectOf(s, id).orElseThrow();
        return new Vec2(r.x(), r.y());
    }

    private static Vec2 sizeOf(Scenario s, String id) {
        Rect r = rectOf(s, id).orElseThrow();
        return new Vec2(r.width(), r.height());
    }

    /**
     * One straight edit, held back where it would first touch; the way out from what held it, and what it was (null:
     * nothing).
     */
    private record Leg(
            Scenario shot, @Nullable Vec2 away, @Nullable DragHold by) {}

    /**
     * Straight legs of the point {@code where} says, from {@code s} towards {@code end}: as far as is clear straight
     * at it; then the rest along what stopped it (along a face, or round a corner, where neither x nor y alone is
     * clear); then along x alone and y alone (clear where the first met something else); again, until it is reached
     * or nothing moves. Every leg starts and stops apart, so the shot stays one a file keeps. What held it back is
     * the first thing a leg met, if it ends short of {@code end}.
     */
    private static Dragged slide(
            Scenario s, Vec2 end, Function<Scenario, Vec2> where, BiFunction<Scenario, Vec2, Leg> straight) {
        Scenario at = s;
        DragHold by = null;
        for (int i = 0; i < LEGS; i++) {
            Leg leg = straight.apply(at, end);
            Vec2 stop = where.apply(leg.shot());
            Vec2 away = leg.away();
            if (stop.equals(end) || away == null) {
                // exactly: a straight leg that goes all the way ends on its aim
                return new Dragged(leg.shot(), stop.equals(end) ? null : by);
            }
            by = by == null ? leg.by() : by;
            Vec2 rest = end.minus(stop);
            Vec2 along = stop.plus(rest.minus(away.times(rest.dot(away))));
            Leg slid = straight.apply(leg.shot(), along);
            Leg across = straight.apply(
                    slid.shot(), new Vec2(end.x(), where.apply(slid.shot()).y()));
            Leg upOrDown = straight.apply(
                    across.shot(), new Vec2(where.apply(across.shot()).x(), end.y()));
            for (Leg l : List.of(slid, across, upOrDown)) {
                by = by == null ? l.by() : by;
            }
            boolean held = where.apply(upOrDown.shot()).equals(where.apply(at));
            at = upOrDown.shot();
            if (held) {
                break; // held whichever way it could go
            }
        }
        return new Dragged(at, where.apply(at).equals(end) ? null : by);
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
        List<DragHold> who = new ArrayList<>();
        obstacles(s, path).forEach((r, hold) -> {
            near.add(Approach.ballMoved(from, end, b.radius(), r));
            who.add(hold);
        });
        wallCorners(s.court(), b.radius()).forEach((corner, hold) -> {
            near.add(Approach.ballMoved(from, end, 0, corner)); // the centre may not enter it: see wallCorners
            who.add(hold);
        });
        Stop stop = furthestClear(near);
        if (stop.by() < 0) {
            return new Leg(s.withBall(b.at(end)), null, null);
        }
        // stopped short, by one of them: they all move the centre the same way
        Approach by = near.get(stop.by());
        return new Leg(s.withBall(b.at(by.centreAt(stop.t()))), by.awayAt(stop.t()), who.get(stop.by()));
    }

    /**
     * The ball moved to the nearest point of the grid that leaves it apart from all it was apart from (from a wall
     * corner too); as it is when there is none in the court.
     */
    private static Scenario tidyBall(Scenario s) {
        Ball b = s.ball();
        Map<Rect, Double> near = new LinkedHashMap<>();
        obstacles(s, Rect.aroundCircle(b.centre(), b.radius() + 1)).keySet().forEach(r -> near.put(r, b.radius()));
        wallCorners(s.court(), b.radius()).keySet().forEach(r -> near.put(r, 0.0));
        Predicate<Vec2> keeps = q -> s.court().holds(q.x(), q.y())
                && near.entrySet().stream()
                        .allMatch(e ->
                                !apart(b.centre(), e.getValue(), e.getKey()) || apart(q, e.getValue(), e.getKey()));
        return Grid.nearest(b.centre(), GRID, keeps)
                .map(q -> s.withBall(b.at(q)))
                .orElse(s);
    }

    /**
     * The rectangle given the nearest point of the grid for {@code exact} (its corner or its size) that leaves it
     * apart from the ball, if it was; as it is when there is none.
     */
    private static Dragged tidyRect(Dragged d, String id, Vec2 exact, Function<Vec2, Rect> rect) {
        Ball b = d.shot().ball();
        boolean wasApart = apart(b.centre(), b.radius(), rect.apply(exact));
        Predicate<Vec2> keeps = q -> {
            Rect r = rect.apply(q);
            return r.width() >= MIN_SIZE && r.height() >= MIN_SIZE && (!wasApart || apart(b.centre(), b.radius(), r));
        };
        return Grid.nearest(exact, GRID, keeps)
                .map(q -> new Dragged(withRect(d.shot(), id, rect.apply(q)), d.heldBy()))
                .orElse(d);
    }

    /** Apart as a shot file requires ({@link Approach#clearAt}). */
    private static boolean apart(Vec2 centre, double radius, Rect r) {
        return Approach.ballMoved(centre, centre, radius, r).clearAt(0);
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
        return stop.by() < 0
                ? new Leg(withRect(s, id, to), null, null)
                : new Leg(withRect(s, id, a.rectAt(stop.t())), a.awayAt(stop.t()), DragHold.ball());
    }

    /** How far an edit may go, and which approach (its index) stops it there (-1: none, it goes all the way). */
    private record Stop(double t, int by) {}

    /**
     * How far an edit may go with the ball apart from each of these, all moving the same way: the least of their
     * own. Should rounding leave one of them sharing area there, the edit does not go at all.
     */
    private static Stop furthestClear(List<Approach> approaches) {
        double t = 1;
        int by = -1;
        for (int i = 0; i < approaches.size(); i++) {
            double own = approaches.get(i).clearUntil();
            if (own < t) {
                t = own;
                by = i;
            }
        }
        for (int i = 0; i < approaches.size(); i++) {
            Approach a = approaches.get(i);
            if (a.clearAt(0) && !a.clearAt(t)) {
                return new Stop(0, i);
            }
        }
        return new Stop(t, by);
    }

    /** The paddles and bricks that touch a box, by name: a grid is laid out only when the box reaches it. */
    private static Map<Rect, DragHold> obstacles(Scenario s, Rect box) {
        Map<Rect, DragHold> near = new LinkedHashMap<>();
        s.paddles().stream()
                .filter(p -> box.touches(p.rect()))
                .forEach(p -> near.putIfAbsent(p.rect(), DragHold.paddle(p.id())));
        List<Brick> bricks = new ArrayList<>(s.bricks());
        BrickGrid grid = s.brickGrid();
        if (grid != null && box.touches(grid.bounds())) {
            bricks.addAll(grid.bricks());
        }
        bricks.stream()
                .filter(b -> box.touches(b.rect()))
                .forEach(b -> near.putIfAbsent(b.rect(), DragHold.brick(b.id())));
        return near;
    }

    /**
     * Where two walls meet, the square of side 2r around the corner: a centre strictly inside it presses the ball
     * into both walls, which a shot file refuses (one wall is fine: the ball is pushed out of it).
     */
    private static Map<Rect, DragHold> wallCorners(Court c, double r) {
        Map<Rect, DragHold> corners = new LinkedHashMap<>();
        for (Side v : List.of(Side.LEFT, Side.RIGHT)) {
            for (Side h : List.of(Side.TOP, Side.BOTTOM)) {
                if (c.isWall(v) && c.isWall(h)) {
                    double x = v == Side.LEFT ? 0 : c.width();
                    double y = h == Side.TOP ? 0 : c.height();
                    corners.put(new Rect(x - r, y - r, 2 * r, 2 * r), DragHold.walls(v, h));
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
