package bouncelab.core.algorithm;

import bouncelab.core.trace.TraceItem;

import java.util.ArrayList;
import java.util.List;

/** Collects a frame's working while an algorithm runs; local to one step, never shared. */
final class TraceRecorder {
    private final List<TraceItem> items = new ArrayList<>();

    void add(TraceItem item) {
        items.add(item);
    }

    List<TraceItem> items() {
        return items;
    }
}
