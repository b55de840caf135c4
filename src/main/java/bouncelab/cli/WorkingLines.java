package bouncelab.cli;

import bouncelab.core.trace.Check;
import bouncelab.core.trace.Quantity;
import bouncelab.core.trace.TraceItem;
import bouncelab.io.json.JsonWriter;
import bouncelab.words.WorkingWords;
import java.util.Set;

/**
 * A trace item's working as JSON strings, exactly as the inspector and lessons print it: its quantities
 * ({@code circleDistanceX = |300 − 530 − 35| = 265}), then its checks
 * ({@code (1) circleDistanceX > paddleWidth/2 + diameter/2: 265 > 35 + 50 → true}); in English unless a language is
 * given ({@code trace --working --lang es}).
 */
final class WorkingLines {
    private WorkingLines() {}

    /** The item's lines; formulas in {@code seen} are already written in letters in this frame, so not again. */
    static void append(JsonWriter w, WorkingWords said, TraceItem item, Set<String> seen) {
        for (Quantity q : item.quantities()) {
            w.value(seen.add(q.formulaKey()) ? said.quantityWithFormula(q) : said.quantity(q));
        }
        for (Check c : item.checks()) {
            w.value(said.check(c));
        }
    }

    /** The item's one-line summary (which names the object) as a heading, then its lines. */
    static void appendWithHeading(JsonWriter w, WorkingWords said, TraceItem item, Set<String> seen) {
        w.value(said.say(item.summary()));
        append(w, said, item, seen);
    }
}
