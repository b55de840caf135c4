package bouncelab.core.trace;

import bouncelab.core.geometry.Rect;
import java.util.List;

/**
 * What the broad phase of a swept frame cost, over all its passes: the Breakout article's loop looks at every
 * standing brick on every pass ({@code bruteForce}); the grid only at the bricks listed in the cells the path
 * walked through. Either way the same bricks reach the exact test ({@code tested}), so the rest of the frame's
 * working is the same.
 *
 * @param method       {@code grid} or {@code brute-force}
 * @param bricks       bricks standing at the start of the frame
 * @param passes       passes of the swept recursion that asked the broad phase
 * @param cellsVisited grid cells the paths walked through (0 for brute force)
 * @param candidates   bricks the broad phase looked at: all standing ones for brute force, the cells' for the grid
 * @param tested       bricks that reached the exact swept test
 * @param bruteForce   bricks brute force looks at for the same passes: the standing bricks, pass after pass
 * @param cells        the cells walked, in court coordinates (empty for brute force)
 */
public record BroadPhaseStats(
        String method,
        int bricks,
        int passes,
        int cellsVisited,
        int candidates,
        int tested,
        int bruteForce,
        List<Rect> cells)
        implements TraceItem {

    public BroadPhaseStats {
        cells = List.copyOf(cells);
    }

    public static final TraceKind<BroadPhaseStats> KIND = TraceKind.of("broadphase", BroadPhaseStats.class)
            .quantities("bricks", "cells visited", "candidates", "tested", "brute force", "share")
            .text("method", BroadPhaseStats::method)
            .number("passes", BroadPhaseStats::passes)
            .drawnOn(Overlay.BROAD_PHASE)
            .build();

    @Override
    public TraceKind<BroadPhaseStats> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        // over several passes a brick may be looked at again, so count looks against brute force's looks
        return Phrase.of(
                "broadphase",
                "method",
                method,
                "grid",
                method.equals("grid"),
                "cells",
                cellsVisited,
                "cellsForm", // said "1 cells walked": the count is written as the working writes counts, so no plural
                cellsVisited == 1 ? "one" : "other",
                "passes",
                passes <= 1 ? "one" : "several",
                "candidates",
                candidates,
                "bricks",
                bricks,
                "passCount",
                passes,
                "bruteForce",
                bruteForce,
                "tested",
                tested);
    }

    /**
     * Brute force's looks: the bricks standing on each pass, added up. Two passes are the bricks at the start and
     * those left for the second ("750 + 749"); over more, which pass broke a brick is not kept, so only the sum is
     * given (it read "= 2 passes = 1499", as if 2 passes were 1499).
     */
    private Quantity bruteForceLooks() {
        Phrase looks = Phrase.of(
                "broadphase.bruteForce", "passes", passes, "form", passes <= 1 ? "one" : passes == 2 ? "two" : "many");
        return Quantity.inWords(
                "brute force",
                bruteForce,
                looks,
                passes == 2 ? Filled.of("{} + {}", bricks, bruteForce - bricks) : Filled.text(""));
    }

    @Override
    public List<Quantity> quantities() {
        return List.of(
                Quantity.value("bricks", bricks),
                Quantity.value("cells visited", cellsVisited),
                Quantity.value("candidates", candidates),
                Quantity.value("tested", tested),
                bruteForceLooks(),
                bruteForce == 0
                        ? Quantity.value("share", 0)
                        : new Quantity(
                                "share",
                                (double) candidates / bruteForce,
                                "candidates / brute force",
                                Filled.of("{} / {}", candidates, bruteForce)));
    }
}
