package bouncelab.game;

import bouncelab.core.algorithm.AlgorithmClasses;
import bouncelab.core.algorithm.CollisionAlgorithm;
import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.geometry.Rect;
import bouncelab.core.scenario.Ball;
import bouncelab.core.scenario.Brick;
import bouncelab.core.scenario.Court;
import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import bouncelab.core.simulation.Simulation;
import bouncelab.core.simulation.Step;
import bouncelab.core.trace.FrameTrace;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * What both games share: the state, one frame played by the core with the paddles where the players put them
 * (and recorded in the rally), serving a new ball, and moving a paddle within the court.
 */
final class Play {
    final Scenario scenario;
    final Rally rally = new Rally();
    private CollisionAlgorithm algorithm;
    private SimState state;
    private SimState before;
    private @Nullable FrameTrace last; // none while the ball waits to be served
    private boolean working = true;

    Play(Scenario scenario) {
        this.scenario = scenario;
        this.algorithm = AlgorithmClasses.create(scenario.algorithm());
        this.state = SimState.initial(scenario);
        this.before = state;
    }

    SimState state() {
        return state;
    }

    SimState before() {
        return before;
    }

    @Nullable
    FrameTrace last() {
        return last;
    }

    AlgorithmId algorithm() {
        return algorithm.id();
    }

    void setAlgorithm(AlgorithmId id) {
        algorithm = AlgorithmClasses.create(id);
    }

    /**
     * Whether frames are played with their working (true, the default) or trace-free: then a frame's trace holds
     * only what happened (bounces, broken bricks, the ball going out), which is all a game's rules read.
     */
    void keepWorking(boolean keep) {
        working = keep;
    }

    /** One frame with the paddles here: moved, then the core steps the ball; recorded in the rally. */
    FrameTrace frame(List<Paddle> paddles) {
        before = withPaddles(state, paddles);
        rally.add(before);
        Step s = working
                ? Simulation.step(scenario, before, algorithm)
                : Simulation.stepOutcomes(scenario, before, algorithm);
        state = s.state();
        last = s.trace();
        return last;
    }

    /** The paddles moved while no frame is played (waiting to serve): nothing recorded. */
    void place(List<Paddle> paddles, Ball ball) {
        state = new SimState(state.frame(), state.t(), ball, paddles, state.bricks(), false);
        before = state;
        last = null;
    }

    /** A new ball in play: the rally so far is over. */
    void serve(Ball ball, List<Paddle> paddles, List<Brick> bricks) {
        rally.clear();
        state = new SimState(state.frame(), state.t(), ball, paddles, bricks, false);
        before = state;
        last = null;
    }

    private static SimState withPaddles(SimState s, List<Paddle> paddles) {
        return new SimState(s.frame(), s.t(), s.ball(), paddles, s.bricks(), s.out());
    }

    /**
     * The paddle moved by (dx, dy) but kept inside the court; its velocity is how far it really moved this frame,
     * which gives the Pong article's spin to the swept tests.
     */
    static Paddle move(Paddle p, double dx, double dy, Court c, double dt) {
        Rect r = p.rect();
        double x = Math.max(0, Math.min(c.width() - r.width(), r.x() + dx));
        double y = Math.max(0, Math.min(c.height() - r.height(), r.y() + dy));
        return p.withRect(new Rect(x, y, r.width(), r.height())).withVelocity((x - r.x()) / dt, (y - r.y()) / dt);
    }
}
