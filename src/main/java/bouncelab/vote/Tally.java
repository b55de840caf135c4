package bouncelab.vote;

import bouncelab.io.json.JsonWriter;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The votes of one question: each device's current choice. A device may change its choice until the vote is
 * closed; it is still one vote. Thread-safe: the server's threads vote while the window reads the counts.
 */
public final class Tally {
    /** What voting gave. */
    public enum Outcome {
        COUNTED,
        UNKNOWN_CHOICE,
        CLOSED,
        FULL
    }

    private final List<String> choices;
    private final int maxDevices;
    private final Map<String, String> byDevice = new HashMap<>();
    private boolean closed;

    /** @param maxDevices more devices than this are refused, so a flood of new cookies cannot fill the memory */
    public Tally(List<String> choices, int maxDevices) {
        this.choices = List.copyOf(choices);
        this.maxDevices = maxDevices;
    }

    public List<String> choices() {
        return choices;
    }

    public synchronized Outcome vote(String device, String choice) {
        if (!choices.contains(choice)) {
            return Outcome.UNKNOWN_CHOICE;
        }
        if (closed) {
            return Outcome.CLOSED;
        }
        if (byDevice.size() >= maxDevices && !byDevice.containsKey(device)) {
            return Outcome.FULL;
        }
        byDevice.put(device, choice);
        return Outcome.COUNTED;
    }

    /** The device's choice, or null if it has not voted. */
    public synchronized @Nullable String choiceOf(String device) {
        return byDevice.get(device);
    }

    /** No more votes or changes; the counts stay as they are. */
    public synchronized void close() {
        closed = true;
    }

    public synchronized Counts counts() {
        Map<String, Integer> votes = new LinkedHashMap<>();
        choices.forEach(c -> votes.put(c, 0));
        byDevice.values().forEach(c -> votes.merge(c, 1, Integer::sum));
        return new Counts(byDevice.size(), votes);
    }

    /** How many voted, and for what, every choice listed in the question's order (0 for none). */
    public record Counts(int total, Map<String, Integer> votes) {
        public Counts {
            votes = Collections.unmodifiableMap(new LinkedHashMap<>(votes));
        }

        /** {@code {"total":n,"votes":{"choice":n,…}}}, as /tally and the vote command give it. */
        public String toJson() {
            JsonWriter w = new JsonWriter();
            w.beginObject().name("total").value(total).name("votes").beginObject();
            votes.forEach((c, n) -> w.name(c).value(n));
            return w.endObject().endObject().toString();
        }
    }
}
