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
import bouncelab.core.scenario.Rules;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.Check;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code xna}: the Ball's Update() of "Breakout Week 3: When Balls Collide" (the XNA Breakout blog, 2011), as its
 * C# runs it.
 *
 * <p>The ball is a position (its sprite's top-left corner) and a unit direction, both Vector2s of floats, and a
 * whole-number speed. The loop: {@code position += direction·(speed·time)}; the ball is dead once its top passes
 * the bottom of the screen ({@code position.Y > screenHeight}); else HandleBoardCollisions(): past the top or the
 * left, put it at 0 and negate that direction; past the right ({@code X + Width > screenWidth}), put it at
 * {@code screenWidth − sprite.Height} and negate; then HandlePaddleCollision(), only while the ball moves down
 * ({@code direction.Y > 0}) and the test says hit (the article's is {@code paddle.Bounds.Intersects(Bounds)}, the
 * algorithm {@code simple} in whole pixels): {@code direction.Y = −direction.Y}, the ball set on the paddle's top,
 * {@code direction.X = (ball centre − paddle centre) / (paddle width / 2)}, the direction normalised, and the speed
 * raised by the increment up to the maximum.
 *
 * <p>Its quirks, kept: Intersects is strict, so a ball only touching the paddle is no hit; the bounds and centres
 * are whole pixels ({@code (int)} of the position, {@code Width / 2} in integer division); Y is not reset to ±1
 * before normalising, so the angle is not the ±45° the article's prose gives but up to about 83° when the ball comes
 * in flat, and a ball that clips the paddle's end (centre beyond it) leaves flatter still; the right wall uses the
 * sprite's height for its width. What the article does not print, Bounce Lab supplies and says so: Bounds is
 * {@code ((int) X, (int) Y, Width, Height)}; the sprite's size is round(2r); a shot's velocity is read as the
 * direction times round(|v|) px/s; a paddle playing from another face than its top is answered the same way turned
 * round; a solid bottom wall (which the game has not) clamps like the others and an open side other than the bottom
 * lets the ball go once its box is past it; bricks (week 3 has none) reverse the direction on the face the test
 * names and break if the shot says so.
 */
public final class XnaRules implements RuleSet {

    @Override
    public RulesId id() {
        return RulesId.XNA;
    }

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        List<TraceItem> items = new ArrayList<>();
        Ball ball = in.ball();
        Court court = in.court();
        double r = ball.radius();
        int size = (int) Math.round(2 * r); // sprite.Width and sprite.Height
        float px = (float) (ball.x() - r), py = (float) (ball.y() - r);
        long speed = Math.round(Math.hypot(ball.vx(), ball.vy()));
        float dirX = 0, dirY = 0;
        if (speed > 0) {
            dirX = (float) (ball.vx() / speed);
            dirY = (float) (ball.vy() / speed);
            // a ball this code moved last frame has velocity = direction × speed exactly, and gets its float
            // direction back; any other velocity is a launch (the shot's), made a unit vector as XNA makes one,
            // Vector2.Normalize in floats, not by a division in doubles that is then rounded to a float
            if ((double) dirX * speed != ball.vx()
                    || (double) dirY * speed != ball.vy()
                    || Math.abs(dirX * dirX + dirY * dirY - 1) > 1e-6f) {
                float[] d = XnaFloats.normalize((float) ball.vx(), (float) ball.vy());
                dirX = d[0];
                dirY = d[1];
            }
        }
        Vec2 start = ball.centre();

        // UpdatePosition()
        float time = (float) in.dt();
        float step = (float) speed * time;
        float x0 = px, y0 = py;
        px = px + dirX * step;
        py = py + dirY * step;
        Vec2 unhindered = centre(px, py, r);
        // the velocity the float code really moved with (its speed is whole px/s, its sums round to floats), so
        // that the move's x2 = x + dt·vx redoes; the note below shows the sum in floats
        Vec2 used = unhindered.minus(start).times(1 / in.dt());
        items.add(new MoveStep(1, start, unhindered, used, used, in.dt(), 0));
        // time is named once and written the same in both sums (it is the float nearest 1/60, not 1/60); each
        // sum is one axis, its other numbers with the decimals that sum needs to redo by hand
        String t = XnaFloats.floatText(time);
        String sum = "{} + {}·({}·" + t + ")";
        List<Phrase> sums = Filled.workedInFloatsAlikeSaid(
                sum,
                new float[] {px, py},
                new double[][] {{x0, dirX, speed}, {y0, dirY, speed}}); // a 45° direction written alike in both
        items.add(new Note(null, XnaFloats.moveNote(r, XnaFloats.timeNamed(t, time, in.dt()), sums)));

        // dead?
        Side dead = dead(court, px, py, size);
        if (dead != null) {
            Vec2 at = centre(px, py, r);
            items.add(new Out(dead, at, in.dt()));
            items.add(new Note(
                    null,
                    dead == Side.BOTTOM
                            ? Phrase.of("xna.deadBottom", "y", (double) py, "height", court.height())
                            : Phrase.of("xna.deadOpen", "side", dead.label())));
            Ball end = ball.at(at).withVelocity(velocity(dirX, dirY, speed));
            return new FrameResult(end, unhindered, List.of(start, at), Set.of(), dead, items);
        }

        // HandleBoardCollisions()
        float sw = (float) court.width(), sh = (float) court.height();
        if (court.isWall(Side.TOP) && py < 0) {
            items.add(wall(
                    Side.TOP,
                    Check.sum("position.Y = " + Num.fmt(py) + " < 0: Y = 0, direction.Y = −direction.Y"),
                    centre(px, 0, r),
                    dirX,
                    dirY,
                    speed,
                    in.dt()));
            py = 0;
            dirY = -dirY;
        }
        if (court.isWall(Side.LEFT) && px < 0) {
            items.add(wall(
                    Side.LEFT,
                    Check.sum("position.X = " + Num.fmt(px) + " < 0: X = 0, direction.X = −direction.X"),
                    centre(0, py, r),
                    dirX,
                    dirY,
                    speed,
                    in.dt()));
            px = 0;
            dirX = -dirX;
        } else if (court.isWall(Side.RIGHT) && px + size > sw) {
            float placed = sw - size; // screenWidth − sprite.Height: the same for a round ball's square sprite
            items.add(wall(
                    Side.RIGHT,
                    Check.sum("position.X + Width = " + Num.fmt(px + size) + " > screenWidth = "
                            + Num.fmt(sw) + ": X = screenWidth − sprite.Height = " + Num.fmt(placed)
                            + ", direction.X = −direction.X"),
                    centre(placed, py, r),
                    dirX,
                    dirY,
                    speed,
                    in.dt()));
            px = placed;
            dirX = -dirX;
        }
        if (court.isWall(Side.BOTTOM) && py + size > sh) {
            float placed = sh - size;
            items.add(wall(
                    Side.BOTTOM,
                    Phrase.of("xna.bottomWall", "bottom", (double) (py + size), "height", (double) sh, "y", (double)
                            placed),
                    centre(px, placed, r),
                    dirX,
                    dirY,
                    speed,
                    in.dt()));
            py = placed;
            dirY = -dirY;
        }

        // HandlePaddleCollision()
        Rules rules = in.rules();
        List<Vec2> path = new ArrayList<>(List.of(start));
        for (Obstacle paddle : in.paddles()) {
            Obstacle o = LoopKit.wholePixels(paddle);
            Side face = o.paddleFace();
            float across = face.horizontalAxis() ? dirX : dirY;
            boolean into = (face == Side.TOP || face == Side.LEFT) ? across > 0 : across < 0;
            if (!into) {
                continue; // the article tests the paddle only while the ball moves down
            }
            Ball b = ball.at(centre(px, py, r)).withVelocity(velocity(dirX, dirY, speed));
            Rect bounds = new Rect((int) px, (int) py, size, size);
            HitAnswer answer = algorithm.test(new HitQuery(ball, b, bounds, o, Arithmetic.WHOLE_PIXELS, 1));
            items.addAll(answer.working());
            if (!answer.hit()) {
                continue;
            }
            Vec2 before = velocity(dirX, dirY, speed);
            Rect pb = o.rect();
            long pbX = (long) pb.x(), pbY = (long) pb.y(), pbW = (long) pb.width(), pbH = (long) pb.height();
            boolean alongX = !face.horizontalAxis();
            long ballCentre = alongX ? (int) px + size / 2 : (int) py + size / 2;
            long paddleCentre = alongX ? pbX + pbW / 2 : pbY + pbH / 2;
            long half = alongX ? pbW / 2 : pbH / 2;
            String set; // the face's lines of the code, with KEPT where the direction kept is written
            float oldAcross = across;
            switch (face) {
                case TOP -> {
                    dirY = -dirY;
                    py = pbY - size;
                    set = "direction.Y = −direction.Y = " + KEPT + "; Y = paddle.Y − Height = " + Num.fmt(py);
                }
                case BOTTOM -> {
                    dirY = -dirY;
                    py = pbY + pbH;
                    set = "direction.Y = −direction.Y = " + KEPT + "; Y = paddle.Bottom = " + Num.fmt(py);
                }
                case LEFT -> {
                    dirX = -dirX;
                    px = pbX - size;
                    set = "direction.X = −direction.X = " + KEPT + "; X = paddle.X − Width = " + Num.fmt(px);
                }
                default -> {
                    dirX = -dirX;
                    px = pbX + pbW;
                    set = "direction.X = −direction.X = " + KEPT + "; X = paddle.Right = " + Num.fmt(px);
                }
            }
            String c = alongX ? "X" : "Y";
            float along;
            Phrase alongSaid;
            if (half == 0) {
                along = 0;
                alongSaid = Phrase.of("xna.noWidth", "axis", c);
            } else {
                along = ((float) ballCentre - paddleCentre) / half;
                alongSaid = Check.sum("direction." + c + " = (Bounds.Center." + c + " − paddle.Bounds.Center." + c
                        + ") / (paddle size / 2) = (" + Num.fmt(ballCentre) + " − " + Num.op(paddleCentre) + ") / "
                        + half + " = " + Num.fmt(along));
            }
            if (alongX) {
                dirX = along;
            } else {
                dirY = along;
            }
            float[] d = XnaFloats.normalize(dirX, dirY);
            dirX = d[0];
            dirY = d[1];
            long oldSpeed = speed;
            long increment = Math.round(rules.speedIncrement());
            double max = rules.maxSpeed();
            speed = Math.min(speed + increment, Double.isInfinite(max) ? Long.MAX_VALUE : Math.round(max));
            double degrees = Math.toDegrees(Math.atan2(Math.abs(alongX ? dirX : dirY), Math.abs(alongX ? dirY : dirX)));
            Vec2 at = centre(px, py, r);
            double alongAsPrinted = half == 0 ? 0 : (double) (ballCentre - paddleCentre) / half;
            String kept = XnaFloats.keptText(-oldAcross, alongAsPrinted, degrees);
            Phrase rule = Phrase.of(
                    "xna.paddle",
                    "set",
                    Phrase.written(set.replace(KEPT, kept)),
                    "along",
                    alongSaid,
                    "direction",
                    Phrase.point(dirX, dirY),
                    "degrees",
                    degrees,
                    "kept", // the code keeps the other component as it was, where the article's prose says ±1
                    Math.abs(oldAcross) != 1f
                            ? Phrase.of("xna.kept", "axis", alongX ? "Y" : "X", "value", Phrase.written(kept))
                            : "",
                    "speed",
                    Phrase.of(
                            "xna.speed",
                            "old",
                            oldSpeed,
                            "increment",
                            increment,
                            "max",
                            Double.isInfinite(max) ? Phrase.of("xna.noMaximum") : Math.round(max),
                            "speed",
                            speed));
            items.add(
                    new Bounce(o.id(), face, at, before, velocity(dirX, dirY, speed), RuleText.said(rule), in.dt(), 1));
            path.add(at);
        }

        // bricks: week 3 has none
        Set<String> broken = new LinkedHashSet<>();
        for (var brick : in.bricks()) {
            Obstacle o = LoopKit.wholePixels(Obstacle.of(brick));
            Ball b = ball.at(centre(px, py, r)).withVelocity(velocity(dirX, dirY, speed));
            Rect bounds = new Rect((int) px, (int) py, size, size);
            if (!o.rect().expandedBy(size + step).overlaps(bounds)) {
                continue; // too far to touch, and too many to list
            }
            HitAnswer answer = algorithm.test(new HitQuery(ball, b, bounds, o, Arithmetic.WHOLE_PIXELS, 1));
            items.addAll(answer.working());
            if (!answer.hit()) {
                continue;
            }
            Vec2 before = velocity(dirX, dirY, speed);
            for (Side f : answer.faces()) {
                if (f.horizontalAxis() && (f == Side.LEFT ? dirX > 0 : dirX < 0)) {
                    dirX = -dirX;
                } else if (!f.horizontalAxis() && (f == Side.TOP ? dirY > 0 : dirY < 0)) {
                    dirY = -dirY;
                }
            }
            items.add(new Bounce(
                    o.id(),
                    answer.side(),
                    centre(px, py, r),
                    before,
                    velocity(dirX, dirY, speed),
                    RuleText.said(Phrase.of("xna.noBricks")),
                    in.dt(),
                    1));
            if (in.rules().breakBricks()) {
                broken.add(o.id());
                items.add(new BrickBroken(o.id()));
            }
        }

        Vec2 end = centre(px, py, r);
        path.add(end);
        return new FrameResult(
                ball.at(end).withVelocity(velocity(dirX, dirY, speed)), unhindered, path, broken, null, items);
    }

    /** Where the rule's words write the direction the code kept, filled in once the angle is known. */
    private static final String KEPT = "\u0000kept";

    /** The open side the ball's box has wholly passed: the bottom as the game has it, the others alike. */
    private static @Nullable Side dead(Court court, float px, float py, int size) {
        if (!court.isWall(Side.BOTTOM) && py > (float) court.height()) {
            return Side.BOTTOM;
        }
        if (!court.isWall(Side.TOP) && py + size < 0) {
            return Side.TOP;
        }
        if (!court.isWall(Side.LEFT) && px + size < 0) {
            return Side.LEFT;
        }
        if (!court.isWall(Side.RIGHT) && px > (float) court.width()) {
            return Side.RIGHT;
        }
        return null;
    }

    private static Vec2 centre(double px, double py, double r) {
        return new Vec2(px + r, py + r);
    }

    /** The direction times the speed, as the ball's velocity in px/s (exact: a float times a whole number). */
    private static Vec2 velocity(float dirX, float dirY, long speed) {
        return new Vec2((double) dirX * speed, (double) dirY * speed);
    }

    /** A bounce off a wall: the direction turned round on the wall's axis. */
    private static Bounce wall(Side wall, Phrase test, Vec2 at, float dx, float dy, long speed, double dt) {
        boolean acrossY = wall == Side.TOP || wall == Side.BOTTOM;
        Vec2 after = acrossY ? velocity(dx, -dy, speed) : velocity(-dx, dy, speed);
        return new Bounce(
                Court.wallId(wall),
                wall.opposite(),
                at,
                velocity(dx, dy, speed),
                after,
                RuleText.said(Phrase.of("xna.wall", "test", test)),
                dt,
                1);
    }
}
