package bouncelab.core.algorithm;

import bouncelab.core.geometry.Side;
import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import bouncelab.core.trace.TraceItem;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What an algorithm decided for one frame: the ball at the end, B (where it would have ended unhindered), the
 * resolved path, the bricks it broke, the open side it left through (or null), and its working.
 */
public record FrameResult(
        Ball ball,
        Vec2 b,
        List<Vec2> path,
        Set<String> broken,
        @Nullable Side outSide,
        List<TraceItem> items) {
    public FrameResult {
        path = List.copyOf(path);
        broken = broken.isEmpty() ? Set.of() : Set.copyOf(broken); // most frames break nothing
        items = items.isEmpty() ? List.of() : List.copyOf(items);
    }

    /** The same result with only the items that are outcomes: what the trace-free step gives. */
    public FrameResult outcomesOnly() {
        List<TraceItem> kept = new ArrayList<>(items.size());
        for (TraceItem i : items) { // a loop, not a stream: the trace-free step does this every frame
            if (i.outcome()) {
                kept.add(i);
            }
        }
        return kept.size() == items.size() ? this : new FrameResult(ball, b, path, broken, outSide, kept);
    }
}
