package bouncelab.cli;

import bouncelab.core.trace.Check;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;
import bouncelab.io.json.JsonWriter;
import java.util.HashSet;
import java.util.Set;

/**
 * A trace item's working as JSON strings, exactly as the inspector and lessons print it: its quantities
 * ({@code circleDistanceX = |300 − 530 − 35| = 265}), then its checks
 * ({@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 265 > 35 + 50 → true}).
 */
final class WorkingLines {
    private WorkingLines() {}

    /** The item's lines, into the array {@code w} has open; each formula in letters first, as it is new here. */
    static void append(JsonWriter w, TraceItem item) {
        append(w, item, new HashSet<>());
    }

    /** The item's lines; formulas in {@code seen} are already written in letters in this frame, so not again. */
    static void append(JsonWriter w, TraceItem item, Set<String> seen) {
        for (Quantity q : item.quantities()) {
            w.value(seen.add(q.formula()) ? q.workingWithFormula() : q.working());
        }
        for (Check c : item.checks()) {
            w.value(c.working());
        }
    }

    /** The item's one-line summary (which names the object) as a heading, then its lines. */
    static void appendWithHeading(JsonWriter w, TraceItem item) {
        appendWithHeading(w, item, new HashSet<>());
    }

    static void appendWithHeading(JsonWriter w, TraceItem item, Set<String> seen) {
        w.value(item.summary());
        append(w, item, seen);
    }
}
