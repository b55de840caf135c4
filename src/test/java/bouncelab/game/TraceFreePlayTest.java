package bouncelab.game;

import bouncelab.core.choice.AlgorithmId;
import bouncelab.core.trace.TraceItem;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * A game played trace-free (no overlay on) plays the same as with the working: the same states, score and lives,
 * frame after frame, with every algorithm; its last trace then holds only the events and
 * broken bricks.
 */
class TraceFreePlayTest {
    private static final Input LAUNCH = new Input(0, 0, Double.NaN, true);

    @Test
    void breakoutPlaysTheSameWithoutTheWorking() {
        for (AlgorithmId id : AlgorithmId.all()) {
            BreakoutGame traced = new BreakoutGame(id, 7);
            BreakoutGame free = new BreakoutGame(id, 7);
            free.keepWorking(false);
            for (int f = 0; f < 3000; f++) {
                Input in = traced.held() ? LAUNCH : new Input(0, (f / 40) % 3 - 1, Double.NaN, false);
                traced.step(in);
                free.step(in);
                assertEquals(traced.state(), free.state(), id.fileName() + " frame " + f);
                assertEquals(traced.scoreLine(), free.scoreLine(), id.fileName() + " frame " + f);
                if (traced.lastTrace() != null) {
                    assertNotNull(free.lastTrace());
                    assertEquals(
                            traced.lastTrace().items().stream()
                                    .filter(TraceItem::outcome)
                                    .toList(),
                            free.lastTrace().items(),
                            id.fileName() + " frame " + f);
                }
            }
        }
    }
}
