package bouncelab.core.rules;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.algorithm.SweptAlgorithm;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

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
                    "dy > 0 and y = " + Num.fmt(py) + " > maxY = " + Num.fmt(maxY) + ": y = maxY, dy = −dy",
                    dt));
            py = maxY;
            pdy = -pdy;
        } else if (court.isWall(Side.TOP) && pdy < 0 && py < minY) {
            items.add(wall(
                    Side.TOP,
                    new Vec2(px, minY),
                    pdx,
                    pdy,
                    "dy < 0 and y = " + Num.fmt(py) + " < minY = " + Num.fmt(minY) + ": y = minY, dy = −dy",
                    dt));
            py = minY;
            pdy = -pdy;
        }
        double minX = r, maxX = court.width() - r;
        String sideWalls = " (the article's court has no side walls; Bounce Lab checks them the same way)";
        if (court.isWall(Side.RIGHT) && pdx > 0 && px > maxX) {
            items.add(wall(
                    Side.RIGHT,
                    new Vec2(maxX, py),
                    pdx,
                    pdy,
                    "dx > 0 and x = " + Num.fmt(px) + " > maxX = " + Num.fmt(maxX) + ": x = maxX, dx = −dx" + sideWalls,
                    dt));
            px = maxX;
            pdx = -pdx;
        } else if (court.isWall(Side.LEFT) && pdx < 0 && px < minX) {
            items.add(wall(
                    Side.LEFT,
                    new Vec2(minX, py),
                    pdx,
                    pdy,
                    "dx < 0 and x = " + Num.fmt(px) + " < minX = " + Num.fmt(minX) + ": x = minX, dx = −dx" + sideWalls,
                    dt));
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
                    "dx = " + Num.fmt(pdx) + (towardsLeft ? " < 0" : " ≥ 0")
                            + ", so the article tests only the " + (towardsLeft ? "left" : "right") + " paddle"
                            + (tested.isEmpty() ? " (there is none)" : "") + ": " + String.join(", ", skipped)
                            + " not looked at"));
        }
        Ball a = ball;
        Ball b = ball.at(new Vec2(x + nx, y + ny)).withVelocity(new Vec2(dx2, dy2));
        HitAnswer hit = null;
        Obstacle paddle = null;
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
        if (hit != null) {
            Vec2 before = new Vec2(pdx, pdy);
            Vec2 pt = hit.point();
            String rule;
            if (hit.side().horizontalAxis()) {
                rule = "pos.x = pt.x = " + Num.fmt(pt.x()) + "; dx = −dx: " + Num.fmt(pdx) + " → " + Num.fmt(-pdx);
                px = pt.x();
                pdx = -pdx;
            } else {
                rule = "pos.y = pt.y = " + Num.fmt(pt.y()) + "; dy = −dy: " + Num.fmt(pdy) + " → " + Num.fmt(-pdy);
                py = pt.y();
                pdy = -pdy;
            }
            double vy = paddle.velocity().y();
            if (vy != 0) {
                double factor = vy < 0 ? (pdy < 0 ? 0.5 : 1.5) : (pdy > 0 ? 0.5 : 1.5);
                rule += "; spin, the paddle moving " + (vy < 0 ? "up" : "down") + ": dy = "
                        + Filled.worked(pdy * factor, "{} × {}", pdy, factor);
                pdy = pdy * factor;
            }
            if (algorithm.id().marksPhantomTips()) {
                SweptAlgorithm.phantom(hit.objectId(), paddle.rect(), hit.side(), pt, r)
                        .ifPresent(items::add);
            }
            double used = hit.ua() * dt;
            items.add(new ChosenHit(hit.objectId(), hit.side(), null, pt, hit.ua(), dt, used, dt - used, 1));
            if (hit.ua() < 1) {
                items.add(new Note(
                        hit.objectId(),
                        "no recursion: the ball stays at the hit on that axis and the"
                                + " rest of the move, " + Num.fmt(1 - hit.ua())
                                + " of it, is dropped (Bounce Lab's own loop,"
                                + " like the Breakout article's, goes on with the time left)"));
            }
            Vec2 after = new Vec2(pdx, pdy);
            items.add(new Bounce(hit.objectId(), hit.side(), new Vec2(px, py), before, after, rule, used, 1));
            path.add(pt);
        }
        if (in.bricks().size() > 0) {
            items.add(new Note(
                    null,
                    "the Pong loop looks only at the paddles: " + in.bricks().size() + " bricks are not tested"));
        }
        Ball end = ball.at(new Vec2(px, py)).withVelocity(new Vec2(pdx, pdy));
        LoopKit.Exit exit = LoopKit.out(court, ball.centre(), end.centre(), dt, items);
        Side outSide = null;
        if (exit != null) {
            items.add(new Note(
                    null,
                    "the article does not print its goal test: Bounce Lab's, the centre crossing" + " the open side"));
            end = end.at(exit.at());
            outSide = exit.side();
        }
        path.add(end.centre());
        return new FrameResult(end, new Vec2(x2, y2), path, Set.of(), outSide, items);
    }

    private static Bounce wall(Side wall, Vec2 at, double dx, double dy, String test, double dt) {
        Vec2 before = new Vec2(dx, dy);
        Vec2 after = wall.horizontalAxis() ? new Vec2(-dx, dy) : new Vec2(dx, -dy);
        return new Bounce(
                Court.wallId(wall),
                wall.opposite(),
                at,
                before,
                after,
                "the bounds check: " + test + " (the rest of the move is dropped)",
                dt,
                1);
    }
}
