package bouncelab.io.scenario;

import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
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
            throw ballFields.errorHere(
                    Refusal.of("ball.outside", num(ball.x()), num(ball.y()), num(court.width()), num(court.height())));
        }
        // pressed into one wall, the ball is pushed out of it; into two there is no way out that keeps it in both
        List<Refusal> walls = new ArrayList<>();
        double r = ball.radius();
        addIf(walls, court.isWall(Side.LEFT) && ball.x() - r < 0, "left");
        addIf(walls, court.isWall(Side.RIGHT) && ball.x() + r > court.width(), "right");
        addIf(walls, court.isWall(Side.TOP) && ball.y() - r < 0, "top");
        addIf(walls, court.isWall(Side.BOTTOM) && ball.y() + r > court.height(), "bottom");
        if (walls.size() >= 2) {
            Refusal both = walls.get(0);
            for (Refusal w : walls.subList(1, walls.size())) {
                both = Refusal.of("ball.and", both, w);
            }
            throw ballFields.errorHere(Refusal.of(
                    "ball.inWalls",
                    both,
                    num(r),
                    num(ball.x()),
                    num(ball.y()),
                    walls.size(),
                    num(court.width()),
                    num(court.height())));
        }
        for (Paddle p : s.paddles()) {
            if (startsInside(p.rect(), ball)) {
                throw ballFields.errorHere(Refusal.of("ball.inPaddle", p.id()));
            }
        }
        for (Brick b : s.bricks()) {
            if (startsInside(b.rect(), ball)) {
                throw ballFields.errorHere(Refusal.of("ball.inBrick", b.id()));
            }
        }
        // Laying out the grid is only worth it when the ball is near it.
        if (s.brickGrid() != null && startsInside(s.brickGrid().bounds(), ball)) {
            for (Brick b : s.brickGrid().bricks()) {
                if (startsInside(b.rect(), ball)) {
                    throw ballFields.errorHere(Refusal.of("ball.inBrick", b.id()));
                }
            }
        }
    }

    private static void addIf(List<Refusal> names, boolean condition, String side) {
        if (condition) {
            names.add(Refusal.of("ball.wall", side));
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
