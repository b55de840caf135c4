package bouncelab.core.rules;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.rules.GordonArticle.Box;
import bouncelab.core.rules.GordonArticle.Point;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code pong} rules against the ball's update() of "Pong - Collision Detection" (Jake Gordon, 2011), re-made
 * here from the article: accelerate() as printed, the bounds check with its clamp to minY and maxY, only the paddle
 * the ball moves towards, ballIntercept(), the ball set at the hit on one axis with the rest of the move dropped, and
 * spin from a moving paddle. A Pong court 800 × 600 whose walls are its top and bottom edges (so minY is the radius),
 * two paddles that two players keep near the ball, each a little off centre by an amount that changes, moving up or
 * down as they follow it. The core must agree to the bit, frame after frame.
 */
class GordonPongTest {
    static final double W = 800, H = 600, DT = 1.0 / 60;
    static final double PADDLE_W = 12, PADDLE_H = 80, LEFT_X = 20, RIGHT_X = 768;

    /** A paddle as the article's update() sees it: its edges and whether it is moving up or down. */
    record ArticlePaddle(Box box, boolean up, boolean down) {}

    /** The article's Ball. */
    static final class ArticleBall {
        double x, y, dx, dy;
        final double radius, accel, minY, maxY;
        int hits;

        ArticleBall(double x, double y, double dx, double dy, double radius, double accel) {
            this.x = x;
            this.y = y;
            this.dx = dx;
            this.dy = dy;
            this.radius = radius;
            this.accel = accel;
            this.minY = radius;
            this.maxY = H - radius;
        }

        void update(double dt, ArticlePaddle left, ArticlePaddle right) {
            double x2 = x + (dt * dx) + (accel * dt * dt * 0.5);
            double y2 = y + (dt * dy) + (accel * dt * dt * 0.5);
            double dx2 = dx + (accel * dt) * (dx > 0 ? 1 : -1);
            double dy2 = dy + (accel * dt) * (dy > 0 ? 1 : -1);
            double nx = x2 - x, ny = y2 - y;
            double px = x2, py = y2, pdx = dx2, pdy = dy2;
            if (pdy > 0 && py > maxY) {
                py = maxY;
                pdy = -pdy;
            } else if (pdy < 0 && py < minY) {
                py = minY;
                pdy = -pdy;
            }
            ArticlePaddle paddle = pdx < 0 ? left : right;
            Point pt = GordonArticle.ballIntercept(x, y, radius, paddle.box(), nx, ny);
            if (pt != null) {
                hits++;
                switch (pt.d()) {
                    case "left", "right" -> {
                        px = pt.x();
                        pdx = -pdx;
                    }
                    default -> {
                        py = pt.y();
                        pdy = -pdy;
                    }
                }
                if (paddle.up()) {
                    pdy = pdy * (pdy < 0 ? 0.5 : 1.5);
                } else if (paddle.down()) {
                    pdy = pdy * (pdy > 0 ? 0.5 : 1.5);
                }
            }
            x = px;
            y = py;
            dx = pdx;
            dy = pdy;
        }
    }

    /** Where a player holds a paddle: its centre near the ball's height, whole pixels, on the court. */
    static double player(double ballY, int frame, int seed) {
        double off = (frame * seed) % 61 - 30;
        return Math.max(0, Math.min(H - PADDLE_H, Math.floor(ballY + off - PADDLE_H / 2)));
    }

    static Paddle paddle(String id, double x, double y, double wasY) {
        return new Paddle(id, new Rect(x, y, PADDLE_W, PADDLE_H), 0, Math.signum(y - wasY) * 60, null);
    }

    @ParameterizedTest(name = "from ({0}, {1}) at ({2}, {3}) px/s, accel {4}, radius {5}")
    @CsvSource({
        "400, 300, -250, 170, 10, 5",
        "400, 100, 320, -95.5, 0, 8",
        "123.25, 456.5, -400, 33.3, 25, 4",
        "600, 50, 180, 260, 4, 10"
    })
    void theCoreRunsTheArticlesUpdateToTheBit(double x, double y, double vx, double vy, double accel, double r) {
        ArticleBall article = new ArticleBall(x, y, vx, vy, r, accel);
        Court court = new Court(W, H, EnumSet.of(Side.TOP, Side.BOTTOM));
        double leftY = player(y, 0, 7), rightY = player(y, 0, 11);
        Scenario shot = new Scenario(
                court,
                DT,
                new Ball(x, y, r, vx, vy, accel),
                List.of(paddle("left", LEFT_X, leftY, leftY), paddle("right", RIGHT_X, rightY, rightY)),
                List.of(),
                null,
                Rules.DEFAULT.withId(RulesId.PONG),
                AlgorithmId.SWEPT);
        Stepper core = new Stepper(shot, AlgorithmId.SWEPT);
        double wasLeft = leftY, wasRight = rightY;
        int frame = 1;
        for (; frame <= 1200; frame++) {
            ArticlePaddle left =
                    new ArticlePaddle(Box.of(LEFT_X, leftY, PADDLE_W, PADDLE_H), leftY < wasLeft, leftY > wasLeft);
            ArticlePaddle right = new ArticlePaddle(
                    Box.of(RIGHT_X, rightY, PADDLE_W, PADDLE_H), rightY < wasRight, rightY > wasRight);
            article.update(DT, left, right);
            SimState s = core.step(
                    List.of(paddle("left", LEFT_X, leftY, wasLeft), paddle("right", RIGHT_X, rightY, wasRight)));
            if (s.out()) {
                break; // the article prints no goal test; compared up to the point
            }
            String at = "frame " + frame;
            assertEquals(article.x, s.ball().x(), at);
            assertEquals(article.y, s.ball().y(), at);
            assertEquals(article.dx, s.ball().vx(), at);
            assertEquals(article.dy, s.ball().vy(), at);
            wasLeft = leftY;
            wasRight = rightY;
            leftY = player(article.y, frame, 7);
            rightY = player(article.y, frame, 11);
        }
        assertTrue(frame > 300, "hundreds of frames compared: " + frame);
        assertTrue(article.hits >= 3, "the paddles are hit: " + article.hits);
    }
}
