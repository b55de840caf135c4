package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.BrickGrid;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.BrickBroken;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Breakout: a wall of bricks, walls on three sides, a paddle at the bottom moved by the mouse or ←/→. The ball
 * waits on the paddle until Space; a brick is worth 10; a ball lost at the bottom costs one of three lives.
 */
public final class BreakoutGame extends Game {
    public static final double PADDLE_SPEED = 600;
    /** The mouse moves the paddle at most this fast, so a flick gives spin, not a teleport. */
    public static final double POINTER_SPEED = 1500;

    public static final int LIVES = 3;
    public static final int BRICK_POINTS = 10;
    static final double RADIUS = 7;
    static final BrickGrid WALL = new BrickGrid(21, 60, 10, 5, 58, 18, 2);

    private final SplittableRandom random; // mixes small seeds well: game 1, 2, 3 serve differently
    private int score;
    private int lives = LIVES;
    private boolean held = true;

    public BreakoutGame(AlgorithmId algorithm, long seed) {
        super(new Play(court(algorithm)), 420);
        this.random = new SplittableRandom(seed);
        hold(play.state().paddles().get(0));
    }

    /** A 640 × 600 court open at the bottom, ten columns of five rows of bricks, a 90 × 12 paddle. */
    public static Scenario court(AlgorithmId algorithm) {
        Court court = new Court(640, 600, EnumSet.of(Side.TOP, Side.LEFT, Side.RIGHT));
        return new Scenario(
                court,
                1.0 / 60,
                new Ball(320, 553, RADIUS, 0, 0),
                List.of(new Paddle("paddle", new Rect(275, 560, 90, 12))),
                WALL.bricks(),
                null,
                Rules.DEFAULT,
                algorithm);
    }

    @Override
    public void step(Input in) {
        SimState s = play.state();
        Court c = play.scenario.court();
        double dt = play.scenario.dt();
        Paddle p = s.paddles().get(0);
        double dx;
        if (in.right() != 0 || Double.isNaN(in.pointerX())) {
            dx = in.right() * PADDLE_SPEED * dt;
        } else {
            double want = in.pointerX() - p.rect().centre().x();
            dx = Math.signum(want) * Math.min(Math.abs(want), POINTER_SPEED * dt);
        }
        p = Play.move(p, dx, 0, c, dt);
        if (lives == 0) {
            play.place(List.of(p), s.ball());
            if (in.launch()) {
                restart(p);
            }
            return;
        }
        if (held) {
            hold(p);
            if (in.launch()) {
                launch(p);
            }
            return;
        }
        FrameTrace t = play.frame(List.of(p));
        score += BRICK_POINTS * t.items(BrickBroken.class).size();
        if (t.hasEvent(Out.class)) {
            lives--;
            held = true;
        } else if (play.state().bricks().isEmpty()) {
            held = true; // cleared: a new wall on the next launch
        }
    }

    private void hold(Paddle p) {
        Ball ball = new Ball(p.rect().centre().x(), p.rect().top() - RADIUS - 1, RADIUS, 0, 0);
        play.place(List.of(p), ball);
    }

    /** Up and to one side, 15° to 40° from straight up. */
    private void launch(Paddle p) {
        double angle = Math.toRadians(15 + 25 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
        Ball ball = new Ball(
                p.rect().centre().x(),
                p.rect().top() - RADIUS - 1,
                RADIUS,
                ballSpeed() * Math.sin(angle),
                -ballSpeed() * Math.cos(angle));
        var bricks =
                play.state().bricks().isEmpty() ? WALL.bricks() : play.state().bricks();
        play.serve(ball, List.of(p), bricks);
        held = false;
    }

    private void restart(Paddle p) {
        score = 0;
        lives = LIVES;
        play.serve(play.state().ball(), List.of(p), WALL.bricks());
        held = true;
        hold(p);
    }

    public int score() {
        return score;
    }

    public int lives() {
        return lives;
    }

    /** True while the ball sits on the paddle waiting for Space. */
    public boolean held() {
        return held;
    }

    @Override
    public String scoreLine() {
        return lives == 0 ? "Game over · score " + score : "Score " + score + " · lives " + lives;
    }

    @Override
    public String hint() {
        if (lives == 0) {
            return "Space starts a new game · P shows the last rally in the stepper";
        }
        return held
                ? "Mouse or ← / → moves the paddle · Space launches · P pauses"
                : "Mouse or ← / → · P pauses and shows the rally in the stepper";
    }
}
