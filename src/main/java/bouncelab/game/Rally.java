package bouncelab.game;

import bouncelab.core.scenario.Paddle;
import bouncelab.core.scenario.Scenario;
import bouncelab.core.simulation.SimState;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;

/**
 * The frames played since the ball was served: the state each frame started from, with the paddles where the
 * players had them. Enough for the stepper to play the rally again, to the bit, and to run it with another
 * algorithm. The oldest frames go once there are more than the stepper shows.
 */
public final class Rally {
    public static final int MAX_FRAMES = 600;

    private final Deque<SimState> befores = new ArrayDeque<>();

    void clear() {
        befores.clear();
    }

    void add(SimState before) {
        befores.addLast(before);
        if (befores.size() > MAX_FRAMES) {
            befores.removeFirst();
        }
    }

    public int frames() {
        return befores.size();
    }

    public boolean isEmpty() {
        return befores.isEmpty();
    }

    /** The game's shot as the rally's first recorded frame began: its ball, paddles and the bricks standing. */
    public Scenario start(Scenario game) {
        SimState first = befores.getFirst();
        return new Scenario(
                game.court(),
                game.dt(),
                first.ball(),
                first.paddles(),
                first.bricks(),
                null,
                game.rules(),
                game.algorithm());
    }

    /** Where the paddles were in each recorded frame, oldest first. */
    public List<List<Paddle>> paddles() {
        return befores.stream().map(SimState::paddles).toList();
    }
}
