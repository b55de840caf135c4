package bouncelab.core.soak;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Random shots for the property tests and the soak: a court (closed, or now and then with open sides), bricks that
 * often share an edge with the one before, a small brick grid with or without gaps, paddles that may be moving,
 * and a ball of radius 0 to 20 moving up to 100 diameters a frame, sometimes exactly along an axis or a diagonal,
 * sometimes placed exactly touching an edge or a corner. The ball always starts as a file may have it: inside the
 * court, clear of the walls and not overlapping anything (touching is allowed).
 */
public final class ShotMaker {
    /** Diameters a frame at most. */
    public static final double MAX_DIAMETERS_PER_FRAME = 100;

    private ShotMaker() {}

    public static Scenario make(Draws d) {
        double r = d.chance(0.06) ? 0 : d.between(1, 20);
        double diameter = Math.max(2 * r, 1);
        double w = d.between(Math.max(8 * diameter, 60), 1200);
        double h = d.between(Math.max(8 * diameter, 60), 900);
        Court court = d.chance(0.2) ? openCourt(d, w, h) : Court.closed(w, h);
        double dt = d.oneOf(List.of(1.0 / 60, 1.0 / 30, 1.0 / 120, d.between(0.001, 0.1)));

        List<Brick> bricks = bricks(d, w, h);
        BrickGrid grid = d.chance(0.2) ? grid(d, w, h) : null;
        List<Paddle> paddles = paddles(d, w, h);
        Rules rules = new Rules(
                d.chance(0.5),
                d.chance(0.3) ? d.between(0, 100) : 0,
                d.chance(0.3) ? d.between(100, 5000) : Double.POSITIVE_INFINITY);

        double perFrame = (d.chance(0.3) ? d.between(0, 2) : d.between(0, MAX_DIAMETERS_PER_FRAME)) * diameter;
        Vec2 dir = direction(d);
        double accel = d.chance(0.2) ? d.between(0, 5000) : 0;

        List<Rect> solid = new ArrayList<>();
        paddles.forEach(p -> solid.add(p.rect()));
        bricks.forEach(b -> solid.add(b.rect()));
        if (grid != null) {
            grid.bricks().forEach(b -> solid.add(b.rect()));
        }
        Vec2 at = place(d, r, w, h, solid);
        if (at == null) { // nowhere clear after a few tries: keep the walls and the ball only
            bricks = List.of();
            grid = null;
            paddles = List.of();
            solid.clear();
            at = new Vec2(w / 2, h / 2);
        }
        if (!solid.isEmpty() && d.chance(0.4)) { // aimed at something, so that most shots hit it
            Vec2 target = d.oneOf(solid).centre();
            if (!target.equals(at)) {
                dir = target.minus(at).normalised();
            }
        }
        Vec2 v = dir.times(perFrame / dt);
        Ball ball = new Ball(at.x(), at.y(), r, v.x(), v.y(), accel);
        return new Scenario(court, dt, ball, paddles, bricks, grid, rules, AlgorithmId.SWEPT);
    }

    private static Court openCourt(Draws d, double w, double h) {
        Set<Side> walls = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (d.chance(0.5)) {
                walls.add(s);
            }
        }
        return new Court(w, h, walls);
    }

    /** Any angle, or exactly along an axis, or exactly diagonal: the cases where ties and parallels happen. */
    private static Vec2 direction(Draws d) {
        return switch (d.below(3)) {
            case 0 -> {
                double a = d.between(0, 2 * Math.PI);
                yield new Vec2(Math.cos(a), Math.sin(a));
            }
            case 1 -> d.oneOf(List.of(new Vec2(1, 0), new Vec2(-1, 0), new Vec2(0, 1), new Vec2(0, -1)));
            default ->
                d.oneOf(List.of(new Vec2(1, 1), new Vec2(-1, 1), new Vec2(1, -1), new Vec2(-1, -1)))
                        .normalised();
        };
    }

    private static List<Brick> bricks(Draws d, double w, double h) {
        int n = d.below(13);
        List<Brick> out = new ArrayList<>(n);
        Rect prev = null;
        for (int i = 0; i < n; i++) {
            double bw = d.chance(0.1) ? 0 : d.between(1, w / 3);
            double bh = d.chance(0.1) ? 0 : d.between(1, h / 4);
            Rect rect;
            if (prev != null && d.chance(0.35)) { // share an edge with the previous brick
                rect = switch (d.below(4)) {
                    case 0 -> new Rect(prev.right(), prev.y() + d.between(-bh, prev.height()), bw, bh);
                    case 1 -> new Rect(prev.x() - bw, prev.y(), bw, prev.height());
                    case 2 -> new Rect(prev.x(), prev.bottom(), prev.width(), bh);
                    default -> new Rect(prev.x() + d.between(-bw, prev.width()), prev.y() - bh, bw, bh);
                };
            } else {
                rect = new Rect(d.between(0, w - bw), d.between(0, h - bh), bw, bh);
            }
            out.add(new Brick("brick" + i, rect));
            prev = rect;
        }
        return out;
    }

    private static BrickGrid grid(Draws d, double w, double h) {
        int cols = 1 + d.below(8);
        int rows = 1 + d.below(5);
        double gap = d.chance(0.5) ? d.between(0, 6) : 0;
        double bw = d.between(2, w / (cols + 1));
        double bh = d.between(2, h / (2 * rows + 2));
        return new BrickGrid(d.between(0, w / 4), d.between(0, h / 3), cols, rows, bw, bh, gap);
    }

    private static List<Paddle> paddles(Draws d, double w, double h) {
        int n = d.below(3);
        List<Paddle> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            boolean tall = d.chance(0.5);
            double pw = tall ? (d.chance(0.1) ? 0 : d.between(1, 20)) : d.between(20, w / 3);
            double ph = tall ? d.between(20, h / 3) : (d.chance(0.1) ? 0 : d.between(1, 20));
            Rect rect = new Rect(d.between(0, w - pw), d.between(0, h - ph), pw, ph);
            double vx = d.chance(0.3) ? d.between(-600, 600) : 0;
            double vy = d.chance(0.3) ? d.between(-600, 600) : 0;
            Side face = d.chance(0.3) ? d.oneOf(List.of(Side.values())) : null;
            out.add(new Paddle("paddle" + i, rect, vx, vy, face));
        }
        return out;
    }

    /** A clear spot for the ball: random, or exactly touching an edge or a corner of something; null if none. */
    private static Vec2 place(Draws d, double r, double w, double h, List<Rect> solid) {
        for (int attempt = 0; attempt < 12; attempt++) {
            Vec2 p;
            if (!solid.isEmpty() && d.chance(0.4)) {
                p = touching(d, d.oneOf(solid), r);
            } else {
                p = new Vec2(d.between(r, w - r), d.between(r, h - r));
            }
            if (p.x() >= r && p.x() <= w - r && p.y() >= r && p.y() <= h - r && clear(p, r, solid)) {
                return p;
            }
        }
        return null;
    }

    /** Exactly touching an edge or a corner, or in the square corner of the edges pushed out by r but clear. */
    private static Vec2 touching(Draws d, Rect rect, double r) {
        double k = r / Math.sqrt(2);
        return switch (d.below(7)) {
            case 0 -> new Vec2(rect.left() - r, d.between(rect.top(), rect.bottom()));
            case 1 -> new Vec2(rect.right() + r, d.between(rect.top(), rect.bottom()));
            case 2 -> new Vec2(d.between(rect.left(), rect.right()), rect.top() - r);
            case 3 -> new Vec2(d.between(rect.left(), rect.right()), rect.bottom() + r);
            case 4 -> new Vec2(rect.left() - k, rect.top() - k);
            case 5 -> new Vec2(rect.right() + k, rect.bottom() + k);
            default -> {
                double a = d.between(0.05, 0.95) * Math.PI / 2; // r to r·√2 from the corner, within the square
                double reach = r * Math.min(1 / Math.cos(a), 1 / Math.sin(a)) * d.between(0.7, 1);
                double dist = Math.max(r * 1.0001, reach);
                yield new Vec2(rect.right() + dist * Math.cos(a), rect.top() - dist * Math.sin(a));
            }
        };
    }

    /** Not sharing area with any rectangle, as the loader requires (touching is fine). */
    static boolean clear(Vec2 p, double r, List<Rect> solid) {
        for (Rect s : solid) {
            if (s.overlapsCircle(p, r) || s.containsPointStrictly(p)) {
                return false;
            }
        }
        return true;
    }
}
