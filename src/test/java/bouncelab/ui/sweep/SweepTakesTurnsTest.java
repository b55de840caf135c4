package bouncelab.ui.sweep;

import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.Background;
import bouncelab.ui.common.TurnWaiters;
import bouncelab.ui.common.Turns;
import bouncelab.ui.snapshot.Headless;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's sweep waits for a turn at the window's cores: while other heavy work holds all of them, it has not
 * started; once they are free, it runs to the end.
 */
class SweepTakesTurnsTest {
    @BeforeAll
    static void toolkit() {
        Headless.start();
    }

    @Test
    void theSweepWaitsWhileOtherHeavyWorkHoldsTheCores() throws Exception {
        SweepModel model = new SweepModel();
        SweepSpec spec = SweepSpec.DEFAULT.withShots(20).withSpeeds(2, 20, 2);
        Set<Thread> before = TurnWaiters.threads("speed-sweep");
        Turns.WINDOW.taking(Background.threads(), turn -> {
            Headless.onFxThread(() -> {
                model.specProperty().set(spec);
                model.run();
                return null;
            });
            TurnWaiters.waitUntilAThreadWaitsForATurn("speed-sweep", before);
            assertEquals(
                    0.0,
                    Headless.onFxThread(() -> model.progressProperty().get()),
                    "no speed done while the cores are taken");
            assertFalse(Headless.onFxThread(model::complete));
            return null;
        });
        for (int i = 0; i < 1200 && !Headless.onFxThread(model::complete); i++) {
            Thread.sleep(50);
        }
        assertTrue(Headless.onFxThread(model::complete), "the sweep finished once the cores were free");
    }
}
