package bouncelab.core.rules;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.algorithm.SweptAlgorithm;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code pong}: Jake Gordon's Pong ball update(), from "Pong - Collision Detection" (2011), as the article prints it.
 *
 * <p>The loop: accelerate() gives the new position and speed; a bounds check against minY and maxY (the ball's radius
 * in from the top and bottom walls) puts a ball past them back on the line and turns it; then the test is asked about
 * one paddle only, the one the ball is moving towards by the sign of dx (the left paddle for dx &lt; 0, else the
 * right), along the move (nx, ny); on a hit the ball is put at the hit point on that axis only ({@code pos.x = pt.x}
 * for the left or right side, {@code pos.y = pt.y} for the top or bottom), that speed is negated, and a moving
 * paddle adds spin to dy. There is no recursion: whatever was left of the move after the hit is dropped.
 *
 * <p>Its quirks, kept: accelerate() adds the position term accel·dt²/2 whatever the direction, and takes a speed of
 * 0 as negative ({@code dx > 0 ? 1 : −1}); a ball behind a paddle is never turned by it, nor by the paddle it moves
 * away from; the bounds check uses the move before the paddle, so after a side hit y keeps the whole move;
 * ballIntercept() counts a path through the very end of an expanded edge as a hit. What the article does not print,
 * Bounce Lab supplies and says so in the working: which paddle is "left" (its centre left of the court's middle),
 * side walls (the same bounds check on x), and going out (the centre crossing an open side). Bricks are not looked
 * at.
 */
public final class PongRules implements RuleSet {

    @Override
    public RulesId id() {
        return RulesId.PONG;
    }

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        List<TraceItem> items = new ArrayList<>();
        Ball ball = in.ball();
        Court court = in.court();
        double dt = in.dt();
        double x = ball.x(), y = ball.y(), dx = ball.vx(), dy = ball.vy(), accel = ball.accel();

        // accelerate(), as printed
        double x2 = x + (dt * dx) + (accel * dt * dt * 0.5);
        double y2 = y + (dt * dy) + (accel * dt * dt * 0.5);
        double dx2 = dx + (accel * dt) * (dx > 0 ? 1 : -1);
        double dy2 = dy + (accel * dt) * (dy > 0 ? 1 : -1);
        double nx = x2 - x, ny = y2 - y;
        items.add(
                new MoveStep(1, ball.centre(), new Vec2(x2, y2), ball.velocity(), new Vec2(dx2, dy2), dt, accel, true));
        double px = x2, py = y2, pdx = dx2, pdy = dy2;

        // the bounds check, with its clamp
        double r = ball.radius();
        double minY = r, maxY = court.height() - r;
        if (court.isWall(Side.BOTTOM) && pdy > 0 && py > maxY) {
            items.add(wall(
                    Side.BOTTOM,
                    new Vec2(px, maxY),
                    pdx,
                    pdy,
                    bounds("dy > 0", "y", py, ">", "maxY", maxY, false),
                    dt));
            py = maxY;
            pdy = -pdy;
        } else if (court.isWall(Side.TOP) && pdy < 0 && py < minY) {
            items.add(wall(
                    Side.TOP, new Vec2(px, minY), pdx, pdy, bounds("dy < 0", "y", py, "<", "minY", minY, false), dt));
            py = minY;
            pdy = -pdy;
        }
        double minX = r, maxX = court.width() - r;
        if (court.isWall(Side.RIGHT) && pdx > 0 && px > maxX) {
            items.add(wall(
                    Side.RIGHT, new Vec2(maxX, py), pdx, pdy, bounds("dx > 0", "x", px, ">", "maxX", maxX, true), dt));
            px = maxX;
            pdx = -pdx;
        } else if (court.isWall(Side.LEFT) && pdx < 0 && px < minX) {
            items.add(wall(
                    Side.LEFT, new Vec2(minX, py), pdx, pdy, bounds("dx < 0", "x", px, "<", "minX", minX, true), dt));
            px = minX;
            pdx = -pdx;
        }

        // only the paddle the ball moves towards
        boolean towardsLeft = pdx < 0;
        List<Obstacle> tested = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (Obstacle p : in.paddles()) {
            if ((p.rect().centre().x() < court.width() / 2) == towardsLeft) {
                tested.add(p);
            } else {
                skipped.add(p.id());
            }
        }
        if (!skipped.isEmpty()) {
            items.add(new Note(
                    null,
                    Phrase.of(
                            "pong.onlyTowards",
                            "dx",
                            pdx,
                            "left",
                            towardsLeft,
                            "none",
                            tested.isEmpty(),
                            "skipped",
                            String.join(", ", skipped))));
        }
        Ball a = ball;
        Ball b = ball.at(new Vec2(x + nx, y + ny)).withVelocity(new Vec2(dx2, dy2));
        @Nullable HitAnswer hit = null;
        @Nullable Obstacle paddle = null;
        for (Obstacle p : tested) {
            HitAnswer answer = algorithm.test(HitQuery.exact(a, b, p, 1));
            items.addAll(answer.working());
            if (answer.hit()) {
                hit = answer;
                paddle = p;
                break;
            }
        }
        List<Vec2> path = new ArrayList<>(List.of(ball.centre()));
        if (hit != null && paddle != null) { // found together
            Vec2 before = new Vec2(pdx, pdy);
            Side side = hit.hitSide();
            Vec2 pt = hit.hitPoint();
            Phrase rule;
            if (side.horizontalAxis()) {
                rule = Phrase.of("pong.paddle", "axis", "x", "at", pt.x(), "before", pdx, "after", -pdx);
                px = pt.x();
                pdx = -pdx;
            } else {
                rule = Phrase.of("pong.paddle", "axis", "y", "at", pt.y(), "before", pdy, "after", -pdy);
                py = pt.y();
                pdy = -pdy;
            }
            double vy = paddle.velocity().y();
            if (vy != 0) {
                double factor = vy < 0 ? (pdy < 0 ? 0.5 : 1.5) : (pdy > 0 ? 0.5 : 1.5);
                rule = Phrase.of(
                        "pong.spin",
                        "rule",
                        rule,
                        "up",
                        vy < 0,
                        "dy",
                        Phrase.written(Filled.worked(pdy * factor, "{} × {}", pdy, factor)));
                pdy = pdy * factor;
            }
            if (algorithm.id().marksPhantomTips()) {
                SweptAlgorithm.phantom(hit.objectId(), paddle.rect(), side, pt, r)
                        .ifPresent(items::add);
            }
            double used = hit.ua() * dt;
            items.add(new ChosenHit(hit.objectId(), side, null, pt, hit.ua(), dt, used, dt - used, 1));
            if (hit.ua() < 1) {
                items.add(new Note(hit.objectId(), Phrase.of("pong.noRecursion", "rest", 1 - hit.ua())));
            }
            Vec2 after = new Vec2(pdx, pdy);
            items.add(new Bounce(hit.objectId(), side, new Vec2(px, py), before, after, RuleText.said(rule), used, 1));
            path.add(pt);
        }
        if (in.bricks().size() > 0) {
            items.add(
                    new Note(null, Phrase.of("pong.bricks", "count", in.bricks().size())));
        }
        Ball end = ball.at(new Vec2(px, py)).withVelocity(new Vec2(pdx, pdy));
        LoopKit.Exit exit = LoopKit.out(court, ball.centre(), end.centre(), dt, items);
        Side outSide = null;
        if (exit != null) {
            items.add(new Note(null, Phrase.of("note.goalTest")));
            end = end.at(exit.at());
            outSide = exit.side();
        }
        path.add(end.centre());
        return new FrameResult(end, new Vec2(x2, y2), path, Set.of(), outSide, items);
    }

    /** "dy > 0 and y = 595 > maxY = 590: y = maxY, dy = −dy", the side walls' said to be Bounce Lab's own. */
    private static Phrase bounds(
            String test, String axis, double at, String cmp, String name, double limit, boolean sideWall) {
        return Phrase.of(
                "pong.bounds",
                "test",
                test,
                "axis",
                axis,
                "at",
                at,
                "cmp",
                cmp,
                "name",
                name,
                "limit",
                limit,
                "sideWall",
                sideWall);
    }

    private static Bounce wall(Side wall, Vec2 at, double dx, double dy, Phrase test, double dt) {
        Vec2 before = new Vec2(dx, dy);
        Vec2 after = wall.horizontalAxis() ? new Vec2(-dx, dy) : new Vec2(dx, -dy);
        return new Bounce(
                Court.wallId(wall),
                wall.opposite(),
                at,
                before,
                after,
                RuleText.said(Phrase.of("pong.wall", "test", test)),
                dt,
                1);
    }
}
