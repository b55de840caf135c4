package bouncelab.core.rules;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import java.awt.Rectangle;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The {@code graybill} rules against Mark Graybill's VidBrick ("More Collision Detection: Bouncing the Right Way"),
 * re-made here from the article's listing: its 600 × 400 screen, its brick a third of the screen in from each
 * edge, its 20 px ball moving a quarter of its size a tick. The re-make below is the article's move() in a
 * java.awt.Rectangle, written from the article's text, not from the core; the core must agree with it to the
 * pixel, frame after frame.
 */
class VidBrickTest {
    static final double DT = 0.033; // vgTimer.schedule(panel.vgTask, 0, 33)

    /** The article's ball: a Rectangle that moves whole pixels a tick and bounces off the screen and the brick. */
    static final class ArticleBall extends Rectangle {
        int xVel, yVel;
        final Rectangle bounds;
        final Rectangle brick;

        ArticleBall(int x, int y, int size, int xVel, int yVel, Rectangle bounds, Rectangle brick) {
            super(x, y, size, size);
            this.xVel = xVel;
            this.yVel = yVel;
            this.bounds = bounds;
            this.brick = brick;
        }

        void move() {
            x += xVel;
            y += yVel;
            // the screen's edges: beyond the right or bottom, or at or beyond the left or top
            if (x > bounds.width - width) {
                xVel = -xVel;
                x = bounds.width - width;
            }
            if (y > bounds.height - height) {
                yVel = -yVel;
                y = bounds.height - height;
            }
            if (x <= 0) {
                xVel = -xVel;
                x = 0;
            }
            if (y <= 0) {
                yVel = -yVel;
                y = 0;
            }
            // the brick: which way the ball bounces comes from where the shared rectangle's centre lies
            if (intersects(brick)) {
                Rectangle shared = intersection(brick);
                int ballX = x + width / 2, ballY = y + height / 2;
                int sharedX = shared.x + shared.width / 2, sharedY = shared.y + shared.height / 2;
                if (ballX < sharedX) {
                    xVel = -Math.abs(xVel);
                }
                if (ballX > sharedX) {
                    xVel = Math.abs(xVel);
                }
                if (ballY < sharedY) {
                    yVel = -Math.abs(yVel);
                }
                if (ballY > sharedY) {
                    yVel = Math.abs(yVel);
                }
            }
        }
    }

    static final Rectangle SCREEN = new Rectangle(0, 0, 600, 400);
    /** panel.brick: x and width a third of the screen's width, y and height a third of its height. */
    static final Rectangle BRICK = new Rectangle(600 / 3, 400 / 3, 600 / 3, 400 / 3);

    static Scenario vidBrick(int x, int y, int size, int xVel, int yVel) {
        double r = size / 2.0;
        Ball ball = new Ball(x + r, y + r, r, xVel / DT, yVel / DT);
        Brick brick = new Brick("brick", new Rect(BRICK.x, BRICK.y, BRICK.width, BRICK.height));
        return new Scenario(
                Court.closed(SCREEN.width, SCREEN.height),
                DT,
                ball,
                List.of(),
                List.of(brick),
                null,
                Rules.DEFAULT.withBreakBricks(false).withId(RulesId.GRAYBILL),
                AlgorithmId.INTERSECTION_CENTRE);
    }

    @ParameterizedTest(name = "ball {2} px at ({0}, {1}) moving ({3}, {4}) a tick")
    @CsvSource({
        "0, 0, 20, 5, 5", // the article's own: 20 px, a quarter of its size a tick
        "0, 0, 20, 10, 10", // half its size, the most the article says still works
        "37, 300, 21, 5, -3", // an odd size: the centres in integer halves
        "500, 20, 20, -7, 4",
        "3, 7, 15, 3, 7"
    })
    void theCoreMovesTheBallAsTheArticlesProgramDoesPixelForPixel(int x, int y, int size, int xVel, int yVel) {
        ArticleBall article = new ArticleBall(x, y, size, xVel, yVel, SCREEN, BRICK);
        Stepper core = new Stepper(vidBrick(x, y, size, xVel, yVel), AlgorithmId.INTERSECTION_CENTRE);
        double r = size / 2.0;
        for (int frame = 1; frame <= 3000; frame++) {
            article.move();
            SimState s = core.step();
            String at = "frame " + frame;
            assertEquals(article.x, s.ball().x() - r, at);
            assertEquals(article.y, s.ball().y() - r, at);
            assertEquals(article.xVel, Math.round(s.ball().vx() * DT), at);
            assertEquals(article.yVel, Math.round(s.ball().vy() * DT), at);
        }
    }

    /**
     * Bounce Lab's own rules turn the ball at the left and top only once it is past the edge; the article turns it
     * at {@code y <= 0}, on reaching it. At frame 74 the ball reaches the top: the article's goes down from there,
     * Bounce Lab's still up.
     */
    @Test
    void underBounceLabsRulesTheArticlesOwnSetUpGoesOutOfStepAtFrame74() {
        Scenario shot = vidBrick(0, 0, 20, 5, 5);
        ArticleBall article = new ArticleBall(0, 0, 20, 5, 5, SCREEN, BRICK);
        Stepper core = Stepper.under("bounce-lab", shot, AlgorithmId.INTERSECTION_CENTRE);
        int first = 0;
        for (int frame = 1; frame <= 300 && first == 0; frame++) {
            article.move();
            SimState s = core.step();
            boolean placed = Math.abs(article.x - (s.ball().x() - 10)) < 1e-6
                    && Math.abs(article.y - (s.ball().y() - 10)) < 1e-6;
            boolean heading = Math.abs(article.xVel - s.ball().vx() * DT) < 1e-6
                    && Math.abs(article.yVel - s.ball().vy() * DT) < 1e-6;
            if (!placed || !heading) {
                first = frame;
            }
        }
        assertEquals(74, first);
    }
}
