package bouncelab.io.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.json.JsonWriter;
import java.util.ArrayList;
import java.util.List;

/** Where a shot's ball may start: in the court and clear of its walls, paddles and bricks. */
final class BallStart {
    private BallStart() {}

    /** The ball must start in the court and clear of everything: a frame cannot begin inside a collision. */
    static void check(Scenario s, FieldReader ballFields) {
        Ball ball = s.ball();
        Court court = s.court();
        if (ball.x() < 0 || ball.x() > court.width() || ball.y() < 0 || ball.y() > court.height()) {
            throw ballFields.errorHere("starts outside the court: centre (" + num(ball.x()) + ", " + num(ball.y())
                    + ") is not within [0, " + num(court.width()) + "] x [0, " + num(court.height()) + "]");
        }
        // pressed into one wall, the ball is pushed out of it; into two there is no way out that keeps it in both
        List<String> walls = new ArrayList<>();
        double r = ball.radius();
        addIf(walls, court.isWall(Side.LEFT) && ball.x() - r < 0, "left");
        addIf(walls, court.isWall(Side.RIGHT) && ball.x() + r > court.width(), "right");
        addIf(walls, court.isWall(Side.TOP) && ball.y() - r < 0, "top");
        addIf(walls, court.isWall(Side.BOTTOM) && ball.y() + r > court.height(), "bottom");
        if (walls.size() >= 2) {
            throw ballFields.errorHere("starts inside the " + String.join(" and ", walls) + " walls: radius "
                    + num(r) + " at (" + num(ball.x()) + ", " + num(ball.y()) + ") overlaps " + walls.size()
                    + " walls of the " + num(court.width()) + " x " + num(court.height()) + " court");
        }
        for (Paddle p : s.paddles()) {
            if (startsInside(p.rect(), ball)) {
                throw ballFields.errorHere("starts inside paddle '" + p.id() + "'");
            }
        }
        for (Brick b : s.bricks()) {
            if (startsInside(b.rect(), ball)) {
                throw ballFields.errorHere("starts inside brick '" + b.id() + "'");
            }
        }
        // Laying out the grid is only worth it when the ball is near it.
        if (s.brickGrid() != null && startsInside(s.brickGrid().bounds(), ball)) {
            for (Brick b : s.brickGrid().bricks()) {
                if (startsInside(b.rect(), ball)) {
                    throw ballFields.errorHere("starts inside brick '" + b.id() + "'");
                }
            }
        }
    }

    private static void addIf(List<String> names, boolean condition, String name) {
        if (condition) {
            names.add(name);
        }
    }

    /** Sharing area with the rectangle; for a ball of radius 0, lying strictly inside it. */
    private static boolean startsInside(Rect r, Ball ball) {
        return r.overlapsCircle(ball.centre(), ball.radius()) || r.containsPointStrictly(ball.centre());
    }

    private static String num(double v) {
        return JsonWriter.number(v);
    }
}
