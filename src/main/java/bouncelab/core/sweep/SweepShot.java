package bouncelab.core.sweep;

import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.algorithm.FrameInput;
import bouncelab.core.algorithm.FrameResult;
import bouncelab.core.broadphase.LiveBricks;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BroadPhaseNames;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.TraceItem;
import java.util.List;
import java.util.Set;

/**
 * One shot of a sweep, as small as it can be: an upright brick that does not break (the target, standing in for a
 * paddle or brick of that thickness) in a court open on every side, just big enough for the few frames around it,
 * and the ball starting at most one frame's travel before it. The shot is stepped by the algorithm's own frame,
 * trace-free (as {@link Simulation#stepOutcomes} steps it under the sweep's rules: the ball and the algorithm's
 * events, none of the working), only until the ball has turned back or is clear beyond the target.
 *
 * <p>Geometry, in court px: the target's near face is at x = {@link #face()}, its far face {@code thickness}
 * further on. With phase u in [0, 1) the ball starts u·v before the point where its box would touch the face, so
 * after the first frame its leading edge is (1 − u)·v·cos(angle) past the face: uniformly anywhere in one frame's
 * travel, which is what a game with no reason to line frames up with paddles does.
 */
final class SweepShot {
    static final String TARGET = "target";
    private static final double DT = 1.0 / 60;
    /**
     * The target must stay for the whole shot: a broken brick would let a ball through that was seen. With one
     * brick, brute force is the cheaper broad phase (the grid walks cells to find it); both hand the exact test the
     * same bricks, so the outcome is the same.
     */
    private static final Rules UNBREAKABLE =
            Rules.DEFAULT.withBreakBricks(false).withBroadPhase(BroadPhaseNames.BRUTE_FORCE);

    private final SweepSpec spec;
    private final double speed;
    private final double vx;
    /** The direction of travel, and the velocity in px/s: the same for every shot at this speed. */
    private final Vec2 dir;

    private final double vxPerSecond;
    private final double vyPerSecond;
    private final int maxFrames;
    private final double face;
    private final double midY;
    private final Court court;
    private final List<Brick> bricks;
    /** The target with its broad phase, built once here and shared by every shot's states (it never breaks). */
    private final LiveBricks standing;

    /** The court and target for every shot at {@code speed} px/frame; only the ball changes from shot to shot. */
    SweepShot(SweepSpec spec, double speed) {
        this.spec = spec;
        this.speed = speed;
        double theta = Math.toRadians(spec.angle());
        double d = spec.diameter(), t = spec.thickness();
        vx = speed * Math.cos(theta);
        dir = new Vec2(Math.cos(theta), Math.sin(theta));
        vxPerSecond = dir.x() * speed / DT;
        vyPerSecond = dir.y() * speed / DT;
        // frames for the ball's leading edge to cross thickness + diameter, with room to spare
        maxFrames = (int) Math.ceil((t + d) / vx) + 3;
        double drift = maxFrames * speed * Math.abs(Math.sin(theta));
        double height = 2 * drift + 3 * d; // the ball stays well inside the target's height while they overlap
        double margin = drift + speed + d;
        face = spec.radius() + speed + 1;
        midY = margin + height / 2;
        court = new Court(face + t + d + 2 * speed + 2, height + 2 * margin, Set.of());
        Rect rect = new Rect(face, margin, t, height);
        bricks = List.of(new Brick(TARGET, rect));
        standing = LiveBricks.of(bricks);
    }

    double face() {
        return face;
    }

    /** The scenario of the shot with phase {@code u}: the ball starts u·v before touching the paddle. */
    Scenario scenario(double u) {
        Vec2 touch = new Vec2(face - spec.radius(), midY);
        Vec2 start = touch.minus(dir.times(u * speed));
        Ball ball = new Ball(start.x(), start.y(), spec.radius(), vxPerSecond, vyPerSecond);
        return new Scenario(court, DT, ball, List.of(), bricks, null, UNBREAKABLE, null); // each algorithm runs it
    }

    Outcome run(double u, CollisionAlgorithm algorithm) {
        return run(scenario(u), algorithm);
    }

    /** The shot of {@link #scenario(double)} with one algorithm: every algorithm is given the same scenario. */
    Outcome run(Scenario s, CollisionAlgorithm algorithm) {
        double r = spec.radius();
        double far = face + spec.thickness();
        Ball b = s.ball();
        boolean seen = false;
        for (int f = 1; f <= maxFrames; f++) {
            FrameResult result = frame(f, b, algorithm);
            seen |= sawTarget(result.items());
            b = result.ball();
            if (b.x() - r >= far) {
                return seen ? Outcome.PUSHED_THROUGH : Outcome.MISSED;
            }
            if (b.vx() < 0) {
                return Outcome.BACK; // turned round: nothing is behind it to turn it again
            }
            if (result.outSide() != null) {
                break;
            }
        }
        // not clear of the target yet (it cannot happen with the frames allowed): judge by where the centre is
        boolean beyond = b.x() > face + spec.thickness() / 2;
        return !beyond ? Outcome.BACK : seen ? Outcome.PUSHED_THROUGH : Outcome.MISSED;
    }

    /**
     * Frame {@code frame} of a shot, the ball at its start being {@code ball}: the algorithm's own frame, trace-free.
     * Under Bounce Lab's rules (the sweep's) that is what {@link Simulation#stepOutcomes} steps, with the same input;
     * what the simulation adds around it, the tunnel check's ground truth and the frame's trace, a sweep does not
     * read. The target never breaks, so the bricks stay as they are. {@code SweepShotTraceFreeTest} holds the two
     * equal, frame by frame.
     */
    FrameResult frame(int frame, Ball ball, CollisionAlgorithm algorithm) {
        // t as the simulation has it: the frame before's number times dt
        return algorithm.stepOutcomes(
                new FrameInput(frame, (frame - 1) * DT, DT, ball, court, List.of(), standing, UNBREAKABLE));
    }

    /**
     * Did the algorithm's own test find the target this frame (an overlap for the discrete tests, a hit for swept)?
     * The target is a brick, and every algorithm answers a brick it finds with a bounce off it (the discrete tests
     * always reflect off a brick, even one the ball has sunk into, the student's test with pythagoras's response; a swept
     * hit is a bounce), so the events say it:
     * a bounce off the target. The working is not needed.
     */
    static boolean sawTarget(List<TraceItem> items) {
        for (int k = 0; k < items.size(); k++) {
            if (items.get(k) instanceof Bounce b && TARGET.equals(b.objectId())) {
                return true;
            }
        }
        return false;
    }
}
