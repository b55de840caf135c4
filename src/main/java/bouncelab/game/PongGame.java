package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.geometry.Side;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Rules;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import bouncelab.core.trace.Out;
import java.util.EnumSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Pong: two paddles, walls at the top and bottom, a point when the ball leaves by a side. Two players on W/S and
 * ↑/↓, or one against a computer paddle that follows the ball a little slower than it could. The first to
 * {@value #WINNING_SCORE} wins; Space then starts a new game.
 */
public final class PongGame extends Game {
    public static final double PADDLE_SPEED = 480;
    public static final double COMPUTER_SPEED = 300;
    /**
     * Frames between a point and the next serve: two seconds for a class to see where it went and read the score
     * (at top speed a rally lasts a fifth of a second).
     */
    public static final int SERVE_WAIT = 120;
    /** The game ends when a player reaches this many points. */
    public static final int WINNING_SCORE = 11;

    private final boolean computer;
    private final SplittableRandom random; // mixes small seeds well: game 1, 2, 3 serve differently
    private int leftScore;
    private int rightScore;
    private int wait;
    private Side serveTowards = Side.RIGHT;

    /** @param computer the right paddle is played by the computer; {@code seed} makes serves repeatable */
    public PongGame(AlgorithmId algorithm, boolean computer, long seed) {
        super(new Play(court(algorithm)), 540);
        this.computer = computer;
        this.random = new SplittableRandom(seed);
        wait = 1; // the first serve comes with the first frame, at the speed chosen by then
    }

    /** An 800 × 500 court, walls at the top and bottom, a 12 × 90 paddle near each end. */
    public static Scenario court(AlgorithmId algorithm) {
        Court court = new Court(800, 500, EnumSet.of(Side.TOP, Side.BOTTOM));
        return new Scenario(
                court,
                1.0 / 60,
                new Ball(400, 250, 8, 0, 0),
                List.of(new Paddle("left", new Rect(30, 205, 12, 90)), new Paddle("right", new Rect(758, 205, 12, 90))),
                List.of(),
                null,
                Rules.DEFAULT,
                algorithm);
    }

    @Override
    public void step(Input in) {
        SimState s = play.state();
        Court c = play.scenario.court();
        double dt = play.scenario.dt();
        Paddle left = Play.move(s.paddles().get(0), 0, in.left() * PADDLE_SPEED * dt, c, dt);
        Paddle right = s.paddles().get(1);
        right = computer
                ? Play.move(right, 0, follow(right, s.ball()) * dt, c, dt)
                : Play.move(right, 0, in.right() * PADDLE_SPEED * dt, c, dt);
        List<Paddle> paddles = List.of(left, right);
        if (over()) {
            play.place(paddles, s.ball());
            if (in.launch()) {
                leftScore = 0;
                rightScore = 0;
                serveTowards = Side.RIGHT;
                wait = 1;
            }
            return;
        }
        if (wait > 0) {
            play.place(paddles, s.ball());
            if (--wait == 0) {
                serve();
            }
            return;
        }
        FrameTrace t = play.frame(paddles);
        for (Out out : t.items(Out.class)) {
            if (out.side() == Side.LEFT) {
                rightScore++;
                serveTowards = Side.LEFT;
            } else {
                leftScore++;
                serveTowards = Side.RIGHT;
            }
            wait = SERVE_WAIT;
        }
        if (over()) {
            wait = 0; // no next serve: the ball stays where it went out
        }
    }

    /** True once a player has {@value #WINNING_SCORE} points. */
    public boolean over() {
        return leftScore >= WINNING_SCORE || rightScore >= WINNING_SCORE;
    }

    /** The computer's paddle speed: towards the ball while it comes, back to the middle while it goes. */
    private double follow(Paddle p, Ball ball) {
        double target = ball.vx() > 0 ? ball.y() : play.scenario.court().height() / 2;
        double gap = target - p.rect().centre().y();
        return Math.abs(gap) < 4 ? 0 : Math.signum(gap) * Math.min(COMPUTER_SPEED, Math.abs(gap) * 60);
    }

    /** From the middle, towards the player who lost the point, up to 35° off straight. */
    private void serve() {
        double angle = Math.toRadians(10 + 25 * random.nextDouble()) * (random.nextBoolean() ? 1 : -1);
        double dir = serveTowards == Side.RIGHT ? 1 : -1;
        Ball ball = new Ball(400, 250, 8, dir * ballSpeed() * Math.cos(angle), ballSpeed() * Math.sin(angle));
        play.serve(ball, play.state().paddles(), List.of());
    }

    public int leftScore() {
        return leftScore;
    }

    public int rightScore() {
        return rightScore;
    }

    /** True between a point and the next serve. */
    public boolean waiting() {
        return wait > 0;
    }

    /** Between a point and the next serve, and once the game is over: the score is what there is to see. */
    @Override
    public boolean betweenServes() {
        return (waiting() && leftScore + rightScore > 0) || over();
    }

    @Override
    public String scoreLine() {
        if (!over()) {
            return leftScore + " : " + rightScore;
        }
        String winner = leftScore > rightScore
                ? (computer ? "you win" : "left wins")
                : (computer ? "the computer wins" : "right wins");
        return "Game over · " + leftScore + " : " + rightScore + " · " + winner;
    }

    @Override
    public String hint() {
        if (over()) {
            return "Space starts a new game · P shows the last rally in the stepper";
        }
        return computer
                ? "W / S moves your paddle · P pauses and shows the rally in the stepper"
                : "Left: W / S · Right: ↑ / ↓ · P pauses and shows the rally in the stepper";
    }
}
