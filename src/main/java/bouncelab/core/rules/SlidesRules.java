package bouncelab.core.rules;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.algorithm.HitAnswer;
import bouncelab.core.algorithm.HitQuery;
import bouncelab.core.algorithm.Obstacle;
import bouncelab.core.algorithm.WallClamp;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.MoveStep;
import bouncelab.core.trace.Note;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code slides}: the Pong game of "Game of Pong V9.0: Using Pythagoras Theorem for Collision Detection" (Drohan,
 * Dunphy and O'Connor, WIT), its draw() loop as the slides show it.
 *
 * <p>The loop: the ball moves; {@code hitPaddle(paddle, ball)} decides, where the ball now is; if it is true,
 * {@code ball.hit()} "reverses direction". The test inside is the algorithm's (the slides' own is
 * {@code pythagoras}, their earlier one {@code simple}).
 *
 * <p>What the slides do not print, Bounce Lab supplies and the working says so: the ball's move (x + vx·dt, with no
 * acceleration); the walls (Bounce Lab's clamp: a ball past a wall is put back at its radius and turned); and
 * {@code ball.hit()} itself. Bounce Lab reverses the speed across the paddle's playing face (vx for a paddle at the
 * side) and only while the ball moves into that face: a plain negation would turn a ball still overlapping the paddle
 * next frame back into it, and it would judder inside. A brick reverses the speed across the face the test names.
 * The ball is not moved on a hit; it leaves through an open side when its centre crosses it.
 */
public final class SlidesRules implements RuleSet {

    @Override
    public RulesId id() {
        return RulesId.SLIDES;
    }

    @Override
    public FrameResult step(FrameInput in, CollisionAlgorithm algorithm) {
        List<TraceItem> items = new ArrayList<>();
        Ball ball = in.ball();
        double dt = in.dt();
        Vec2 to = new Vec2(ball.x() + ball.vx() * dt, ball.y() + ball.vy() * dt);
        items.add(new MoveStep(1, ball.centre(), to, ball.velocity(), ball.velocity(), dt, 0));
        if (ball.accel() != 0) {
            items.add(new Note(null, Phrase.of("slides.noAccel", "accel", ball.accel())));
        }
        Ball moved = WallClamp.apply(ball.at(to), in.court(), dt, items);
        Set<String> broken = new LinkedHashSet<>();
        for (Obstacle o : in.obstacles()) {
            HitAnswer answer = algorithm.test(HitQuery.exact(ball, moved, o, 1));
            boolean near = o.rect()
                    .expandedBy(2 * ball.radius() + ball.centre().distanceTo(to))
                    .containsPoint(moved.centre());
            if (answer.hit() || near) {
                items.addAll(answer.working());
            }
            if (!answer.hit()) {
                continue;
            }
            Side face = o.isPaddle() ? o.paddleFace() : answer.hitSide();
            Vec2 before = moved.velocity();
            Vec2 after = before;
            String axis = face.horizontalAxis() ? "vx" : "vy";
            double across = face.horizontalAxis() ? before.x() : before.y();
            boolean into = before.dot(face.outwardNormal()) < 0;
            if (into) {
                after = face.horizontalAxis() ? new Vec2(-before.x(), before.y()) : new Vec2(before.x(), -before.y());
            }
            Phrase rule = Phrase.of(
                    "slides.hit",
                    "axis",
                    axis,
                    "paddle",
                    o.isPaddle(),
                    "side",
                    face.label(),
                    "into",
                    into,
                    "before",
                    across,
                    "after",
                    -across);
            items.add(new Bounce(o.id(), face, moved.centre(), before, after, RuleText.said(rule), dt, 1));
            moved = moved.withVelocity(after);
            if (o.isBrick() && in.rules().breakBricks()) {
                broken.add(o.id());
                items.add(new BrickBroken(o.id()));
            }
        }
        List<Vec2> path = new ArrayList<>(List.of(ball.centre()));
        LoopKit.Exit exit = LoopKit.out(in.court(), ball.centre(), moved.centre(), dt, items);
        if (exit != null) {
            moved = moved.at(exit.at());
        }
        path.add(moved.centre());
        return new FrameResult(moved, to, path, broken, exit == null ? null : exit.side(), items);
    }
}
