package bouncelab.core.broadphase;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random courses, brick sets and shots from a seed, for comparing the broad phases. Half the numbers are whole, so
 * that paths run along grid lines and through cell corners, where a grid walk is most likely to slip.
 */
final class RandomShots {
    private final Random rnd;

    RandomShots(long seed) {
        this.rnd = new Random(seed);
    }

    Scenario scenario() {
        boolean whole = rnd.nextBoolean();
        double w = num(200, 1200, whole);
        double h = num(200, 900, whole);
        Set<Side> walls = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (rnd.nextInt(5) > 0) {
                walls.add(s);
            }
        }
        double r = rnd.nextInt(8) == 0 ? 0 : num(1, 12, whole);
        double diameters = rnd.nextInt(3) == 0 ? num(0, 2, false) : num(0, 100, whole);
        double perFrame = diameters * Math.max(2 * r, 4);
        double angle = rnd.nextInt(4) == 0 ? rnd.nextInt(8) * Math.PI / 4 : rnd.nextDouble() * 2 * Math.PI;
        double dt = 1.0 / 60;
        Ball ball = new Ball(
                num(0, w, whole),
                num(0, h, whole),
                r,
                perFrame / dt * Math.cos(angle),
                perFrame / dt * Math.sin(angle),
                rnd.nextInt(4) == 0 ? num(0, 3000, whole) : 0);
        List<Paddle> paddles = new ArrayList<>();
        for (int i = rnd.nextInt(3); i > 0; i--) {
            paddles.add(new Paddle(
                    "p" + i,
                    new Rect(num(0, w, whole), num(0, h, whole), num(0, 30, whole), num(0, 120, whole)),
                    num(-300, 300, whole),
                    num(-300, 300, whole),
                    null));
        }
        List<Brick> bricks = new ArrayList<>();
        for (int i = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(60); i > 0; i--) {
            bricks.add(new Brick("b" + i, rect(w, h, whole)));
        }
        BrickGrid grid = rnd.nextBoolean()
                ? null
                : new BrickGrid(
                        num(0, w / 4, whole),
                        num(0, h / 4, whole),
                        1 + rnd.nextInt(30),
                        1 + rnd.nextInt(25),
                        num(0, 40, whole),
                        num(0, 20, whole),
                        rnd.nextInt(3) == 0 ? 0 : num(0, 4, whole));
        Rules rules = new Rules(rnd.nextInt(4) > 0, 0, Double.POSITIVE_INFINITY);
        return new Scenario(
                new Court(w, h, walls),
                dt,
                ball,
                paddles,
                bricks,
                grid,
                rules,
                rnd.nextBoolean() ? AlgorithmId.SWEPT : AlgorithmId.SWEPT_EXACT);
    }

    Rect rect(double w, double h, boolean whole) {
        return new Rect(num(-20, w, whole), num(-20, h, whole), num(0, 80, whole), num(0, 40, whole));
    }

    double num(double lo, double hi, boolean whole) {
        double v = lo + rnd.nextDouble() * (hi - lo);
        return whole ? Math.rint(v) : v;
    }

    Random random() {
        return rnd;
    }
}
