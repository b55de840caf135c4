package bouncelab.core.soak;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Segment;
import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.BounceLimit;
import java.util.ArrayList;
import java.util.List;

/**
 * What must hold after every frame of a swept algorithm, whatever the shot: the ball's numbers are finite; it is
 * inside the court (its circle clear of every wall, its centre inside the court unless it went out); it overlaps
 * no paddle or brick that it was clear of when the frame began, neither at the end nor anywhere on its resolved
 * path; and the frame made at most the bounce limit of bounces. The tolerance allows for rounding, not for a ball
 * sunk into a wall.
 */
public final class FrameCheck {
    private FrameCheck() {}

    /**
     * What holds for every algorithm, the discrete ones too (which may tunnel through objects, their lesson, but
     * not through a wall): finite numbers, the ball clear of every wall, its centre in the court unless it is out.
     */
    public static List<String> courtProblems(Scenario s, SimState before, Step step) {
        List<String> out = new ArrayList<>();
        Ball b = step.state().ball();
        if (!b.centre().isFinite() || !b.velocity().isFinite()) {
            out.add("not finite: " + b);
            return out;
        }
        double tol = tolerance(s);
        Court c = s.court();
        for (Side wall : c.wallsInOrder()) {
            double gap = gapToWall(b, wall, c);
            // A ball that began the frame pressed into the wall may not go further in.
            double allowed = Math.min(0, gapToWall(before.ball(), wall, c)) - tol;
            if (gap < allowed) {
                out.add("escaped through the " + wall.label() + " wall: " + gap + " px past it, ball " + b);
            }
        }
        if (!step.state().out()) {
            if (b.x() < -tol || b.x() > c.width() + tol || b.y() < -tol || b.y() > c.height() + tol) {
                out.add("outside the court but not out: " + b);
            }
        }
        return out;
    }

    /** The problems with one frame of a swept algorithm; empty when it is fine. */
    public static List<String> problems(Scenario s, SimState before, Step step) {
        List<String> out = courtProblems(s, before, step);
        if (!out.isEmpty()) {
            return out;
        }
        Ball b = step.state().ball();
        double tol = tolerance(s);
        List<Rect> solid = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        for (Paddle p : step.state().paddles()) {
            solid.add(p.rect());
            ids.add(p.id());
        }
        for (Brick k : step.state().bricks()) {
            solid.add(k.rect());
            ids.add(k.id());
        }
        for (int i = 0; i < solid.size(); i++) {
            Rect rect = solid.get(i);
            if (depth(before.ball(), rect) > tol) {
                continue; // it began inside: leaving, or placed there by an edit
            }
            double d = depth(b, rect);
            if (d > tol) {
                out.add("inside " + ids.get(i) + " " + rect + " by " + d + " px: ball " + b);
            }
        }
        out.addAll(passedThrough(before, step, tol));
        int bounces = bounces(step);
        if (bounces > BounceLimit.MAX_BOUNCES) {
            out.add("bounced " + bounces + " times, more than the limit");
        }
        return out;
    }

    /**
     * Objects the resolved path went into on the way, though it ended clear of them: the ball tunnelled. A brick
     * broken on the way counts up to the bounce that broke it; after that the ball may pass where it stood.
     */
    static List<String> passedThrough(SimState before, Step step, double tol) {
        List<String> out = new ArrayList<>();
        Ball start = before.ball();
        double r = start.radius();
        List<Vec2> path = step.trace().path();
        List<Rect> solid = new ArrayList<>();
        List<String> ids = new ArrayList<>();
        before.paddles().forEach(p -> {
            solid.add(p.rect());
            ids.add(p.id());
        });
        before.bricks().forEach(k -> {
            solid.add(k.rect());
            ids.add(k.id());
        });
        for (int i = 0; i < solid.size(); i++) {
            Rect rect = solid.get(i);
            if (depth(start, rect) > tol) {
                continue;
            }
            int last = lastSegment(step, ids.get(i), path.size() - 1);
            for (int k = 1; k <= last; k++) {
                Segment seg = new Segment(path.get(k - 1), path.get(k));
                double into = Sweep.depthAlong(seg, rect, r);
                if (into > tol) {
                    out.add("went " + into + " px into " + ids.get(i) + " " + rect + " on the way, between " + seg.a()
                            + " and " + seg.b());
                    break;
                }
            }
        }
        return out;
    }

    /** The path's segments are numbered from 1; bounce j ends segment j. A broken brick stands until its bounce. */
    private static int lastSegment(Step step, String id, int all) {
        if (step.state().bricks().stream().noneMatch(k -> k.id().equals(id))
                && step.state().paddles().stream().noneMatch(p -> p.id().equals(id))) {
            List<Bounce> bounces = step.trace().items(Bounce.class);
            for (int j = 0; j < bounces.size(); j++) {
                if (bounces.get(j).objectId().equals(id)) {
                    return j + 1;
                }
            }
        }
        return all;
    }

    public static int bounces(Step step) {
        return step.trace().items(Bounce.class).size();
    }

    /** How far the ball's circle is clear of the wall: negative when it is into or past it. */
    static double gapToWall(Ball b, Side wall, Court c) {
        double r = b.radius();
        return switch (wall) {
            case LEFT -> b.x() - r;
            case RIGHT -> c.width() - r - b.x();
            case TOP -> b.y() - r;
            case BOTTOM -> c.height() - r - b.y();
        };
    }

    /**
     * How far the ball is into the rectangle: radius minus the distance from its centre to the rectangle, or for a
     * centre inside it, the radius plus the distance to the nearest edge.
     */
    public static double depth(Ball b, Rect rect) {
        double r = b.radius();
        if (rect.containsPointStrictly(b.centre())) {
            double in = Math.min(
                    Math.min(b.x() - rect.left(), rect.right() - b.x()),
                    Math.min(b.y() - rect.top(), rect.bottom() - b.y()));
            return r + in;
        }
        return r - rect.closestPoint(b.centre()).distanceTo(b.centre());
    }

    /** Rounding on numbers of this court's size, not a visible overlap. */
    public static double tolerance(Scenario s) {
        return 1e-7 * Math.max(1, Math.max(s.court().width(), s.court().height()));
    }
}
