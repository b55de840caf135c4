package bouncelab.vote;

import java.net.InetAddress;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * 200 devices voting and changing their votes at once on the loopback: every device counted once, at its last
 * choice. How fast is the benchmark's business (VoteLoadBench, BENCHMARKS.md), not this test's.
 */
class VoteLoadTest {
    @Test
    @Timeout(value = 3, unit = TimeUnit.MINUTES)
    void everyVoteIsCountedOnce() throws Exception {
        // every simulated device is 127.0.0.1, so the per-address limit is lifted here
        VoteServer.Config c =
                VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withRate(1e9, 1e9);
        try (VoteServer s = VoteServer.start(VoteServerTest.QUESTION, c)) {
            VoteLoad.Result r = VoteLoad.run(s, 200, 5, 33);
            assertEquals(0, r.failures());
            Map<String, Integer> expected = new LinkedHashMap<>();
            s.question().choices().forEach(ch -> expected.put(ch, 0));
            r.lastChoices().forEach(ch -> expected.merge(ch, 1, Integer::sum));
            Tally.Counts counts = s.tally().counts();
            assertEquals(200, counts.total());
            assertEquals(expected, counts.votes());
        }
    }
}
