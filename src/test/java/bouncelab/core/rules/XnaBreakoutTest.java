package bouncelab.core.rules;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
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
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code xna} rules against "Breakout Week 3: When Balls Collide" (the XNA Breakout blog), re-made here from
 * the article's C#: the ball's position and unit direction as float pairs, a whole-number speed, Update() with
 * UpdatePosition(), the dead test, HandleBoardCollisions() and HandlePaddleCollision(), XNA's Rectangle (whole pixels,
 * strict Intersects, Center in integer halves) and Vector2.Normalize. The screen is XNA's default 800 × 480, the
 * paddle 100 × 20 near its foot, and a player keeps the paddle under the ball, a little off centre by an amount
 * that changes from frame to frame, so the ball comes off at many angles. The core must agree with it in every float,
 * frame after frame.
 */
class XnaBreakoutTest {
    static final int SCREEN_WIDTH = 800, SCREEN_HEIGHT = 480;
    static final int PADDLE_WIDTH = 100, PADDLE_HEIGHT = 20, PADDLE_Y = 440;
    /** XNA's fixed step: TargetElapsedTime is 166,667 ticks of 100 ns. */
    static final double DT = 0.0166667;

    /** XNA's Rectangle, as far as the article uses it. */
    record XnaRect(int x, int y, int width, int height) {
        boolean intersects(XnaRect o) {
            return o.x < x + width && x < o.x + o.width && o.y < y + height && y < o.y + o.height;
        }

        int centerX() {
            return x + width / 2;
        }
    }

    /** The article's Ball. */
    static final class ArticleBall {
        float posX, posY, dirX, dirY;
        int speed;
        final int size; // sprite.Width and sprite.Height
        final int speedIncrement, maxSpeed;
        boolean dead;

        ArticleBall(
                float posX, float posY, float dirX, float dirY, int speed, int size, int speedIncrement, int maxSpeed) {
            this.posX = posX;
            this.posY = posY;
            this.dirX = dirX;
            this.dirY = dirY;
            this.speed = speed;
            this.size = size;
            this.speedIncrement = speedIncrement;
            this.maxSpeed = maxSpeed;
        }

        XnaRect bounds() {
            return new XnaRect((int) posX, (int) posY, size, size);
        }

        void update(float time, XnaRect paddle) {
            float step = (float) (speed * time);
            posX = posX + dirX * step;
            posY = posY + dirY * step;
            if (posY > SCREEN_HEIGHT) {
                dead = true;
                return;
            }
            // the board: top and left put back at 0, the right at the screen's width less the sprite's height
            if (posY < 0) {
                posY = 0;
                dirY = -dirY;
            }
            if (posX < 0) {
                posX = 0;
                dirX = -dirX;
            } else if (posX + size > SCREEN_WIDTH) {
                posX = SCREEN_WIDTH - size;
                dirX = -dirX;
            }
            // the paddle, only on the way down
            if (dirY > 0 && paddle.intersects(bounds())) {
                dirY = -dirY;
                posY = paddle.y() - size;
                dirX = ((float) bounds().centerX() - paddle.centerX()) / (paddle.width() / 2);
                float[] unit = normalize(dirX, dirY);
                dirX = unit[0];
                dirY = unit[1];
                speed += speedIncrement;
                speed = Math.min(speed, maxSpeed);
            }
        }

        /** Vector2.Normalize: times one over the length, in floats. */
        static float[] normalize(float x, float y) {
            float inverse = 1.0f / (float) Math.sqrt(x * x + y * y);
            return new float[] {x * inverse, y * inverse};
        }
    }

    static Scenario board(ArticleBall b, int paddleX) {
        double r = b.size / 2.0;
        Ball ball = new Ball(b.posX + r, b.posY + r, r, (double) b.dirX * b.speed, (double) b.dirY * b.speed);
        Court court = new Court(SCREEN_WIDTH, SCREEN_HEIGHT, EnumSet.of(Side.LEFT, Side.RIGHT, Side.TOP));
        return new Scenario(
                court,
                DT,
                ball,
                List.of(paddle(paddleX)),
                List.of(),
                null,
                new Rules(true, b.speedIncrement, b.maxSpeed, null, RulesId.XNA),
                AlgorithmId.SIMPLE);
    }

    static Paddle paddle(int x) {
        return new Paddle("paddle", new Rect(x, PADDLE_Y, PADDLE_WIDTH, PADDLE_HEIGHT), 0, 0, Side.TOP);
    }

    /** Where the player puts the paddle: under the ball, off centre by up to 45 px, whole pixels, on the screen. */
    static int player(float ballX, int size, int frame) {
        int off = (frame * 37) % 91 - 45;
        int x = (int) (ballX + size / 2f) - PADDLE_WIDTH / 2 + off;
        return Math.max(0, Math.min(SCREEN_WIDTH - PADDLE_WIDTH, x));
    }

    @ParameterizedTest(name = "ball {0} px from ({1}, {2}) towards ({3}, {4}) at {5} px/s")
    @CsvSource({
        "16, 392, 200, 3, -4, 300, 20, 700",
        "16, 100, 50, 1, 1, 250, 25, 900",
        "12, 600, 300, -5, 2, 400, 10, 600",
        "21, 10, 10, 1, 3, 350, 0, 350"
    })
    void theCoreRunsTheArticlesBallFloatForFloat(
            int size, float x, float y, float dx, float dy, int speed, int inc, int max) {
        float[] dir = ArticleBall.normalize(dx, dy);
        ArticleBall article = new ArticleBall(x, y, dir[0], dir[1], speed, size, inc, max);
        int paddleX = player(article.posX, size, 0);
        Stepper core = new Stepper(board(article, paddleX), AlgorithmId.SIMPLE);
        double r = size / 2.0;
        int hits = 0;
        for (int frame = 1; frame <= 1500 && !article.dead; frame++) {
            int before = article.speed;
            float dirYBefore = article.dirY;
            article.update((float) DT, new XnaRect(paddleX, PADDLE_Y, PADDLE_WIDTH, PADDLE_HEIGHT));
            SimState s = core.step(List.of(paddle(paddleX)));
            hits += article.dirY < 0 && dirYBefore > 0 && article.speed >= before ? 1 : 0;
            String at = "frame " + frame;
            assertEquals(article.dead, s.out(), at);
            assertEquals((double) article.posX + r, s.ball().x(), at);
            assertEquals((double) article.posY + r, s.ball().y(), at);
            if (!article.dead) {
                assertEquals((double) article.dirX * article.speed, s.ball().vx(), at);
                assertEquals((double) article.dirY * article.speed, s.ball().vy(), at);
            }
            paddleX = player(article.posX, size, frame);
        }
        assertFalse(article.dead, "the player keeps the ball alive, so the whole run is compared");
        assertTrue(hits >= 5, "the paddle is hit again and again: " + hits);
    }

    /**
     * A shot's own velocity is a launch: its direction is made a unit vector as XNA's Vector2.Normalize makes it,
     * in floats (times one over the float length), not by a division in doubles rounded to floats afterwards. The
     * two differ by a float's last digit on shots such as (180, −240), whose double quotient is 0.6 exactly.
     */
    @ParameterizedTest(name = "a shot launched at ({0}, {1}) px/s")
    @CsvSource({"180, -240", "300, 400", "-700, 240", "120, -50", "1, 1", "0, -300", "333, -444"})
    void aShotIsLaunchedAsVector2NormalizeMakesItsDirection(double vx, double vy) {
        int speed = (int) Math.round(Math.hypot(vx, vy));
        float[] dir = ArticleBall.normalize((float) vx, (float) vy);
        Ball ball = new Ball(400, 100, 8, vx, vy);
        Court court = new Court(SCREEN_WIDTH, SCREEN_HEIGHT, EnumSet.of(Side.LEFT, Side.RIGHT, Side.TOP));
        Scenario shot = new Scenario(
                court,
                DT,
                ball,
                List.of(paddle(0)),
                List.of(),
                null,
                new Rules(true, 0, 1000, null, RulesId.XNA),
                AlgorithmId.SIMPLE);
        SimState s = new Stepper(shot, AlgorithmId.SIMPLE).step(List.of(paddle(0)));
        assertEquals((double) dir[0] * speed, s.ball().vx(), "vx");
        assertEquals((double) dir[1] * speed, s.ball().vy(), "vy");
        float time = (float) DT;
        float step = speed * time;
        assertEquals((double) (400f - 8f + dir[0] * step) + 8, s.ball().x(), "x moved by the normalised direction");
    }
}
