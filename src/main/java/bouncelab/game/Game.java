package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;
import org.jspecify.annotations.Nullable;

/**
 * A game played on the core: each frame the players move the paddles, then {@code Simulation.step} moves the ball
 * with the chosen algorithm, the same as the stepper does. Everything since the serve is kept in the rally, so a
 * pause can hand it to the stepper. The games differ in their rules (step, score, what to press); the play itself
 * is here.
 */
public abstract sealed class Game permits PongGame, BreakoutGame {
    final Play play;
    private double ballSpeed;

    Game(Play play, double ballSpeed) {
        this.play = play;
        this.ballSpeed = ballSpeed;
    }

    /** Plays one frame. */
    public abstract void step(Input in);

    /** The score, as the players read it. */
    public abstract String scoreLine();

    /** True in the pause before a serve, when a class is shown the score; false while the ball is in play. */
    public boolean betweenServes() {
        return false;
    }

    /** What to press now. */
    public abstract String hint();

    /** The court, frame time and rules (the ball and paddles as the game began). */
    public Scenario scenario() {
        return play.scenario;
    }

    /** Now. */
    public SimState state() {
        return play.state();
    }

    /** The state the last frame started from (its bricks are the ones to draw). */
    public SimState before() {
        return play.before();
    }

    /**
     * Whether the next frames keep their working for the overlays (the default), or are played trace-free: the
     * same play, to the bit, with only the events in {@link #lastTrace()}. With no overlay on nothing else is read.
     */
    public void keepWorking(boolean keep) {
        play.keepWorking(keep);
    }

    /** The frame just played, or null while the ball waits to be served. */
    public @Nullable FrameTrace lastTrace() {
        return play.last();
    }

    public Rally rally() {
        return play.rally;
    }

    public AlgorithmId algorithm() {
        return play.algorithm();
    }

    public void setAlgorithm(AlgorithmId id) {
        play.setAlgorithm(id);
    }

    /** The ball's speed at the next serve, px/s. */
    public double ballSpeed() {
        return ballSpeed;
    }

    public void setBallSpeed(double pxPerSecond) {
        ballSpeed = pxPerSecond;
    }
}
