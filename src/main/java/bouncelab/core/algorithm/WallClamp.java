package bouncelab.core.algorithm;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.trace.Bounce;
import bouncelab.core.trace.Phrase;
import bouncelab.core.trace.RuleText;
import bouncelab.core.trace.TraceItem;
import java.util.List;

/**
 * The walls as the discrete tests treat them (the Pong and XNA articles): after the move, a ball past a solid
 * wall is put back at its radius from the wall and, if it was moving into the wall, its speed on that axis flips.
 * The {@code slides} rules use it too, the slides printing no walls of their own.
 */
public final class WallClamp {
    private WallClamp() {}

    /** The walls for a rule set's loop: the ball clamped and turned, each bounce added to {@code working}. */
    public static Ball apply(Ball ball, Court court, double dt, List<TraceItem> working) {
        TraceRecorder rec = new TraceRecorder();
        Ball b = apply(ball, court, dt, rec);
        working.addAll(rec.items());
        return b;
    }

    static Ball apply(Ball ball, Court court, double dt, TraceRecorder rec) {
        if (court.walls().isEmpty()) {
            return ball; // a court open all round (a sweep's) has nothing to clamp to
        }
        Ball b = ball;
        double r = b.radius();
        for (Side wall : court.wallsInOrder()) {
            Side face = wall.opposite(); // the face of the left wall that the ball meets is its right face
            double limit;
            boolean beyond;
            Vec2 clamped;
            switch (wall) {
                case LEFT -> {
                    limit = r;
                    beyond = b.x() < limit;
                    clamped = new Vec2(limit, b.y());
                }
                case RIGHT -> {
                    limit = court.width() - r;
                    beyond = b.x() > limit;
                    clamped = new Vec2(limit, b.y());
                }
                case TOP -> {
                    limit = r;
                    beyond = b.y() < limit;
                    clamped = new Vec2(b.x(), limit);
                }
                default -> {
                    limit = court.height() - r;
                    beyond = b.y() > limit;
                    clamped = new Vec2(b.x(), limit);
                }
            }
            if (!beyond) {
                continue;
            }
            Vec2 before = b.velocity();
            Vec2 after = FaceReflection.movingInto(before, face) ? FaceReflection.awayFrom(before, face) : before;
            String coord = wall.horizontalAxis() ? "x" : "y";
            double to = limit;
            RuleText rule = RuleText.saidLater(() -> after.equals(before)
                    ? Phrase.of("rule.clamp", "axis", coord, "to", to)
                    : Phrase.of(
                            "rule.clampFlip",
                            "axis",
                            coord,
                            "to",
                            to,
                            "set",
                            FaceReflection.describe(face, before, after)));
            b = b.at(clamped).withVelocity(after);
            rec.add(new Bounce(Court.wallId(wall), face, clamped, before, after, rule, dt, 1));
        }
        return b;
    }
}
