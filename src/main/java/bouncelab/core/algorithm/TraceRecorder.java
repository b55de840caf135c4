package bouncelab.core.algorithm;

import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Collects a frame's working while an algorithm runs; local to one step, never shared. A recorder for the
 * trace-free step ({@link #outcomesOnly()}) keeps only the items that are outcomes (events, broken bricks) and
 * drops the rest; the algorithms ask {@link #working()} before building an item, or the words of one, that is only
 * working, so that none of it is made at all.
 */
final class TraceRecorder {
    private final boolean working;
    /** The first item alone (a trace-free frame records one outcome at most, mostly), until a second comes. */
    private @Nullable TraceItem first;
    /** Every item, made on the second. */
    private @Nullable List<TraceItem> items;

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
        if (!working && !item.outcome()) {
            return;
        }
        if (first == null) {
            first = item;
            return;
        }
        if (items == null) {
            items = new ArrayList<>(working ? 16 : 2);
            items.add(first);
        }
        items.add(item);
    }

    /** The items so far; one alone comes as a list no one can change, so a frame's result need not copy it. */
    List<TraceItem> items() {
        return items != null ? items : first != null ? List.of(first) : List.of();
    }
}
