package bouncelab.core.soak;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.scenario.ShotLimits;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Shots made to hurt, for the soak's adversarial run (issue 18): built round the ball rather than at random. Bricks
 * exactly touching it, on a side or at a corner, or both sides at once (wedged); rows and columns of bricks sharing
 * edges, some of no thickness; gaps narrower than the ball, the ball aimed into them; paddles moving at 10^9 px/s,
 * the fastest a file may give (spin takes the ball's speed there), some touching the ball; and a ball moving up to
 * 100 diameters a frame or at 10^9 px/s. Every shot starts as a file may have it: the ball's centre in the court,
 * clear of everything (touching allowed) and pressed into at most one wall; it loads through the scenario loader.
 */
public final class AdversarialShots {
    /** The fastest anything in a file may move, px/s. */
    static final double FASTEST = ShotLimits.MAX_MAGNITUDE;

    private AdversarialShots() {}

    public static Scenario make(Draws d) {
        double r = d.chance(0.08) ? 0 : d.between(0.5, 20);
        double diameter = Math.max(2 * r, 1);
        double w = d.between(Math.max(10 * diameter, 80), 1000);
        double h = d.between(Math.max(10 * diameter, 80), 800);
        Court court = d.chance(0.8) ? Court.closed(w, h) : openCourt(d, w, h);
        double dt = d.oneOf(List.of(1.0 / 60, 1.0 / 120, d.between(0.0005, 0.1)));
        // the ball: anywhere clear of the walls, or pressed against one of them (touching it)
        double x = d.between(r, w - r);
        double y = d.between(r, h - r);
        if (d.chance(0.2)) {
            switch (d.below(4)) {
                case 0 -> x = r;
                case 1 -> x = w - r;
                case 2 -> y = r;
                default -> y = h - r;
            }
        }
        Vec2 at = new Vec2(x, y);

        List<Rect> bricks = new ArrayList<>();
        List<Paddle> paddles = new ArrayList<>();
        Vec2 aim = null;
        int features = 1 + d.below(4);
        for (int i = 0; i < features; i++) {
            switch (d.below(5)) {
                case 0 -> bricks.addAll(touching(d, at, r));
                case 1 -> bricks.addAll(wedge(d, at, r));
                case 2 -> bricks.addAll(sharedEdges(d, at, r, w, h));
                case 3 -> {
                    List<Rect> gap = narrowGap(d, at, r);
                    bricks.addAll(gap);
                    aim = gap.get(0).centre().plus(gap.get(1).centre()).times(0.5);
                }
                default -> paddles.add(fastPaddle(d, at, r, paddles.size()));
            }
        }
        // what would start overlapping the ball goes (touching stays); so does a paddle at the same place
        bricks.removeIf(b -> !ShotMaker.clear(at, r, List.of(b)));
        paddles.removeIf(p -> !ShotMaker.clear(at, r, List.of(p.rect())));
        List<Brick> listed = new ArrayList<>();
        for (Rect b : bricks.subList(0, Math.min(bricks.size(), 200))) {
            listed.add(new Brick("brick" + listed.size(), b));
        }

        Vec2 dir =
                aim != null && !aim.equals(at) && d.chance(0.7) ? aim.minus(at).normalised() : direction(d);
        double speed = d.chance(0.15)
                ? FASTEST / Math.sqrt(2)
                : (d.chance(0.3) ? d.between(0, 2) : d.between(0, 100)) * diameter / dt;
        Vec2 v = dir.times(Math.min(speed, FASTEST / Math.sqrt(2)));
        Ball ball = new Ball(at.x(), at.y(), r, v.x(), v.y(), d.chance(0.1) ? d.between(0, 5000) : 0);
        Rules rules = new Rules(
                d.chance(0.5),
                d.chance(0.2) ? d.between(0, 100) : 0,
                d.chance(0.2) ? d.between(100, 5000) : Double.POSITIVE_INFINITY,
                d.chance(0.5) ? "grid" : "brute-force");
        return new Scenario(
                court,
                dt,
                ball,
                paddles,
                listed,
                null,
                rules,
                d.chance(0.5) ? AlgorithmId.SWEPT : AlgorithmId.SWEPT_EXACT);
    }

    private static Court openCourt(Draws d, double w, double h) {
        Set<Side> walls = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (d.chance(0.6)) {
                walls.add(s);
            }
        }
        return new Court(w, h, walls);
    }

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

    /** A size, now and then none at all. */
    private static double size(Draws d, double max) {
        return d.chance(0.15) ? 0 : d.between(0.5, max);
    }

    /** One to three bricks exactly touching the ball: a face at distance r, or a corner on its circle. */
    private static List<Rect> touching(Draws d, Vec2 c, double r) {
        List<Rect> out = new ArrayList<>();
        int n = 1 + d.below(3);
        for (int i = 0; i < n; i++) {
            double bw = size(d, 80);
            double bh = size(d, 80);
            double along = d.between(-1, 1);
            out.add(
                    switch (d.below(5)) {
                        case 0 -> new Rect(c.x() - r - bw, c.y() - bh / 2 + along * bh / 2, bw, bh);
                        case 1 -> new Rect(c.x() + r, c.y() - bh / 2 + along * bh / 2, bw, bh);
                        case 2 -> new Rect(c.x() - bw / 2 + along * bw / 2, c.y() - r - bh, bw, bh);
                        case 3 -> new Rect(c.x() - bw / 2 + along * bw / 2, c.y() + r, bw, bh);
                        default -> { // a corner on the circle, the brick away from the ball
                            double a = d.between(0, 2 * Math.PI);
                            double cx = c.x() + r * Math.cos(a);
                            double cy = c.y() + r * Math.sin(a);
                            yield new Rect(Math.cos(a) >= 0 ? cx : cx - bw, Math.sin(a) >= 0 ? cy : cy - bh, bw, bh);
                        }
                    });
        }
        return out;
    }

    /** Two bricks touching the ball on opposite sides: the gap is exactly its diameter. */
    private static List<Rect> wedge(Draws d, Vec2 c, double r) {
        double len = d.between(2 * r, 200);
        double t = size(d, 60);
        double shift = d.between(-len / 2, len / 2);
        return d.chance(0.5)
                ? List.of(
                        new Rect(c.x() - r - t, c.y() - len / 2 + shift, t, len),
                        new Rect(c.x() + r, c.y() - len / 2 - shift, t, len))
                : List.of(
                        new Rect(c.x() - len / 2 + shift, c.y() - r - t, len, t),
                        new Rect(c.x() - len / 2 - shift, c.y() + r, len, t));
    }

    /** A row or column of bricks sharing edges (some of no thickness), somewhere near the ball or across it. */
    private static List<Rect> sharedEdges(Draws d, Vec2 c, double r, double w, double h) {
        int n = 2 + d.below(30);
        double bw = size(d, 40);
        double bh = size(d, 20);
        boolean row = d.chance(0.5);
        double x0 = c.x() + d.between(-200, 200);
        double y0 = c.y() + d.between(-200, 200);
        if (d.chance(0.3)) { // flush against the ball
            if (row) {
                y0 = d.chance(0.5) ? c.y() + r : c.y() - r - bh;
            } else {
                x0 = d.chance(0.5) ? c.x() + r : c.x() - r - bw;
            }
        }
        List<Rect> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double bi = d.chance(0.1) ? 0 : bw; // now and then a brick of no width in the row
            out.add(row ? new Rect(x0 + i * bw, y0, bi, bh) : new Rect(x0, y0 + i * bh, bw, d.chance(0.1) ? 0 : bh));
            if (d.chance(0.1)) { // a second layer on the first, sharing the whole face
                Rect last = out.get(out.size() - 1);
                out.add(
                        row
                                ? new Rect(last.x(), last.bottom(), last.width(), bh)
                                : new Rect(last.right(), last.y(), bw, last.height()));
            }
        }
        return out;
    }

    /** Two bricks with a gap narrower than the ball between them, ahead of it: the ball is aimed into the gap. */
    private static List<Rect> narrowGap(Draws d, Vec2 c, double r) {
        double gap = d.between(0, 2 * r);
        double dist = d.between(r, 150);
        double len = d.between(10, 200);
        double t = size(d, 60);
        double off = d.between(-r, r);
        return switch (d.below(4)) {
            case 0 ->
                List.of(
                        new Rect(c.x() + off - gap / 2 - len, c.y() - dist - t, len, t),
                        new Rect(c.x() + off + gap / 2, c.y() - dist - t, len, t));
            case 1 ->
                List.of(
                        new Rect(c.x() + off - gap / 2 - len, c.y() + dist, len, t),
                        new Rect(c.x() + off + gap / 2, c.y() + dist, len, t));
            case 2 ->
                List.of(
                        new Rect(c.x() - dist - t, c.y() + off - gap / 2 - len, t, len),
                        new Rect(c.x() - dist - t, c.y() + off + gap / 2, t, len));
            default ->
                List.of(
                        new Rect(c.x() + dist, c.y() + off - gap / 2 - len, t, len),
                        new Rect(c.x() + dist, c.y() + off + gap / 2, t, len));
        };
    }

    /** A paddle moving at 10^9 px/s along one axis or both, touching the ball or a little way off. */
    private static Paddle fastPaddle(Draws d, Vec2 c, double r, int index) {
        boolean tall = d.chance(0.5);
        double pw = tall ? size(d, 20) : d.between(20, 200);
        double ph = tall ? d.between(20, 200) : size(d, 20);
        double gap = d.chance(0.5) ? 0 : d.between(0, 50);
        double along = d.between(-0.5, 0.5);
        Rect rect = switch (d.below(4)) {
            case 0 -> new Rect(c.x() - r - gap - pw, c.y() - ph / 2 + along * ph, pw, ph);
            case 1 -> new Rect(c.x() + r + gap, c.y() - ph / 2 + along * ph, pw, ph);
            case 2 -> new Rect(c.x() - pw / 2 + along * pw, c.y() - r - gap - ph, pw, ph);
            default -> new Rect(c.x() - pw / 2 + along * pw, c.y() + r + gap, pw, ph);
        };
        double vx = d.chance(0.6) ? (d.chance(0.5) ? FASTEST : -FASTEST) : 0;
        double vy = d.chance(0.6) ? (d.chance(0.5) ? FASTEST : -FASTEST) : 0;
        Side face = d.chance(0.3) ? d.oneOf(List.of(Side.values())) : null;
        return new Paddle("paddle" + index, rect, vx, vy, face);
    }
}
