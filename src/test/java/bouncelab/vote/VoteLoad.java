package bouncelab.vote;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A class of simulated devices on the loopback: each loads the page (its cookie), asks the question, then votes
 * and changes its vote a few times, all devices at once. Shared by the load test (which checks the counts) and
 * the benchmark (which reports the times); bounded: a fixed number of requests, to 127.0.0.1 only.
 */
final class VoteLoad {
    /** What the class did: each device's last choice, and every vote's time in nanoseconds. */
    record Result(List<String> lastChoices, long[] voteNanos, int failures) {
        long percentile(double p) {
            long[] sorted = voteNanos.clone();
            Arrays.sort(sorted);
            return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p / 100 * sorted.length) - 1)];
        }
    }

    /** How a simulated device talks: a bare socket (the benchmark's default: next to no CPU), or the JDK's client. */
    enum Devices {
        SOCKET,
        CLIENT
    }

    private VoteLoad() {}

    static Result run(VoteServer server, int devices, int votesEach, long seed) throws Exception {
        return run(server, devices, votesEach, seed, Devices.SOCKET);
    }

    static Result run(VoteServer server, int devices, int votesEach, long seed, Devices kind) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(devices);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<long[]>> done = new ArrayList<>();
        String[] last = new String[devices];
        int[] failures = new int[devices];
        List<String> choices = server.question().choices();
        try {
            for (int d = 0; d < devices; d++) {
                int device = d;
                done.add(pool.submit(() -> {
                    Random random = new Random(seed + device);
                    long[] times = new long[votesEach];
                    go.await();
                    if (kind == Devices.CLIENT) {
                        VoteHttp phone = new VoteHttp(server.url());
                        phone.page();
                        phone.get("question?room=" + server.room());
                        for (int v = 0; v < votesEach; v++) {
                            String choice = choices.get(random.nextInt(choices.size()));
                            long t0 = System.nanoTime();
                            HttpResponse<String> r = phone.vote(server.room(), choice);
                            times[v] = System.nanoTime() - t0;
                            count(r.statusCode(), choice, device, last, failures);
                        }
                        return times;
                    }
                    try (SocketPhone phone = new SocketPhone(server.url())) {
                        phone.page();
                        phone.get("/question?room=" + server.room());
                        for (int v = 0; v < votesEach; v++) {
                            String choice = choices.get(random.nextInt(choices.size()));
                            long t0 = System.nanoTime();
                            int status = phone.vote(server.room(), choice).status();
                            times[v] = System.nanoTime() - t0;
                            count(status, choice, device, last, failures);
                        }
                    }
                    return times;
                }));
            }
            go.countDown();
            long[] all = new long[devices * votesEach];
            for (int d = 0; d < devices; d++) {
                System.arraycopy(done.get(d).get(2, TimeUnit.MINUTES), 0, all, d * votesEach, votesEach);
            }
            return new Result(Arrays.asList(last), all, Arrays.stream(failures).sum());
        } finally {
            pool.shutdownNow();
        }
    }

    private static void count(int status, String choice, int device, String[] last, int[] failures) {
        if (status == 204) {
            last[device] = choice;
        } else {
            failures[device]++;
        }
    }
}
