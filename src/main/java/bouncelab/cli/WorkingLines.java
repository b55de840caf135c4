package bouncelab.cli;

import bouncelab.core.trace.Check;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;
import bouncelab.io.json.JsonWriter;

/**
 * A trace item's working as JSON strings, exactly as the inspector and lessons print it: its quantities
 * ({@code circleDistanceX = |300 − 530 − 35| = 265}), then its checks
 * ({@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 265 > 35 + 50 → true}).
 */
final class WorkingLines {
    private WorkingLines() {
    }

    /** The item's lines, into the array {@code w} has open. */
    static void append(JsonWriter w, TraceItem item) {
        for (Quantity q : item.quantities()) {
            w.value(q.working());
        }
        for (Check c : item.checks()) {
            w.value(c.working());
        }
    }

    /** The item's one-line summary (which names the object) as a heading, then its lines. */
    static void appendWithHeading(JsonWriter w, TraceItem item) {
        w.value(item.summary());
        append(w, item);
    }
}
