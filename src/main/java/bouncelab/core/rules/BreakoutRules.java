package bouncelab.core.rules;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.algorithm.SweptAlgorithm;
import bouncelab.core.broadphase.PathNearBox;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.ChosenHit;
import bouncelab.core.trace.Filled;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Num;
import bouncelab.core.trace.Out;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * {@code breakout}: Jake Gordon's Breakout ball update(), from "Collision Detection in Breakout" (2011).
 *
 * <p>The loop: move() the ball for the time left, p2 = (x + dx·dt, y + dy·dt); ask the test about every object,
 * the walls, the paddle and every standing brick, and keep the closest hit by distance from where the ball is;
 * if there is one, set the ball there, negate dx for a left or right side or dy for a top or bottom, break the brick,
 * and call update() again with the time left, dt − dt·distance/|move|. When a pass hits nothing, the ball is lost
 * if p2 is outside the court (x &lt; 0, y &lt; 0, x &gt; width or y &gt; height), else it ends at p2.
 *
 * <p>Its quirks, kept: move() has no acceleration; distances are Math.sqrt(x² + y²), the article's magnitude();
 * ties go to the object found first; the ends of the expanded edges are inclusive, as in the Pong article's
 * ballIntercept(), and a ball already touching an edge is not treated specially. What the article does not print,
 * Bounce Lab supplies: the walls are the court's solid sides, each a rectangle of no thickness along the side that
 * ballIntercept() tests like a brick (always with the article's own test, whatever the algorithm); the order is
 * walls, paddles, bricks; the recursion stops after {@value BounceLimit#MAX_BOUNCES} bounces; and a lost ball stops
 * where its centre crossed the open side. The test inside is the algorithm's: a discrete one, asked at p2, hits
 * there with all the move used, so one bounce ends its frame.
 */
public final class BreakoutRules implements RuleSet {

    /** The article's own test for the walls: ballIntercept(). */
    private static final CollisionAlgorithm WALL_TEST = AlgorithmClasses.create(AlgorithmId.SWEPT);

    @Override
    public RulesId id() {
        return RulesId.BREAKOUT;
    }

    private record Closest(HitAnswer hit, Obstacle object, boolean brick, double distance) {}

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        List<TraceItem> items = new ArrayList<>();
        Ball ball = in.ball();
        Court court = in.court();
        double r = ball.radius();
        if (ball.accel() != 0) {
            items.add(new Note(null, Phrase.of("breakout.noAccel", "accel", ball.accel())));
        }
        List<Obstacle> walls = walls(court);
        List<Vec2> path = new ArrayList<>(List.of(ball.centre()));
        Set<String> broken = new LinkedHashSet<>();
        Side outSide = null;
        Vec2 first = null;
        double left = in.dt();
        int bounces = 0;
        for (int pass = 1; ; pass++) {
            double nx = ball.vx() * left, ny = ball.vy() * left;
            Vec2 p2 = new Vec2(ball.x() + nx, ball.y() + ny);
            items.add(new MoveStep(pass, ball.centre(), p2, ball.velocity(), ball.velocity(), left, 0));
            if (first == null) {
                first = p2;
            }
            @Nullable Closest closest = null;
            if (nx != 0 || ny != 0) { // ballIntercept() tests nothing for a move of (0, 0)
                Ball b = ball.at(p2);
                for (Obstacle w : walls) {
                    HitAnswer answer = WALL_TEST.test(HitQuery.exact(ball, b, w, pass));
                    if (answer.hit() && answer.side() == outerFace(w)) {
                        // the article's walls are solid blocks: a ball only meets the face towards the court. Ours
                        // have no thickness, so a ball of radius 0 finds both faces where it bounced, and went
                        // back and forth between them at toi 0 until the bounce limit
                        items.addAll(answer.working());
                        items.add(new Note(w.id(), Phrase.of("breakout.outerFace")));
                        continue;
                    }
                    closest = closer(closest, answer, w, false, ball, items, true);
                }
                for (Obstacle p : in.paddles()) {
                    closest = closer(
                            closest, algorithm.test(HitQuery.exact(ball, b, p, pass)), p, false, ball, items, true);
                }
                for (Brick brick : in.bricks()) {
                    if (broken.contains(brick.id())) {
                        continue;
                    }
                    Obstacle o = Obstacle.of(brick);
                    boolean near = PathNearBox.mayTouch(o.rect(), r, ball.x(), ball.y(), p2.x(), p2.y());
                    closest = closer(
                            closest,
                            algorithm.test(HitQuery.exact(ball, b, o, pass)),
                            o,
                            true,
                            ball,
                            items,
                            near); // every brick is tested, as the article's loop does; the far ones' misses go
                    // unlisted
                }
            }
            if (closest == null) {
                if (p2.x() < 0 || p2.y() < 0 || p2.x() > court.width() || p2.y() > court.height()) {
                    LoopKit.Exit exit = LoopKit.exit(court, ball.centre(), p2);
                    Side side = exit != null ? exit.side() : beyond(p2, court);
                    Vec2 at = exit != null ? exit.at() : p2;
                    double toi = in.dt() - left + (exit != null ? exit.fraction() : 1) * left;
                    items.add(new Out(side, at, toi));
                    items.add(new Note(null, Phrase.of("breakout.lost")));
                    ball = ball.at(at);
                    outSide = side;
                } else {
                    ball = ball.at(p2);
                }
                break;
            }
            if (bounces == BounceLimit.MAX_BOUNCES) {
                items.add(new BounceLimit(bounces, ball.centre(), in.dt() - left, left));
                break;
            }
            HitAnswer hit = closest.hit();
            double magnitude = Math.sqrt(nx * nx + ny * ny);
            double udt = left * (closest.distance() / magnitude);
            double toi = in.dt() - left + udt;
            Vec2 before = ball.velocity();
            Vec2 after = hit.hitSide().horizontalAxis()
                    ? new Vec2(-before.x(), before.y())
                    : new Vec2(before.x(), -before.y());
            if (algorithm.id().marksPhantomTips() && !Court.isWallId(hit.objectId())) {
                SweptAlgorithm.phantom(hit.objectId(), closest.object().rect(), hit.hitSide(), hit.hitPoint(), r)
                        .ifPresent(items::add); // a square tip the round ball never touches
            }
            items.add(new ChosenHit(
                    hit.objectId(), hit.hitSide(), null, hit.hitPoint(), hit.ua(), left, toi, left - udt, pass));
            String axis = hit.hitSide().horizontalAxis() ? "dx" : "dy";
            double was = hit.hitSide().horizontalAxis() ? before.x() : before.y();
            items.add(new Bounce(
                    hit.objectId(),
                    hit.hitSide(),
                    hit.hitPoint(),
                    before,
                    after,
                    "setpos(point); "
                            + axis + " = −" + axis + ": " + Num.fmt(was) + " → " + Num.fmt(-was)
                            + "; udt = dt·distance/|move| = "
                            + Filled.worked(
                                    udt, (pass == 1 ? "{t}" : "{}") + "·{}/{}", left, closest.distance(), magnitude)
                            + ", update(dt − udt)",
                    toi,
                    pass));
            if (closest.brick() && in.rules().breakBricks()) {
                broken.add(hit.objectId());
                items.add(new BrickBroken(hit.objectId()));
            }
            ball = ball.at(hit.hitPoint()).withVelocity(after);
            path.add(hit.hitPoint());
            left = left - udt;
            bounces++;
        }
        path.add(ball.centre());
        return new FrameResult(ball, first, path, broken, outSide, items);
    }

    /** The closer of the best so far and this answer, by the article's distance from where the ball is. */
    private static @Nullable Closest closer(
            @Nullable Closest best,
            HitAnswer answer,
            Obstacle o,
            boolean brick,
            Ball ball,
            List<TraceItem> items,
            boolean listWorking) {
        if (listWorking || answer.hit()) {
            items.addAll(answer.working());
        }
        if (!answer.hit()) {
            return best;
        }
        Vec2 point = answer.hitPoint();
        double ex = point.x() - ball.x(), ey = point.y() - ball.y();
        double distance = Math.sqrt(ex * ex + ey * ey);
        return best == null || distance < best.distance() ? new Closest(answer, o, brick, distance) : best;
    }

    /** The face of a wall away from the court: the left wall's left face, and so on. */
    static Side outerFace(Obstacle wall) {
        return Side.parse(wall.id().substring("wall-".length()));
    }

    /** The solid sides as rectangles of no thickness along them, in the order left, right, top, bottom. */
    static List<Obstacle> walls(Court court) {
        List<Obstacle> walls = new ArrayList<>(4);
        double w = court.width(), h = court.height();
        for (Side side : court.wallsInOrder()) {
            Rect rect = switch (side) {
                case LEFT -> new Rect(0, 0, 0, h);
                case RIGHT -> new Rect(w, 0, 0, h);
                case TOP -> new Rect(0, 0, w, 0);
                case BOTTOM -> new Rect(0, h, w, 0);
            };
            walls.add(new Obstacle(Court.wallId(side), Obstacle.Kind.BRICK, rect, Vec2.ZERO, null));
        }
        return walls;
    }

    /** The side of the court p lies beyond (for a ball that left through a wall: only by rounding). */
    private static Side beyond(Vec2 p, Court court) {
        if (p.x() < 0) {
            return Side.LEFT;
        }
        if (p.x() > court.width()) {
            return Side.RIGHT;
        }
        return p.y() < 0 ? Side.TOP : Side.BOTTOM;
    }
}
