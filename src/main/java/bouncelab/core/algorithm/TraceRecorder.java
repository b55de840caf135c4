package bouncelab.core.algorithm;

import bouncelab.core.trace.TraceItem;

import java.util.ArrayList;
import java.util.List;

/**
 * Collects a frame's working while an algorithm runs; local to one step, never shared. A recorder for the
 * trace-free step ({@link #outcomesOnly()}) keeps only the items that are outcomes (events, broken bricks) and
 * drops the rest; the algorithms ask {@link #working()} before building an item, or the words of one, that is only
 * working, so that none of it is made at all.
 */
final class TraceRecorder {
    private final boolean working;
    /** Made on the first item: a trace-free frame that bounces off nothing records none. */
    private List<TraceItem> items = List.of();

    /** A recorder that keeps everything: the traced step. */
    TraceRecorder() {
        this(true);
    }

    private TraceRecorder(boolean working) {
        this.working = working;
    }

    /** A recorder that keeps only the outcomes: the trace-free step. */
    static TraceRecorder outcomesOnly() {
        return new TraceRecorder(false);
    }

    /** Whether the working is kept: when false, an item that is not an outcome need not be made. */
    boolean working() {
        return working;
    }

    void add(TraceItem item) {
        if (working || item.outcome()) {
            if (items.isEmpty()) {
                items = new ArrayList<>(working ? 16 : 2);
            }
            items.add(item);
        }
    }

    List<TraceItem> items() {
        return items;
    }
}
