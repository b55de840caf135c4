package bouncelab.ui.sweep;

import bouncelab.core.algorithm.Asked;
import bouncelab.core.sweep.SpeedSweep;
import bouncelab.core.sweep.SweepSpec;
import bouncelab.ui.common.Background;
import bouncelab.ui.session.Algorithms;
import bouncelab.ui.snapshot.Headless;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The window's sweep keeps busy a core fewer than the machine has (one at least), so the FX thread has a core of
 * its own while it runs: on two cores, two sweep threads made the window wait its turn. Its answer is the sweep's
 * answer on every core.
 */
class SweepKeepsACoreTest {
    @BeforeAll
    static void toolkit() {
        Headless.start();
    }

    @Test
    void theWindowsSweepRunsOnACoreFewerThanTheMachineHasAndAnswersTheSame() throws InterruptedException {
        Set<Thread> threads = ConcurrentHashMap.newKeySet();
        Algorithms algorithms = new Algorithms();
        algorithms.watchEach(a -> Asked.telling(a, () -> threads.add(Thread.currentThread())));
        SweepModel model = new SweepModel(algorithms);
        SweepSpec spec = SweepSpec.DEFAULT.withShots(40).withSpeeds(2, 60, 2);
        Headless.onFxThread(() -> {
            model.specProperty().set(spec);
            model.run();
            return null;
        });
        for (int i = 0; i < 600 && !Headless.onFxThread(model::complete); i++) {
            Thread.sleep(50);
        }
        assertTrue(Headless.onFxThread(model::complete), "the sweep finished");
        assertTrue(
                threads.size() <= Background.threads(),
                threads.size() + " threads asked the algorithms; the window's heavy work may use "
                        + Background.threads() + " of " + Runtime.getRuntime().availableProcessors() + " cores");
        assertEquals(
                SpeedSweep.run(spec).rows(), Headless.onFxThread(model::result).rows());
    }
}
