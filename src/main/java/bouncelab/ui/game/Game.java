package bouncelab.ui.game;

import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.trace.FrameTrace;

/**
 * A game played on the core: each frame the players move the paddles, then {@code Simulation.step} moves the ball
 * with the chosen algorithm, the same as the stepper does. Everything since the serve is kept in the rally, so a
 * pause can hand it to the stepper.
 */
public sealed interface Game permits PongGame, BreakoutGame {

    /** The court, frame time and rules (the ball and paddles as the game began). */
    Scenario scenario();

    /** Now. */
    SimState state();

    /** The state the last frame started from (its bricks are the ones to draw). */
    SimState before();

    /** The frame just played, or null while the ball waits to be served. */
    FrameTrace lastTrace();

    Rally rally();

    String algorithm();

    void setAlgorithm(String name);

    /** The ball's speed at the next serve, px/s. */
    double ballSpeed();

    void setBallSpeed(double pxPerSecond);

    /** Plays one frame. */
    void step(Input in);

    /** The score, as the players read it. */
    String scoreLine();

    /** What to press now. */
    String hint();
}
