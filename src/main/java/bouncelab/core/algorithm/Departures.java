package bouncelab.core.algorithm;

import bouncelab.core.trace.TraceItem;
import java.util.List;

/**
 * Where Bounce Lab's own rules part from the article an algorithm credits, found in one frame the algorithm ran:
 * notes for the working, each beginning "Bounce Lab" and saying what the article does instead and which rules show
 * it ({@link ArticleDepartures} has the articles'). The frame itself is not changed.
 */
@FunctionalInterface
public interface Departures {
    /** An algorithm that credits no article, or departs from none. */
    Departures NONE = (in, result, notes) -> {};

    /** Adds to {@code notes} one note per departure seen in {@code result}, the frame run from {@code in}. */
    void add(FrameInput in, FrameResult result, List<TraceItem> notes);
}
