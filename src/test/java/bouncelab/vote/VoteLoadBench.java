package bouncelab.vote;

import java.net.InetAddress;
import java.util.Locale;

/**
 * The vote server's benchmark: 200 devices, 5 votes each, at once on the loopback, a few rounds; prints each
 * round's vote times (median, 95th and 99th percentile, slowest). Run with
 * {@code mvn -o -q test-compile exec:java -Dexec.classpathScope=test -Dexec.mainClass=bouncelab.vote.VoteLoadBench}.
 */
public final class VoteLoadBench {
    private VoteLoadBench() {}

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        VoteLoad.Devices devices =
                args.length > 1 ? VoteLoad.Devices.valueOf(args[1].toUpperCase(Locale.ROOT)) : VoteLoad.Devices.SOCKET;
        VoteServer.Config c =
                VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0).withRate(1e9, 1e9);
        for (int round = 0; round <= rounds; round++) {
            try (VoteServer s = VoteServer.start(VoteServerTest.QUESTION, c)) {
                VoteLoad.Result r = VoteLoad.run(s, 200, 5, round, devices);
                if (round == 0) {
                    continue; // warm-up: the JIT, the first connections
                }
                System.out.printf(
                        "round %d: %d votes, %d refused, total %d; vote ms p50 %.1f p95 %.1f p99 %.1f " + "max %.1f%n",
                        round,
                        r.voteNanos().length,
                        r.failures(),
                        s.tally().counts().total(),
                        r.percentile(50) / 1e6,
                        r.percentile(95) / 1e6,
                        r.percentile(99) / 1e6,
                        r.percentile(100) / 1e6);
            }
        }
    }
}
