package bouncelab.core.trace;

import bouncelab.core.geometry.Vec2;
import bouncelab.core.scenario.Ball;
import java.util.List;

/**
 * Everything one algorithm looked at and decided in one frame: the single source for every overlay, inspector
 * number, lesson formula and command-line line.
 *
 * @param frame     the frame's number, counting from 1 (frame n takes the state from time (n−1)·dt to n·dt)
 * @param t         time at the start of the frame, in seconds
 * @param a         A, the ball's centre at the start
 * @param b         B, where the ball would end with no collision
 * @param path      the resolved path: A, every bounce point, and where the ball really ended
 * @param items     the working, in the order it was done
 */
public record FrameTrace(
        int frame,
        double t,
        double dt,
        String algorithm,
        Ball before,
        Ball after,
        Vec2 a,
        Vec2 b,
        List<Vec2> path,
        List<TraceItem> items) {

    public FrameTrace {
        path = List.copyOf(path);
        items = List.copyOf(items);
    }

    public List<TraceEvent> events() {
        return items(TraceEvent.class);
    }

    public <T extends TraceItem> List<T> items(Class<T> type) {
        return items.stream().filter(type::isInstance).map(type::cast).toList();
    }

    /** Whether the frame has an event of this kind, e.g. {@code hasEvent(Tunnelled.class)}. */
    public boolean hasEvent(Class<? extends TraceEvent> type) {
        return items.stream().anyMatch(type::isInstance);
    }

    /** The number of passes a swept frame made (1 when no bounce); discrete frames have one pass. */
    public int passes() {
        return items(MoveStep.class).stream().mapToInt(MoveStep::pass).max().orElse(1);
    }
}
