package bouncelab.vote;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Requests per address, as a token bucket: each address may make {@code burst} requests at once and then
 * {@code perSecond} a second. A phone loads the page, asks the question and votes a few times, far below it; a
 * script hammering the teacher's PC is turned away with 429 before it costs anything.
 */
public final class RateLimit {
    /** Addresses not seen for this long are forgotten, so the map stays as small as the class. */
    private static final long FORGET_NANOS = 60_000_000_000L;

    private static final int MAX_ADDRESSES = 4096;

    private final double perSecond;
    private final double burst;
    private final LongSupplier nanos;
    private final Map<String, Bucket> buckets = new HashMap<>();

    private static final class Bucket {
        double tokens;
        long last;
    }

    public RateLimit(double perSecond, double burst) {
        this(perSecond, burst, System::nanoTime);
    }

    RateLimit(double perSecond, double burst, LongSupplier nanos) {
        this.perSecond = perSecond;
        this.burst = burst;
        this.nanos = nanos;
    }

    /** True if this address may make one more request now (and counts it). */
    public synchronized boolean allow(String address) {
        long now = nanos.getAsLong();
        if (buckets.size() >= MAX_ADDRESSES) {
            forgetIdle(now);
            if (buckets.size() >= MAX_ADDRESSES && !buckets.containsKey(address)) {
                return false;
            }
        }
        Bucket b = buckets.get(address);
        if (b == null) {
            b = new Bucket();
            b.tokens = burst;
            buckets.put(address, b);
        } else {
            b.tokens = Math.min(burst, b.tokens + (now - b.last) * perSecond / 1e9);
        }
        b.last = now;
        if (b.tokens < 1) {
            return false;
        }
        b.tokens -= 1;
        return true;
    }

    private void forgetIdle(long now) {
        for (Iterator<Bucket> it = buckets.values().iterator(); it.hasNext(); ) {
            if (now - it.next().last > FORGET_NANOS) {
                it.remove();
            }
        }
    }
}
