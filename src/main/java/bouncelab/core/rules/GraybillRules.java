package bouncelab.core.rules;

import bouncelab.core.algorithm.Arithmetic;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code graybill}: VGBall.move() of Mark Graybill's VidBrick, from "More Collision Detection: Bouncing the Right
 * Way" (2010), as his Java runs it.
 *
 * <p>The ball is a java.awt.Rectangle: whole pixels, its position the top-left corner, its velocity whole pixels a
 * tick ({@code xVel}, {@code yVel}). The loop: {@code x += xVel; y += yVel}; then the wall tests as written, in
 * order: past the right ({@code x > width − w}) or bottom, negate and put it on the edge; at or past the left
 * ({@code x <= 0}) or top, negate and put it at 0; then each brick the ball {@code intersects()} (strictly: touching is
 * not intersecting) turns it in one of eight directions, by the ball's centre against the intersection's, each
 * {@code x + width/2} in integer division. The test inside is the algorithm's; Graybill's own is
 * {@code intersection-centre}. A velocity is set to a sign (−|xVel| or |xVel|), never negated, on the faces the test
 * names; the ball is not moved.
 *
 * <p>Its quirks, kept: the left and top walls turn a ball that has only reached them ({@code x <= 0}), the right
 * and bottom only one past them; a wall negates, so a ball turned by a wall and a brick at once can be sent back; with
 * a ball or an overlap an odd number of pixels across, integer halves put the centres level where exact halves do
 * not, and that speed is left as it was. How Bounce Lab reads a shot into whole pixels, and the rest the article does
 * not print, the working says: the box's left is round(x − r), its size round(2r), the velocity per tick
 * round(vx·dt); the court's size is cut to whole pixels; only the court's solid sides are tested; a ball leaves
 * through an open side when its centre crosses it; bricks break if the shot says so (VidBrick's one brick does not).
 */
public final class GraybillRules implements RuleSet {

    @Override
    public RulesId id() {
        return RulesId.GRAYBILL;
    }

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        List<TraceItem> items = new ArrayList<>();
        Ball ball = in.ball();
        Court court = in.court();
        double dt = in.dt();
        double r = ball.radius();
        long w = Math.round(2 * r), h = w;
        long x = Math.round(ball.x() - r), y = Math.round(ball.y() - r);
        long xVel = Math.round(ball.vx() * dt), yVel = Math.round(ball.vy() * dt);
        long startX = x, startY = y;
        x += xVel;
        y += yVel;
        Vec2 unhindered = centre(x, y, r);
        // the velocity in whole pixels a tick, so that x2 = x + dt·vx redoes with what the loop really adds
        Vec2 used = new Vec2(xVel / dt, yVel / dt);
        items.add(new MoveStep(1, centre(startX, startY, r), unhindered, used, used, dt, 0));
        items.add(new Note(
                null,
                Phrase.of(
                        "graybill.wholePixels",
                        "box",
                        Phrase.written("(" + whole(startX) + ", " + whole(startY) + ", " + w + ", " + h + ")"),
                        "x",
                        Phrase.written(whole(startX) + " + " + signed(xVel) + " = " + whole(x)),
                        "y",
                        Phrase.written(whole(startY) + " + " + signed(yVel) + " = " + whole(y)))));

        long width = (long) court.width(), height = (long) court.height();
        if (court.isWall(Side.RIGHT) && x > width - w) {
            items.add(wall(
                    Side.RIGHT,
                    "x = " + whole(x) + " > width − w = " + (width - w) + ": xVel = −xVel, x = " + (width - w),
                    xVel,
                    yVel,
                    -xVel,
                    yVel,
                    centre(width - w, y, r),
                    dt));
            xVel = -xVel;
            x = width - w;
        }
        if (court.isWall(Side.BOTTOM) && y > height - h) {
            items.add(wall(
                    Side.BOTTOM,
                    "y = " + whole(y) + " > height − h = " + (height - h) + ": yVel = −yVel, y = " + (height - h),
                    xVel,
                    yVel,
                    xVel,
                    -yVel,
                    centre(x, height - h, r),
                    dt));
            yVel = -yVel;
            y = height - h;
        }
        if (court.isWall(Side.LEFT) && x <= 0) {
            items.add(wall(
                    Side.LEFT,
                    "x = " + whole(x) + " <= 0: xVel = −xVel, x = 0",
                    xVel,
                    yVel,
                    -xVel,
                    yVel,
                    centre(0, y, r),
                    dt));
            xVel = -xVel;
            x = 0;
        }
        if (court.isWall(Side.TOP) && y <= 0) {
            items.add(wall(
                    Side.TOP,
                    "y = " + whole(y) + " <= 0: yVel = −yVel, y = 0",
                    xVel,
                    yVel,
                    xVel,
                    -yVel,
                    centre(x, 0, r),
                    dt));
            yVel = -yVel;
            y = 0;
        }

        Set<String> broken = new LinkedHashSet<>();
        Ball a = ball.at(centre(startX, startY, r));
        for (Obstacle object : in.obstacles()) {
            Obstacle o = LoopKit.wholePixels(object);
            Ball b = ball.at(centre(x, y, r)).withVelocity(velocity(xVel, yVel, dt));
            Rect box = new Rect(x, y, w, h);
            HitAnswer answer = algorithm.test(new HitQuery(a, b, box, o, Arithmetic.WHOLE_PIXELS, 1));
            if (answer.hit()
                    || o.rect()
                            .expandedBy(2 * w + Math.abs(xVel) + Math.abs(yVel))
                            .overlaps(box)) {
                items.addAll(answer.working());
            }
            if (!answer.hit()) {
                continue;
            }
            long xv = xVel, yv = yVel;
            StringBuilder rule = new StringBuilder();
            for (Side face : answer.faces()) {
                switch (face) {
                    case LEFT -> xVel = -Math.abs(xVel);
                    case RIGHT -> xVel = Math.abs(xVel);
                    case TOP -> yVel = -Math.abs(yVel);
                    case BOTTOM -> yVel = Math.abs(yVel);
                }
                String axis = face.horizontalAxis() ? "xVel" : "yVel";
                long now = face.horizontalAxis() ? xVel : yVel;
                long was = face.horizontalAxis() ? xv : yv;
                rule.append(rule.length() == 0 ? "" : "; ")
                        .append(axis)
                        .append(" = ")
                        .append(
                                face == Side.LEFT || face == Side.TOP
                                        ? "0 − Math.abs(" + axis + ")"
                                        : "Math.abs(" + axis + ")")
                        .append(": ")
                        .append(Num.fmt(was))
                        .append(" → ")
                        .append(Num.fmt(now));
            }
            Phrase said = rule.length() == 0 ? Phrase.of("graybill.level") : Check.sum(rule.toString());
            // no face when the rule turned neither axis: the event says a hit, not a bounce off the bottom
            items.add(new Bounce(
                    o.id(),
                    answer.faces().isEmpty() ? null : answer.side(),
                    b.centre(),
                    velocity(xv, yv, dt),
                    velocity(xVel, yVel, dt),
                    RuleText.said(said),
                    dt,
                    1));
            if (o.isBrick() && in.rules().breakBricks()) {
                broken.add(o.id());
                items.add(new BrickBroken(o.id()));
            }
        }

        Ball end = ball.at(centre(x, y, r)).withVelocity(velocity(xVel, yVel, dt));
        List<Vec2> path = new ArrayList<>(List.of(a.centre()));
        LoopKit.Exit exit = LoopKit.out(court, a.centre(), end.centre(), dt, items);
        if (exit != null) {
            end = end.at(exit.at());
        }
        path.add(end.centre());
        return new FrameResult(end, unhindered, path, broken, exit == null ? null : exit.side(), items);
    }

    /** The ball's centre for a box at (x, y): its left plus the radius. */
    private static Vec2 centre(long x, long y, double r) {
        return new Vec2(x + r, y + r);
    }

    /** Pixels a tick as px/s. */
    private static Vec2 velocity(long xVel, long yVel, double dt) {
        return new Vec2(xVel / dt, yVel / dt);
    }

    /** A whole number with the true minus sign, as the rest of the working writes it. */
    private static String whole(long v) {
        return v < 0 ? Num.MINUS + -v : Long.toString(v);
    }

    private static String signed(long v) {
        return v < 0 ? "(" + Num.MINUS + -v + ")" : Long.toString(v);
    }

    private static Bounce wall(Side wall, String test, long xv, long yv, long xv2, long yv2, Vec2 at, double dt) {
        return new Bounce(
                Court.wallId(wall),
                wall.opposite(),
                at,
                velocity(xv, yv, dt),
                velocity(xv2, yv2, dt),
                RuleText.said(Phrase.of("graybill.wall", "test", Phrase.written(test))),
                dt,
                1);
    }
}
