package bouncelab.core.rules;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.choice.RulesId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.rules.GordonArticle.Box;
import bouncelab.core.rules.GordonArticle.Point;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code breakout} rules against the ball's update() of "Collision Detection in Breakout" (Jake Gordon, 2011),
 * re-made here from the article: move() for the time left; ballIntercept() against every object, walls, paddle and
 * each brick not yet hit; the closest by magnitude(); the ball set there, dx or dy negated, the brick hit, and
 * update() again with dt − udt; with nothing hit, the ball lost if p2 is outside the court, else at p2. The wall is
 * the article's 30 × 25 bricks; the court's three walls are rectangles of no thickness along its left, top and right
 * edges; a player keeps the paddle under the ball. The core must agree to the bit, frame after frame, and break the
 * same bricks.
 */
class GordonBreakoutTest {
    static final double W = 600, H = 640, DT = 1.0 / 60;
    static final double PADDLE_W = 80, PADDLE_H = 10, PADDLE_Y = 600;
    static final BrickGrid WALL = new BrickGrid(0, 40, 30, 25, 18, 8, 2);

    record Thing(String id, Box box, boolean brick) {}

    /** The article's Ball. */
    static final class ArticleBall {
        double x, y, dx, dy;
        final double radius;
        final Set<String> hit = new HashSet<>();
        boolean lost;
        int bounces;

        ArticleBall(double x, double y, double dx, double dy, double radius) {
            this.x = x;
            this.y = y;
            this.dx = dx;
            this.dy = dy;
            this.radius = radius;
        }

        void update(double dt, List<Thing> things) {
            double nx = dx * dt, ny = dy * dt; // move()
            double p2x = x + nx, p2y = y + ny;
            Thing closestThing = null;
            Point closestPoint = null;
            double closest = Double.POSITIVE_INFINITY;
            for (Thing t : things) {
                if (t.brick() && hit.contains(t.id())) {
                    continue;
                }
                Point px = GordonArticle.ballIntercept(x, y, radius, t.box(), nx, ny);
                if (px != null) {
                    double distance = GordonArticle.magnitude(px.x() - x, px.y() - y);
                    if (distance < closest) {
                        closest = distance;
                        closestThing = t;
                        closestPoint = px;
                    }
                }
            }
            if (closestPoint != null) {
                bounces++;
                x = closestPoint.x();
                y = closestPoint.y();
                if (closestPoint.d().equals("left") || closestPoint.d().equals("right")) {
                    dx = -dx;
                } else {
                    dy = -dy;
                }
                if (closestThing.brick()) {
                    hit.add(closestThing.id());
                }
                double udt = dt * (closest / GordonArticle.magnitude(nx, ny));
                update(dt - udt, things);
                return;
            }
            if (p2x < 0 || p2y < 0 || p2x > W || p2y > H) {
                lost = true;
            } else {
                x = p2x;
                y = p2y;
            }
        }
    }

    /** Where the player puts the paddle: under the ball, off centre by up to 30 px, on the court. */
    static double player(double ballX, int frame) {
        double off = (frame * 13) % 61 - 30;
        return Math.max(0, Math.min(W - PADDLE_W, Math.floor(ballX + off - PADDLE_W / 2)));
    }

    static List<Thing> things(double paddleX) {
        List<Thing> things = new ArrayList<>();
        things.add(new Thing("wall-left", Box.of(0, 0, 0, H), false));
        things.add(new Thing("wall-right", Box.of(W, 0, 0, H), false));
        things.add(new Thing("wall-top", Box.of(0, 0, W, 0), false));
        things.add(new Thing("paddle", Box.of(paddleX, PADDLE_Y, PADDLE_W, PADDLE_H), false));
        for (Brick b : WALL.bricks()) {
            things.add(new Thing(
                    b.id(),
                    Box.of(
                            b.rect().x(),
                            b.rect().y(),
                            b.rect().width(),
                            b.rect().height()),
                    true));
        }
        return things;
    }

    static Paddle paddle(double x) {
        return new Paddle("paddle", new Rect(x, PADDLE_Y, PADDLE_W, PADDLE_H), 0, 0, Side.TOP);
    }

    @ParameterizedTest(name = "from ({0}, {1}) at ({2}, {3}) px/s, radius {4}")
    @CsvSource({"300, 450, 260, -380, 5", "100, 500, -700, -650, 4", "451.5, 333.25, 90, -1200, 6"})
    void theCoreRunsTheArticlesRecursionToTheBit(double x, double y, double vx, double vy, double r) {
        ArticleBall article = new ArticleBall(x, y, vx, vy, r);
        Court court = new Court(W, H, EnumSet.of(Side.LEFT, Side.TOP, Side.RIGHT));
        double paddleX = player(x, 0);
        Scenario shot = new Scenario(
                court,
                DT,
                new Ball(x, y, r, vx, vy),
                List.of(paddle(paddleX)),
                List.of(),
                WALL,
                Rules.DEFAULT.withId(RulesId.BREAKOUT),
                AlgorithmId.SWEPT);
        Stepper core = new Stepper(shot, AlgorithmId.SWEPT);
        Set<String> standing = WALL.bricks().stream().map(Brick::id).collect(Collectors.toSet());
        int frame = 1;
        for (; frame <= 900 && !article.lost; frame++) {
            article.update(DT, things(paddleX));
            SimState s = core.step(List.of(paddle(paddleX)));
            String at = "frame " + frame;
            assertEquals(article.lost, s.out(), at);
            if (article.lost) {
                break;
            }
            assertEquals(article.x, s.ball().x(), at);
            assertEquals(article.y, s.ball().y(), at);
            assertEquals(article.dx, s.ball().vx(), at);
            assertEquals(article.dy, s.ball().vy(), at);
            Set<String> left = new HashSet<>(standing);
            left.removeAll(article.hit);
            assertEquals(left, s.bricks().stream().map(Brick::id).collect(Collectors.toSet()), at);
            paddleX = player(article.x, frame);
        }
        assertTrue(frame > 300, "hundreds of frames compared: " + frame);
        assertTrue(article.hit.size() >= 8, "bricks broken: " + article.hit.size());
    }
}
